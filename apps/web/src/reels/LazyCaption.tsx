import type { Video } from '@flick/api-types';
import { lazy, Suspense } from 'react';

const Caption = lazy(() => import('./Caption'));

/**
 * A feed video's caption: its plain text at once, then (a small chunk later, off the first
 * screen's budget: docs/architecture.md#performance) the same text with its #tags and
 * @mentions as links.
 */
export function LazyCaption(props: {
  video: Pick<Video, 'caption' | 'hashtags' | 'mentions'>;
  ownUserId: string | null;
  className?: string;
}) {
  return (
    <Suspense fallback={<p className={props.className}>{props.video.caption}</p>}>
      <Caption {...props} />
    </Suspense>
  );
}
