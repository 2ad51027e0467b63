import { shortTime, useLocale } from '@flick/design-system';

/**
 * When a video was posted, as comments say it (docs/product.md#comments): `5m`, `3h`, `2d`,
 * then the date, in a `<time>` with the full date and time on hover, in the language shown.
 */
export function VideoDate({ createdAt, className }: { createdAt: string; className?: string }) {
  // In the language shown (English keeps the browser's own date format, as before).
  const locale = useLocale();
  const full =
    locale === 'en'
      ? new Date(createdAt).toLocaleString()
      : new Date(createdAt).toLocaleString(locale);
  return (
    <time className={className} dateTime={createdAt} title={full}>
      {shortTime(createdAt, Date.now(), locale)}
    </time>
  );
}
