import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import { type StoredMedia, stemOf } from '../../media/index';

/** Which upload route a file came through. */
export type UploadKind = 'video' | 'thumb';

/** Records who uploaded a stored file, so only they can attach it to a video. */
export async function recordUpload(
  db: Kysely<Database>,
  userId: string,
  kind: UploadKind,
  stored: StoredMedia,
): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      name: stored.name,
      stem: stemOf(stored.name),
      user_id: userId,
      kind,
      content_type: stored.contentType,
      size: stored.size,
    })
    .execute();
}

/** The caller's upload of a kind by its name without extension (a video's `videoUrl`). */
export async function findOwnUploadByStem(
  db: Kysely<Database>,
  userId: string,
  kind: UploadKind,
  stem: string,
): Promise<{ name: string } | undefined> {
  return db
    .selectFrom('uploads')
    .select('name')
    .where('stem', '=', stem)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** The caller's upload of a kind by its stored name. */
export async function findOwnUpload(
  db: Kysely<Database>,
  userId: string,
  kind: UploadKind,
  name: string,
): Promise<{ name: string } | undefined> {
  return db
    .selectFrom('uploads')
    .select('name')
    .where('name', '=', name)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
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
