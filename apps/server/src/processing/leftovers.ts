import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../platform/db/database';
import type { UploadKind } from '../platform/db/tables/content';
import { leaseAlive } from '../platform/jobs/lease';
import { removePendingMedia, SWEEP_BATCH } from '../platform/media/pendingDeletions';
import { cleanScratchDir } from '../platform/media/scratch';
import { type MediaStorage, mediaUrl } from '../platform/media/storage';

/** Where uploads of each kind are stored: thumbnails in public media, videos' originals privately. */
export interface UploadStorage {
  media: MediaStorage;
  originals: MediaStorage;
}

function storageOf(storage: UploadStorage, kind: UploadKind): MediaStorage {
  return kind === 'video' ? storage.originals : storage.media;
}

/**
 * Removes uploads whose storing process died before the file was stored (ADR 0024): rows
 * still naming a writer whose lease lapsed or ended, and whatever part of their file made
 * it into storage. Like the sweep below, files go before the transaction commits. Answers
 * the names removed.
 */
export async function sweepPendingUploads(
  db: Kysely<Database>,
  storage: UploadStorage,
): Promise<string[]> {
  const removed: string[] = [];
  for (;;) {
    const names = await db.transaction().execute(async (trx) => {
      const rows = await sql<{ name: string; kind: UploadKind }>`
        DELETE FROM uploads WHERE name IN (
          SELECT u.name FROM uploads u
          WHERE u.writer_id IS NOT NULL AND NOT ${leaseAlive(sql.ref('u.writer_id'))}
          ORDER BY u.created_at
          LIMIT ${SWEEP_BATCH}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING name, kind
      `.execute(trx);
      for (const row of rows.rows) await storageOf(storage, row.kind).delete(row.name);
      return rows.rows.map((r) => r.name);
    });
    removed.push(...names);
    if (names.length < SWEEP_BATCH) return removed;
  }
}

/**
 * Removes uploads no video record took within `olderThanMs` of their upload: the row and
 * the stored file, on local disk or S3. Answers the names removed.
 *
 * The rows are deleted and locked first, inside a transaction that commits only after
 * their files are gone. Creating a video marks its uploads attached in its own transaction
 * (`attachUploads`), so the two never both win: either the video took the upload first and
 * the sweep skips it, or the sweep took it and the video is refused.
 */
export async function sweepUnattachedUploads(
  db: Kysely<Database>,
  storage: UploadStorage,
  olderThanMs: number,
): Promise<string[]> {
  const removed: string[] = [];
  for (;;) {
    const names = await db.transaction().execute(async (trx) => {
      const rows = await sql<{ name: string; kind: UploadKind }>`
        DELETE FROM uploads WHERE name IN (
          SELECT u.name FROM uploads u
          WHERE u.attached_at IS NULL
            AND u.writer_id IS NULL
            AND u.created_at < now() - make_interval(secs => ${olderThanMs / 1000})
            AND NOT EXISTS (
              SELECT 1 FROM videos v
              WHERE v.video_file = u.name
                 OR v.thumb_url = ${mediaUrl('')} || u.name
                 OR v.thumb_url_compress = ${mediaUrl('')} || u.name
            )
          ORDER BY u.created_at
          LIMIT ${SWEEP_BATCH}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING name, kind
      `.execute(trx);
      for (const row of rows.rows) await storageOf(storage, row.kind).delete(row.name);
      return rows.rows.map((r) => r.name);
    });
    removed.push(...names);
    if (names.length < SWEEP_BATCH) return removed;
  }
}

/**
 * Cleans what crashes and abandoned uploads leave behind: the scratch folder at start-up
 * (files of processes that no longer run) and on a timer (files untouched for a while), and
 * uploads never attached to a video after their grace period, and resumable uploads left
 * unfinished past theirs. Register after the database
 * and media plugins.
 */
export const leftoversPlugin = fp(
  async (app: FastifyInstance) => {
    const { unattachedUploadMs, scratchMaxAgeMs, sweepEveryMs } = app.config.leftovers;
    const scratch = await cleanScratchDir(app.mediaScratchDir, {
      maxAgeMs: scratchMaxAgeMs,
      atStart: true,
    });
    if (scratch > 0) app.log.info({ files: scratch }, 'removed scratch files left by a crash');

    let running: Promise<void> | null = null;
    const sweep = async () => {
      try {
        const files = await cleanScratchDir(app.mediaScratchDir, { maxAgeMs: scratchMaxAgeMs });
        // Originals storage is the media jobs plugin's, there once the server is ready.
        const storage = { media: app.media, originals: app.originals };
        const pending = await sweepPendingUploads(app.db, storage);
        const uploads = await sweepUnattachedUploads(app.db, storage, unattachedUploadMs);
        // Files of deleted rows whose delete failed after commit (docs/product.md#account-deletion).
        const deleted = await removePendingMedia(app.db, storage);
        // Resumable uploads left unfinished past UPLOAD_RESUMABLE_HOURS, bytes and record.
        const resumable = await app.resumableStore.deleteExpired();
        if (files > 0 || uploads.length > 0 || pending.length > 0 || deleted > 0 || resumable > 0) {
          app.log.info(
            {
              scratchFiles: files,
              uploads: uploads.length,
              unfinishedUploads: pending.length,
              deletedFiles: deleted,
              expiredResumableUploads: resumable,
            },
            'removed leftovers',
          );
        }
      } catch (err) {
        app.log.warn({ err }, 'leftover clean-up failed; trying again later');
      }
    };
    const tick = () => {
      running ??= sweep().finally(() => {
        running = null;
      });
    };
    // Once the server is up (not during start), then on a timer that never keeps it alive.
    app.addHook('onReady', async () => tick());
    const timer = setInterval(tick, sweepEveryMs);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'flick-leftovers', dependencies: ['flick-db', 'flick-media', 'flick-lease'] },
);
