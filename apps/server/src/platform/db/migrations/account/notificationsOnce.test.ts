import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type FreshDatabase, openFreshDatabase } from '../../../../../test/helpers';
import { migrateToLatest } from '../../migrate';
import { migrationProvider } from '../index';

/** The migration before `2026_11_27_0100_notifications_once`. */
const BEFORE = '2026_11_26_2100_video_head_version';

describe('migration notifications_once', () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await openFreshDatabase();
  });
  afterAll(() => fresh?.close());

  it('keeps the newest of each repeated notification and every other one', async () => {
    const { db } = fresh.handle;
    const migrator = new Migrator({ db, provider: migrationProvider });
    const back = await migrator.migrateTo(BEFORE);
    expect(back.error).toBeUndefined();
    const maya = await createUser({ db });
    const leo = await createUser({ db });
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
    const rows = [
      { type: 'follow', created_at: at(1) },
      { type: 'follow', created_at: at(2) },
      { type: 'follow', created_at: at(3) },
      { type: 'followRequest', created_at: at(4) },
      { type: 'followAccepted', created_at: at(5) },
      { type: 'followAccepted', created_at: at(6) },
    ] as const;
    const ids = [];
    for (const row of rows) {
      const { id } = await db
        .insertInto('notifications')
        .values({ user_id: maya.id, actor_id: leo.id, ...row })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    // Someone else's follow of the same person is not a repeat.
    const zoe = await createUser({ db });
    await db
      .insertInto('notifications')
      .values({ user_id: maya.id, actor_id: zoe.id, type: 'follow' })
      .execute();

    await migrateToLatest(db);

    const left = await db
      .selectFrom('notifications')
      .select(['id', 'type', 'actor_id'])
      .where('user_id', '=', maya.id)
      .orderBy('created_at')
      .execute();
    // The last follow, the request, both approvals (told each time), and Zoe's follow.
    expect(left.map((n) => n.id).slice(0, 4)).toEqual([ids[2], ids[3], ids[4], ids[5]]);
    expect(left.slice(4)).toEqual([expect.objectContaining({ type: 'follow', actor_id: zoe.id })]);
    // And the database now refuses a repeat.
    await expect(
      sql`INSERT INTO notifications (user_id, actor_id, type) VALUES (${maya.id}, ${leo.id}, 'follow')`.execute(
        db,
      ),
    ).rejects.toThrow(/notifications_once_idx/);
  });
});
