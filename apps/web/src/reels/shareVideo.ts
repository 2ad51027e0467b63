import type { VideoModel } from '@flick/stores';
import { watchPath } from './links';

/**
 * Counts the share (201, docs/product.md#likes-downloads-and-shares), then hands the video's
 * public watch page address to the user.
 */
export async function shareVideo(model: VideoModel): Promise<void> {
  // A video from another server: its page there, not counted here (docs/federation.md).
  const { remote } = model.video;
  if (remote) {
    const { shareLink } = await import('../ports/share');
    await shareLink(remote.url, `Video by ${remote.handle}`);
    return;
  }
  // The handing over loads with the first share: no first screen needs it.
  const [counted, { shareLink }] = await Promise.all([model.share(), import('../ports/share')]);
  if (!counted) return;
  const url = new URL(watchPath(model.id), window.location.origin).href;
  await shareLink(url, `Video by ${model.video.userName} on Flick`);
}
