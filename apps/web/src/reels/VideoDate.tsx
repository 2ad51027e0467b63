import { shortTime } from '@flick/design-system';

/**
 * When a video was posted, as comments say it (docs/product.md#comments): `5m`, `3h`, `2d`,
 * then the date, in a `<time>` with the full date and time on hover.
 */
export function VideoDate({ createdAt, className }: { createdAt: string; className?: string }) {
  return (
    <time className={className} dateTime={createdAt} title={new Date(createdAt).toLocaleString()}>
      {shortTime(createdAt, Date.now())}
    </time>
  );
}
