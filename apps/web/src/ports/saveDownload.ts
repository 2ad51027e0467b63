/**
 * Reads the response's body, telling `onProgress` the fraction received (null without a
 * `Content-Length`), into one blob.
 */
async function readWithProgress(
  response: Response,
  onProgress?: (fraction: number | null) => void,
): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress?.(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress?.(total ? received / total : null);
  }
  return new Blob(parts, { type: response.headers.get('content-type') ?? 'video/mp4' });
}

/**
 * Saves `url` as `fileName`. The file is fetched into a blob first (its progress told as it
 * comes): the `download` attribute is ignored for cross-origin addresses (S3 media), a blob
 * URL is always ours.
 */
export async function saveDownload(
  url: string,
  fileName: string,
  onProgress?: (fraction: number | null) => void,
): Promise<void> {
  let href = url;
  let blobUrl: string | undefined;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`download failed with ${response.status}`);
    blobUrl = URL.createObjectURL(await readWithProgress(response, onProgress));
    href = blobUrl;
  } catch (error) {
    // Fall back to letting the browser fetch it; same-origin media still saves by name.
    console.warn('download: falling back to a direct link', error);
  }
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the blob goes away.
  if (blobUrl) window.setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}
