import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { scratchFileName } from './scratch';
import {
  assertMediaName,
  type ByteRange,
  contentTypeOf,
  type MediaStorage,
  type StoredMedia,
} from './storage';
import { closed } from './streams';

/**
 * Media on local disk: one flat folder (`DATA_DIR/media`). Files are written under a
 * temporary name in `.incoming/` on the same disk and renamed into place when complete, so
 * a reader never sees half a file and a failed write leaves nothing behind.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local' as const;
  readonly incomingDir: string;

  constructor(readonly root: string) {
    this.incomingDir = path.join(root, '.incoming');
  }

  private pathOf(name: string): string {
    assertMediaName(name);
    return path.join(this.root, name);
  }

  private async tempPath(): Promise<string> {
    await mkdir(this.incomingDir, { recursive: true });
    return path.join(this.incomingDir, scratchFileName('part'));
  }

  async put(name: string, body: Readable, _contentType: string): Promise<StoredMedia> {
    const target = this.pathOf(name);
    const temp = await this.tempPath();
    const out = createWriteStream(temp, { flags: 'wx' });
    try {
      await pipeline(body, out);
      await rename(temp, target);
    } catch (err) {
      // Wait until the file is released, or the unlink can run before it even exists.
      await closed(out);
      await unlink(temp).catch(() => {});
      throw err;
    }
    return this.statOrThrow(name);
  }

  async importFile(name: string, filePath: string, _contentType: string): Promise<StoredMedia> {
    const target = this.pathOf(name);
    await mkdir(this.root, { recursive: true });
    try {
      await rename(filePath, target);
    } catch (err) {
      // Another disk (EXDEV): copy through a temp name, then drop the source.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      const temp = await this.tempPath();
      try {
        await copyFile(filePath, temp);
        await rename(temp, target);
      } catch (copyErr) {
        await unlink(temp).catch(() => {});
        throw copyErr;
      }
      await unlink(filePath).catch(() => {});
    }
    return this.statOrThrow(name);
  }

  private async statOrThrow(name: string): Promise<StoredMedia> {
    const found = await this.stat(name);
    if (!found) throw new Error(`Stored file ${name} vanished`);
    return found;
  }

  async stat(name: string): Promise<StoredMedia | null> {
    try {
      const s = await stat(this.pathOf(name));
      if (!s.isFile()) return null;
      return {
        name,
        size: s.size,
        contentType: contentTypeOf(name),
        // Names are never reused, so size + mtime identify the content.
        etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
        lastModified: s.mtime,
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async read(name: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(name);
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async delete(name: string): Promise<void> {
    await unlink(this.pathOf(name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
}
