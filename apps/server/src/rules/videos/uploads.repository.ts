import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { UploadKind } from '../../platform/db/tables/content';
import { stemOf } from '../../platform/media/index';

/**
 * Records who uploads a file, before the file is stored (ADR 0024): the row names the
 * storing process's lease until `markUploadStored`, so a crash in between leaves a row the
 * leftover sweep removes, never a stored file no row claims.
 */
export async function recordPendingUpload(
  db: Kysely<Database>,
  upload: {
    name: string;
    userId: string;
    kind: UploadKind;
    contentType: string;
    size: number;
    writerId: string;
  },
): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      name: upload.name,
      stem: stemOf(upload.name),
      user_id: upload.userId,
      kind: upload.kind,
      content_type: upload.contentType,
      size: upload.size,
      writer_id: upload.writerId,
    })
    .execute();
}

/**
 * The file of a pending upload is stored: the row now claims it. Answers false when the
 * row is gone (the sweep took this process for dead); the caller then drops the file.
 */
export async function markUploadStored(
  db: Kysely<Database>,
  name: string,
  writerId: string,
  size: number,
): Promise<boolean> {
  const row = await db
    .updateTable('uploads')
    .set({ writer_id: null, size })
    .where('name', '=', name)
    .where('writer_id', '=', writerId)
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes a pending upload's row whose file could not be stored. */
export async function dropPendingUpload(
  db: Kysely<Database>,
  name: string,
  writerId: string,
): Promise<void> {
  await db
    .deleteFrom('uploads')
    .where('name', '=', name)
    .where('writer_id', '=', writerId)
    .execute();
}

/**
 * The caller's stored upload of a kind, by its stored name or by its name without extension
 * (a video's `videoUrl`).
 */
export async function findOwnUpload(
  db: Kysely<Database>,
  userId: string,
  kind: UploadKind,
  by: { name: string } | { stem: string },
): Promise<{ name: string; size: number } | undefined> {
  const query = db
    .selectFrom('uploads')
    .select(['name', sql<number>`size::float8`.as('size')])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('writer_id', 'is', null);
  return (
    'name' in by ? query.where('name', '=', by.name) : query.where('stem', '=', by.stem)
  ).executeTakeFirst();
}

/**
 * Marks uploads as taken by a video record (inside the transaction that inserts it), so the
 * leftover sweep never removes them. Answers false when one of them is gone: the sweep
 * removed it first, and the video must not point at it.
 */
export async function attachUploads(
  db: Kysely<Database>,
  userId: string,
  names: string[],
): Promise<boolean> {
  const unique = [...new Set(names)];
  const rows = await db
    .updateTable('uploads')
    .set({ attached_at: sql`now()` })
    .where('name', 'in', unique)
    .where('user_id', '=', userId)
    .where('writer_id', 'is', null)
    .returning('name')
    .execute();
  return rows.length === unique.length;
}

/**
 * Removes one of the caller's uploads no video took (a cancelled upload): the row, then the
 * stored file, before the transaction commits, as the leftover sweep does, so a failed file
 * delete keeps the row for the sweep to retry. Answers false when there is no such upload
 * (someone else's, already attached to a video, or already gone).
 */
export async function removeUnattachedUpload(
  db: Kysely<Database>,
  storageOf: (kind: UploadKind) => { delete(name: string): Promise<void> },
  userId: string,
  name: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('uploads')
      .where('name', '=', name)
      .where('user_id', '=', userId)
      .where('attached_at', 'is', null)
      .returning('kind')
      .executeTakeFirst();
    if (!row) return false;
    await storageOf(row.kind as UploadKind).delete(name);
    return true;
  });
}
