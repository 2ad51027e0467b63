import { fileTypeFromFile } from 'file-type';

/** What a file really is, judged by its bytes (the client's name and type are ignored). */
export interface SniffedType {
  /** The extension the stored file gets. */
  ext: string;
  mime: string;
}

const IMAGE_TYPES: Record<string, SniffedType> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
};

/** The image type of a file by its bytes (JPEG, PNG, WebP), or null. */
export async function sniffImage(filePath: string): Promise<SniffedType | null> {
  const found = await fileTypeFromFile(filePath);
  return (found && IMAGE_TYPES[found.ext]) ?? null;
}
