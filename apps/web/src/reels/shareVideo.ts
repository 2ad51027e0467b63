import type { VideoModel } from '@flick/stores';
import { shareLink } from '../ports/share';
import { videoPath } from './links';

/**
 * Counts the share (201, docs/product.md#likes-downloads-and-shares), then hands the viewer's
 * address to the user.
 */
export async function shareVideo(model: VideoModel): Promise<void> {
  if (!(await model.share())) return;
  const url = new URL(videoPath(model.id), window.location.origin).href;
  await shareLink(url, `Video by ${model.video.userName} on Flick`);
}
