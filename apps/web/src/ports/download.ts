import type { DownloadPort } from '@flick/stores';

/**
 * Saves `url` as `fileName`, telling the progress (ADR 0100). The saving code loads when a
 * download starts (`saveDownload.ts`): no first screen needs it.
 */
export const browserDownload: DownloadPort = async (url, fileName, onProgress) => {
  const { saveDownload } = await import('./saveDownload');
  await saveDownload(url, fileName, onProgress);
};
