import type { Video } from '@flick/api-types';
import { videoMessages } from '../messages';
import type { ServiceContext } from '../serviceContext';

// Saving a downloaded video (docs/product.md#likes-downloads-and-shares), loaded when Download
// is pressed: it stays out of the stores' chunk, which every signed-in first visit loads
// (apps/web/vite.config.ts, docs/architecture.md#performance).

/** At most this many characters of the caption name the file (cut at a word). */
export const DOWNLOAD_NAME_MAX = 48;

/**
 * Lower-case letters and digits of any script, with single hyphens between words: accents
 * dropped, everything else (punctuation, emoji, path and shell characters) gone.
 */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The name a downloaded video is saved under (ADR 0100): its caption without `#tags` and
 * `@mentions` (`Pier at dusk #sunset` → `pier-at-dusk.mp4`), else its author
 * (`by-alice.mp4`), else `fallback` (`DOWNLOAD_FILE_NAME`, `video.mp4`).
 */
export function downloadFileName(
  video: Pick<Video, 'caption' | 'userName'>,
  fallback: string,
): string {
  let name = slug(video.caption.replace(/[#@][\p{L}\p{N}_.]+/gu, ' '));
  if (name.length > DOWNLOAD_NAME_MAX) {
    name = name.slice(0, DOWNLOAD_NAME_MAX + 1);
    const end = name.lastIndexOf('-');
    name = end > 0 ? name.slice(0, end) : name.slice(0, DOWNLOAD_NAME_MAX);
  }
  if (!name) {
    const author = slug(video.userName);
    if (author) name = `by-${author}`;
  }
  return name ? `${name}.mp4` : fallback;
}

/**
 * Saves the video's file under its name (`fallback` without one), with a loading toast that
 * shows the percentage received (whole percents, as they change) and goes once the browser
 * has the file. Rejects when the file could not be fetched.
 */
export async function saveVideo(
  ctx: ServiceContext,
  video: Video,
  fallback: string,
): Promise<void> {
  const download = ctx.download;
  if (!download) return;
  const fileName = downloadFileName(video, fallback);
  const { notify } = ctx;
  const toastId = notify.loading?.(videoMessages.downloading(fileName, null));
  let shown: number | null = null;
  try {
    await download(video.iosUrl, fileName, (fraction) => {
      const percent = fraction === null ? null : Math.floor(Math.min(1, fraction) * 100);
      if (percent === shown || toastId === undefined) return;
      shown = percent;
      notify.loading?.(videoMessages.downloading(fileName, percent), toastId);
    });
  } finally {
    if (toastId !== undefined) notify.dismiss?.(toastId);
  }
}
