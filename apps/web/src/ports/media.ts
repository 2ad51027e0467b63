import type { MediaPort } from '@flick/stores';

/**
 * Reads durations and captures thumbnails with a `<video>` element and a canvas. The work
 * itself (videoFrames.ts) loads when the upload dialog first reads a chosen file, not with
 * the stores (docs/architecture.md#performance).
 */
export const browserMedia: MediaPort = {
  async readDuration(file) {
    const { readDuration } = await import('./videoFrames');
    return readDuration(file);
  },

  async captureThumbnail(file, atSeconds, quality) {
    const { captureThumbnail } = await import('./videoFrames');
    return captureThumbnail(file, atSeconds, quality);
  },
};
