import { fileTypeFromFile } from 'file-type';

/** What a file really is, judged by its bytes (the client's name and type are ignored). */
export interface SniffedType {
  /** The extension the stored file gets. */
  ext: string;
  mime: string;
  /** For videos: which duration parser reads it. */
  container?: 'mp4' | 'webm';
}

/** Videos a browser plays: MP4 (and its M4V/QuickTime cousins) and WebM. */
const VIDEO_TYPES: Record<string, SniffedType> = {
  mp4: { ext: 'mp4', mime: 'video/mp4', container: 'mp4' },
  m4v: { ext: 'mp4', mime: 'video/mp4', container: 'mp4' },
  mov: { ext: 'mov', mime: 'video/quicktime', container: 'mp4' },
  webm: { ext: 'webm', mime: 'video/webm', container: 'webm' },
};

const IMAGE_TYPES: Record<string, SniffedType> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
};

/** The video type of a file by its bytes, or null when it is not a video we accept. */
export async function sniffVideo(filePath: string): Promise<SniffedType | null> {
  const found = await fileTypeFromFile(filePath);
  return (found && VIDEO_TYPES[found.ext]) ?? null;
}

/** The image type of a file by its bytes (JPEG, PNG, WebP), or null. */
export async function sniffImage(filePath: string): Promise<SniffedType | null> {
  const found = await fileTypeFromFile(filePath);
  return (found && IMAGE_TYPES[found.ext]) ?? null;
}
