// The upload's rules, shared by the dialog's store (UploadStore.ts, in the stores' chunk) and
// the calls behind its Upload button (uploading.ts, loaded when it is pressed): a module of
// their own, so neither imports the other's (no import cycle).

/** Maximum video duration, seconds (docs/product.md#upload-rules). */
export const MAX_DURATION_SECONDS = 60;
/** docs/product.md#upload-rules: the thumbnail is taken at 2 s, or half the duration if shorter. */
export const THUMBNAIL_AT_SECONDS = 2;
/** Thumbnail image quality (docs/product.md#upload-rules). */
export const THUMBNAIL_QUALITY = 0.9;
/** The success dialog closes after this long (docs/product.md#upload-dialog). */
export const SUCCESS_CLOSE_MS = 2000;

/** A chosen file: a Blob with a name (a browser `File` fits). */
export type VideoFile = Blob & { readonly name: string };

/** The dialog's phases (docs/product.md#upload-dialog). */
export type UploadPhase = 'empty' | 'preview' | 'uploading' | 'success';

/** Where the thumbnail capture is taken: min(2 s, duration / 2) (docs/product.md#upload-rules). */
export function thumbnailTime(durationSeconds: number): number {
  return Math.min(THUMBNAIL_AT_SECONDS, durationSeconds / 2);
}

/** The stored file name without its extension (docs/product.md#video-fields, videoUrl). */
export function withoutExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}
