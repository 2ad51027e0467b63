import { shortTime, useLocale } from '@flick/design-system';

/**
 * When a video was posted, as comments say it (docs/product.md#comments): `5m`, `3h`, `2d`,
 * then the date, in a `<time>` with the full date and time on hover; in the language shown
 * (English keeps the browser's own date formats, as comments do).
 */
export function VideoDate({ createdAt, className }: { createdAt: string; className?: string }) {
  const locale = useLocale();
  const full = new Date(createdAt).toLocaleString(locale === 'en' ? undefined : locale);
  return (
    <time className={className} dateTime={createdAt} title={full}>
      {shortTime(createdAt, Date.now(), locale)}
    </time>
  );
}
