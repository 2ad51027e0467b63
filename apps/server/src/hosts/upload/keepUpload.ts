import type { FastifyInstance } from 'fastify';
import type { UploadKind } from '../../platform/db/tables/content';
import type { IngestedMedia } from '../../platform/media/index';
import {
  dropPendingUpload,
  markUploadStored,
  recordPendingUpload,
} from '../../rules/videos/uploads.repository';

/** Records the pending upload's row; `ingestFile`'s `beforeStore`. */
export type BeforeStore = (name: string, contentType: string, size: number) => Promise<void>;

/**
 * Stores one checked upload under the row-first rule (ADR 0024), for the form upload and the
 * resumable one alike: `ingest` checks the file and calls `beforeStore` before it stores it;
 * the row claims the file once stored. Whatever fails after the row, the file and the row go.
 */
export async function keepUpload(
  app: FastifyInstance,
  userId: string,
  kind: UploadKind,
  ingest: (beforeStore: BeforeStore) => Promise<IngestedMedia>,
): Promise<IngestedMedia> {
  const storage = kind === 'video' ? app.originals : app.media;
  const writerId = app.lease.id;
  let pending: string | undefined;
  try {
    const stored = await ingest(async (name, contentType, size) => {
      await recordPendingUpload(app.db, { name, userId, kind, contentType, size, writerId });
      pending = name;
    });
    if (!(await markUploadStored(app.db, stored.name, writerId, stored.size))) {
      throw new Error(`upload ${stored.name} was swept while it was stored`);
    }
    return stored;
  } catch (err) {
    if (pending) {
      const name = pending;
      await storage.delete(name).catch(() => {});
      await dropPendingUpload(app.db, name, writerId).catch(() => {});
    }
    throw err;
  }
}
