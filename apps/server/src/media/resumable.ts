import path from 'node:path';
import { FileStore } from '@tus/file-store';

/**
 * Where resumable (tus) uploads keep their bytes until they are complete: files under
 * `DATA_DIR/resumable`, each beside a small JSON record of its length and owner, so an
 * upload survives a dropped connection and a server restart (ADR 0097). A complete upload
 * goes through the same checks as a form upload and into the configured media storage;
 * one left unfinished for `expiresMs` is removed by the leftover sweep.
 */
export function createResumableStore(dataDir: string, expiresMs: number): FileStore {
  return new FileStore({
    directory: path.join(dataDir, 'resumable'),
    expirationPeriodInMilliseconds: expiresMs,
  });
}

/** A resumable upload's id: 32 hex digits, made by the server (never by the client). */
export const RESUMABLE_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The stored name a finished resumable upload gets: its id as a video name, so a client
 * that lost the last answer still knows it (the form upload's answer names it instead).
 */
export function resumableVideoName(id: string): string {
  return `${id}.mp4`;
}
