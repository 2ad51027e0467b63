import type { DownloadPort } from '@flick/stores';

/**
 * Saves `url` as `fileName`. The file is fetched into a blob first: the `download`
 * attribute is ignored for cross-origin addresses (S3 media), a blob URL is always ours.
 */
export const browserDownload: DownloadPort = (url, fileName) => {
  void (async () => {
    let href = url;
    let blobUrl: string | undefined;
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`download failed with ${response.status}`);
      blobUrl = URL.createObjectURL(await response.blob());
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
  })();
};
