import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { MediaStorage } from './storage';

/** Rows removed per transaction, so one sweep never holds many rows locked at once. */
export const SWEEP_BATCH = 100;

/** Where a pending file lives: public media or private originals. */
export interface MediaAreas {
  media: MediaStorage;
  originals: MediaStorage;
}

/**
 * Deletes the files listed in `pending_media_deletions` (written by the transaction that
 * removed their rows, e.g. an account deletion) and then their entries. A batch whose file
 * delete fails rolls back: its entries stay for the next sweep (deleting again is harmless).
 * Answers how many files went. With `names`, only those (the caller's own, right after commit).
 */
export async function removePendingMedia(
  db: Kysely<Database>,
  areas: MediaAreas,
  names?: string[],
): Promise<number> {
  if (names?.length === 0) return 0;
  let removed = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('pending_media_deletions')
        .select(['area', 'name'])
        .orderBy('created_at')
        .limit(SWEEP_BATCH)
        .forUpdate()
        .skipLocked();
      if (names) query = query.where('name', 'in', names);
      const rows = await query.execute();
      for (const row of rows) await areas[row.area].delete(row.name);
      for (const row of rows) {
        await trx
          .deleteFrom('pending_media_deletions')
          .where('area', '=', row.area)
          .where('name', '=', row.name)
          .execute();
      }
      return rows.length;
    });
    removed += count;
    if (count < SWEEP_BATCH) return removed;
  }
}
