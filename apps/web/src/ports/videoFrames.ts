// The <video> and canvas work behind the media port (media.ts), loaded when the upload dialog
// first reads a chosen file: it stays out of the stores' chunk, which every signed-in first
// visit loads (apps/web/vite.config.ts, docs/architecture.md#performance).

/** Loads `file` into a detached, muted `<video>` and resolves once its metadata is read. */
function loadVideo(file: Blob): Promise<{ video: HTMLVideoElement; release: () => void }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const release = () => {
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.playsInline = true;
    video.onloadedmetadata = () => resolve({ video, release });
    video.onerror = () => {
      release();
      reject(new Error('The browser cannot read this video.'));
    };
    video.src = url;
  });
}

/**
 * Some recordings (browser-made WebM) report an infinite duration until the browser has
 * looked at the end of the file: seeking far ahead makes it compute the real one.
 */
async function finiteDuration(video: HTMLVideoElement): Promise<number> {
  if (Number.isFinite(video.duration)) return video.duration;
  await new Promise<void>((resolve) => {
    video.ondurationchange = () => {
      if (Number.isFinite(video.duration)) resolve();
    };
    video.currentTime = Number.MAX_SAFE_INTEGER;
  });
  return video.duration;
}

/** The file's duration in seconds, from the video's metadata. */
export async function readDuration(file: Blob): Promise<number> {
  const { video, release } = await loadVideo(file);
  try {
    return await finiteDuration(video);
  } finally {
    release();
  }
}

/** One frame at `atSeconds`, as a JPEG of `quality`. */
export async function captureThumbnail(
  file: Blob,
  atSeconds: number,
  quality: number,
): Promise<Blob> {
  const { video, release } = await loadVideo(file);
  try {
    await new Promise<void>((resolve, reject) => {
      video.onseeked = () => resolve();
      video.onerror = () => reject(new Error('The browser cannot seek in this video.'));
      video.currentTime = atSeconds;
    });
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth || 720;
    canvas.height = video.videoHeight || 1280;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas available for the thumbnail.');
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The thumbnail could not be encoded.'))),
        'image/jpeg',
        quality,
      );
    });
  } finally {
    release();
  }
}
