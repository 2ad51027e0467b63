import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  type FreshDatabase,
  openFreshDatabase,
  type TestApp,
} from '../../../../test/helpers';
import type { Database } from '../../../platform/db/database';
import { listedVideo } from '../../../rules/visibility/visibility';
import { followingPage, forYouPage } from './ranked';
import {
  keptRows,
  rebuildTimelines,
  settleTimelines,
  TIMELINE_ROWS,
  type TimelineLimits,
} from './timeline';

/**
 * The "Following" timelines written by jobs (ADR 0106): the writer's transaction writes one
 * row whatever the follower count, a reader keeps at most the cap, and both feeds answer what
 * a direct query of the followed authors' videos answers, while jobs are pending and after.
 */

const count = async (db: Kysely<Database>, query: ReturnType<typeof sql<{ n: string }>>) =>
  Number((await query.execute(db)).rows[0]?.n);

/** Inserts `n` users by SQL (no password, no session): the feeds are read by id here. */
async function insertUsers(db: Kysely<Database>, n: number, tag: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO users (user_name, email, first_name, last_name)
    SELECT ${tag} || '_' || g, ${tag} || '_' || g || '@example.com', 'Time', 'Line'
    FROM generate_series(1, ${n}::int) g
    RETURNING id
  `.execute(db);
  return rows.map((r) => r.id);
}

/** Inserts one listed video of `author` at `at`; answers its id. */
async function insertVideo(db: Kysely<Database>, author: string, at: Date): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO videos (user_id, video_file, video_url, thumb_url, thumb_url_compress, caption, created_at)
    VALUES (${author}::uuid, md5(random()::text) || '.mp4', 'v', '/api/upload/media/none.jpg',
      '/api/upload/media/none.jpg', 'timeline video', ${at}::timestamptz)
    RETURNING id
  `.execute(db);
  return rows[0]?.id ?? '';
}

/** Every "Following" page of `reader`, walked by its keys: the ids in order. */
async function walkFollowing(db: Kysely<Database>, reader: string, pageSize: number) {
  const ids: string[] = [];
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const page = await followingPage(db, reader, pageSize, after);
    const items = JSON.parse('itemsJson' in page ? page.itemsJson : '[]') as { id: string }[];
    ids.push(...items.map((v) => v.id));
    if (!page.lastKey) return ids;
    after = { createdAt: new Date(page.lastKey.createdAt), id: page.lastKey.id };
  }
}

/** Every "For you" page of `reader`: each video listed (by id, sorted) and whether it came as followed. */
async function walkForYou(db: Kysely<Database>, reader: string, pageSize: number) {
  const seen: [string, boolean][] = [];
  let after: { score: number; id: string; asOf: Date } | undefined;
  for (;;) {
    const page = await forYouPage(db, reader, pageSize, after);
    const items = JSON.parse(page.itemsJson) as { id: string }[];
    const why = JSON.parse(page.whyJson) as Record<string, { following: boolean }>;
    for (const { id } of items) seen.push([id, why[id]?.following ?? false]);
    if (!page.lastKey) return seen.sort(([a], [b]) => a.localeCompare(b));
    after = { ...page.lastKey, asOf: new Date(page.lastKey.asOf) };
  }
}

/** The listing rule applied to the videos of everyone `reader` follows, newest first. */
async function directFollowing(db: Kysely<Database>, reader: string) {
  return (
    await db
      .selectFrom('videos as v')
      .innerJoin('follows as f', (j) =>
        j.onRef('f.followee_id', '=', 'v.user_id').on('f.follower_id', '=', reader),
      )
      .select('v.id')
      .where(listedVideo(reader, 'v'))
      .orderBy('v.created_at', 'desc')
      .orderBy('v.id', 'desc')
      .execute()
  ).map((r) => r.id);
}

/** Every scored video listed to `reader`, and whether `reader` follows its author. */
async function directForYou(db: Kysely<Database>, reader: string) {
  const rows = await db
    .selectFrom('videos as v')
    .select((eb) => [
      'v.id',
      eb
        .exists(
          eb
            .selectFrom('follows as f')
            .select('f.follower_id')
            .where('f.follower_id', '=', reader)
            .whereRef('f.followee_id', '=', 'v.user_id'),
        )
        .as('following'),
    ])
    .where('v.rank_score', 'is not', null)
    .where(listedVideo(reader, 'v'))
    .execute();
  return rows
    .map((r): [string, boolean] => [r.id, Boolean(r.following)])
    .sort(([a], [b]) => a.localeCompare(b));
}

describe('"Following" timelines written by jobs', () => {
  // A database without a server: no job runs but those a test runs (`settleTimelines`).
  let fresh: FreshDatabase;
  const t = {} as { db: Kysely<Database> };

  beforeAll(async () => {
    fresh = await openFreshDatabase();
    t.db = fresh.handle.db;
  });

  afterAll(async () => {
    await fresh?.close();
  });

  it('lists a video with one pending row and no timeline row, whatever the follower count', async () => {
    const [quiet, popular] = await insertUsers(t.db, 2, 'cost');
    const followers = await insertUsers(t.db, 50, 'cost_fan');
    await sql`
      INSERT INTO follows (follower_id, followee_id)
      SELECT unnest(${followers}::uuid[]), ${popular}::uuid
    `.execute(t.db);
    const written = async (author: string) =>
      t.db.transaction().execute(async (trx) => {
        const id = await insertVideo(trx, author as string, new Date());
        await trx.updateTable('videos').set({ state: 'held' }).where('id', '=', id).execute();
        const before = await count(trx, sql`SELECT count(*) AS n FROM following_timeline`);
        const pendingBefore = await count(
          trx,
          sql`SELECT count(*) AS n FROM timeline_pending_videos`,
        );
        // Listing: what the pipeline and the scheduled-publish job do.
        await trx
          .updateTable('videos')
          .set({ state: 'ready', created_at: new Date() })
          .where('id', '=', id)
          .execute();
        const locks = await count(
          trx,
          sql`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`,
        );
        return {
          timelineRows:
            (await count(trx, sql`SELECT count(*) AS n FROM following_timeline`)) - before,
          pendingRows:
            (await count(trx, sql`SELECT count(*) AS n FROM timeline_pending_videos`)) -
            pendingBefore,
          locks,
          id,
        };
      });
    const none = await written(quiet as string);
    const many = await written(popular as string);
    expect({ ...none, id: undefined }).toEqual({
      timelineRows: 0,
      pendingRows: 0,
      locks: 0,
      id: undefined,
    });
    expect({ ...many, id: undefined }).toEqual({ ...none, id: undefined });
    // The follower sees it before any job ran, and after.
    expect((await walkFollowing(t.db, followers[0] as string, 5))[0]).toBe(many.id);
    await settleTimelines(t.db, { pushFollowers: 10_000, rows: TIMELINE_ROWS });
    const stored = await count(
      t.db,
      sql`SELECT count(*) AS n FROM following_timeline WHERE video_id = ${many.id}::uuid`,
    );
    expect(stored).toBe(50);
    expect((await walkFollowing(t.db, followers[0] as string, 5))[0]).toBe(many.id);
  });

  it('hides, un-hides and deletes a video with one pending row and no timeline row, whatever the follower count', async () => {
    const [quiet, popular] = await insertUsers(t.db, 2, 'change');
    const followers = await insertUsers(t.db, 50, 'change_fan');
    await sql`
      INSERT INTO follows (follower_id, followee_id)
      SELECT unnest(${followers}::uuid[]), ${popular}::uuid
    `.execute(t.db);
    const quietVideo = await insertVideo(t.db, quiet as string, new Date());
    const popularVideo = await insertVideo(t.db, popular as string, new Date());
    const limits = { pushFollowers: 10_000, rows: TIMELINE_ROWS };
    await settleTimelines(t.db, limits);
    const stored = (id: string) =>
      count(t.db, sql`SELECT count(*) AS n FROM following_timeline WHERE video_id = ${id}::uuid`);
    expect(await stored(popularVideo)).toBe(50);
    type Change = 'hide' | 'unhide' | 'delete';
    // What the writer's transaction does for one change of one video.
    const changed = (id: string, change: Change) =>
      t.db.transaction().execute(async (trx) => {
        const before = await count(trx, sql`SELECT count(*) AS n FROM following_timeline`);
        if (change === 'delete') await trx.deleteFrom('videos').where('id', '=', id).execute();
        else
          await trx
            .updateTable('videos')
            .set({ hidden: change === 'hide' })
            .where('id', '=', id)
            .execute();
        return {
          timelineRows:
            (await count(trx, sql`SELECT count(*) AS n FROM following_timeline`)) - before,
          pendingRows: await count(
            trx,
            sql`SELECT count(*) AS n FROM timeline_pending_videos WHERE video_id = ${id}::uuid`,
          ),
          locks: await count(
            trx,
            sql`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`,
          ),
        };
      });
    for (const change of ['hide', 'unhide', 'delete'] as const) {
      const none = await changed(quietVideo, change);
      const many = await changed(popularVideo, change);
      expect({ change, ...none }).toEqual({ change, timelineRows: 0, pendingRows: 1, locks: 0 });
      expect({ change, ...many }).toEqual({ change, ...none });
      await settleTimelines(t.db, limits);
      // The job does the followers' work afterwards.
      expect(await stored(popularVideo)).toBe(change === 'unhide' ? 50 : 0);
    }
  });

  it('writes at most the cap for a follow of an author with more videos than that, the older ones read from the videos', async () => {
    const cap = 5;
    const [reader, prolific] = (await insertUsers(t.db, 2, 'prolific')) as [string, string];
    for (let i = 0; i < 3 * cap; i += 1) {
      await insertVideo(t.db, prolific, new Date(Date.now() - (i + 1) * 60_000));
    }
    const limits = { pushFollowers: 10_000, rows: cap };
    // The videos' own jobs first (no follower yet), then the follow's.
    await settleTimelines(t.db, limits);
    await t.db
      .insertInto('follows')
      .values({ follower_id: reader, followee_id: prolific })
      .execute();
    await settleTimelines(t.db, limits);
    const rows = await count(
      t.db,
      sql`SELECT count(*) AS n FROM following_timeline WHERE reader_id = ${reader}::uuid`,
    );
    const floors = await count(
      t.db,
      sql`SELECT count(*) AS n FROM timeline_floors WHERE reader_id = ${reader}::uuid`,
    );
    // The newest `cap` written, and no more (nothing was written only to be cut again); the
    // floor stands at the first one not written, so the older ones are read from the videos.
    expect({ rows, floors }).toEqual({ rows: cap, floors: 1 });
    expect(await walkFollowing(t.db, reader, 4)).toEqual(await directFollowing(t.db, reader));
    expect(await directFollowing(t.db, reader)).toHaveLength(3 * cap);
  });

  // Two connections at once: PGlite has one (its transactions run one after the other), so
  // this runs in the server suite's PostgreSQL run.
  it.skipIf(!process.env.DATABASE_URL)(
    "never makes a follow wait for the followed author's listing, hiding or deleting",
    async () => {
      const [author, reader] = (await insertUsers(t.db, 2, 'nowait')) as [string, string];
      const fans = await insertUsers(t.db, 50, 'nowait_fan');
      await sql`
        INSERT INTO follows (follower_id, followee_id)
        SELECT unnest(${fans}::uuid[]), ${author}::uuid
      `.execute(t.db);
      const shown = await insertVideo(t.db, author, new Date(Date.now() - 60_000));
      const gone = await insertVideo(t.db, author, new Date(Date.now() - 120_000));
      const held = await insertVideo(t.db, author, new Date());
      await t.db.updateTable('videos').set({ state: 'held' }).where('id', '=', held).execute();
      const followed = await t.db.transaction().execute(async (trx) => {
        // The author's changes, not committed while the follow is made on another connection.
        await trx.updateTable('videos').set({ state: 'ready' }).where('id', '=', held).execute();
        await trx.updateTable('videos').set({ hidden: true }).where('id', '=', shown).execute();
        await trx.deleteFrom('videos').where('id', '=', gone).execute();
        return t.db.transaction().execute(async (other) => {
          await sql`SET LOCAL lock_timeout = '2s'`.execute(other);
          await other
            .insertInto('follows')
            .values({ follower_id: reader, followee_id: author })
            .execute();
          return true;
        });
      });
      expect(followed).toBe(true);
      expect(await walkFollowing(t.db, reader, 5)).toEqual([held]);
    },
  );

  it('writes the videos of 60 authors in one transaction with no lock, and keeps at most the cap per reader', async () => {
    const authors = 60;
    const cap = 25;
    const reader = await insertUsers(t.db, 1, 'bulk_reader');
    const since = new Date(Date.now() - 60_000);
    const held = await t.db.transaction().execute(async (tx) => {
      const ids = await insertUsers(tx, authors, 'bulk');
      await sql`
        INSERT INTO follows (follower_id, followee_id)
        SELECT ${reader[0]}::uuid, unnest(${ids}::uuid[])
      `.execute(tx);
      await sql`
        INSERT INTO videos (user_id, video_file, video_url, thumb_url, thumb_url_compress, caption, created_at)
        SELECT u.id, md5(u.id::text) || '.mp4', md5(u.id::text), '/api/upload/media/none.jpg',
          '/api/upload/media/none.jpg', 'bulk video',
          ${since}::timestamptz + make_interval(secs => substr(u.user_name::text, 6)::int / 1000.0)
        FROM users u WHERE u.id = ANY (${ids}::uuid[])
      `.execute(tx);
      return count(
        tx,
        sql`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`,
      );
    });
    expect(held).toBe(0);
    const id = reader[0] as string;
    const expected = await directFollowing(t.db, id);
    expect(expected).toHaveLength(authors);
    // Before the jobs: read from the pending rows.
    expect(await walkFollowing(t.db, id, 50)).toEqual(expected);
    await settleTimelines(t.db, { pushFollowers: 10_000, rows: cap });
    const rows = await count(
      t.db,
      sql`SELECT count(*) AS n FROM following_timeline WHERE reader_id = ${id}::uuid`,
    );
    // Cut to keptRows(cap) when over the cap, then filled again: never over it.
    expect(rows).toBeLessThanOrEqual(cap);
    expect(rows).toBeGreaterThanOrEqual(keptRows(cap));
    // After: the newest from the stored rows, the older ones below the floor from the videos.
    expect(await walkFollowing(t.db, id, 50)).toEqual(expected);
  });

  it('cuts only the readers over the cap, to 7/8 of it, and then not again until they pass it', async () => {
    const cap = 8;
    const [full, light] = (await insertUsers(t.db, 2, 'cut_reader')) as [string, string];
    const [prolific, quiet, poster] = (await insertUsers(t.db, 3, 'cut_author')) as [
      string,
      string,
      string,
    ];
    await sql`
      INSERT INTO follows (follower_id, followee_id) VALUES
        (${full}::uuid, ${prolific}::uuid), (${light}::uuid, ${quiet}::uuid),
        (${full}::uuid, ${poster}::uuid), (${light}::uuid, ${poster}::uuid)
    `.execute(t.db);
    const minutes = (m: number) => new Date(Date.now() - m * 60_000);
    for (let i = 0; i < cap; i += 1) await insertVideo(t.db, prolific, minutes(60 + i));
    for (let i = 0; i < 3; i += 1) await insertVideo(t.db, quiet, minutes(60 + i));
    const limits = { pushFollowers: 10_000, rows: cap };
    await settleTimelines(t.db, limits);
    const state = async () => {
      const { rows } = await sql<{ reader_id: string; stored: number; counted: number }>`
        SELECT c.reader_id, c.rows AS counted,
          (SELECT count(*)::int FROM following_timeline t WHERE t.reader_id = c.reader_id) AS stored
        FROM timeline_row_counts c WHERE c.reader_id IN (${full}::uuid, ${light}::uuid)
      `.execute(t.db);
      const floors = await count(
        t.db,
        sql`SELECT count(*) AS n FROM timeline_floors WHERE reader_id IN (${full}::uuid, ${light}::uuid)`,
      );
      const of = (id: string) => rows.find((r) => r.reader_id === id);
      return { full: of(full), light: of(light), floors };
    };
    const row = (reader: string, n: number) => ({ reader_id: reader, stored: n, counted: n });
    expect(await state()).toEqual({ full: row(full, cap), light: row(light, 3), floors: 0 });
    // One video to both: the reader at the cap is cut to 7, the other only counts one more.
    await insertVideo(t.db, poster, minutes(1));
    await settleTimelines(t.db, limits);
    expect(await state()).toEqual({
      full: row(full, keptRows(cap)),
      light: row(light, 4),
      floors: 1,
    });
    // The next one fills the reader to the cap again without a cut.
    await insertVideo(t.db, poster, minutes(0));
    await settleTimelines(t.db, limits);
    expect(await state()).toEqual({ full: row(full, cap), light: row(light, 5), floors: 1 });
    for (const reader of [full, light]) {
      expect(await walkFollowing(t.db, reader, 4)).toEqual(await directFollowing(t.db, reader));
    }
  });

  type Op =
    | { kind: 'follow' | 'unfollow' | 'block' | 'mute'; a: number; b: number }
    | { kind: 'post'; a: number; minutesAgo: number }
    | { kind: 'hide' | 'unhide' | 'delete' | 'redate'; v: number; minutesAgo: number }
    | { kind: 'settle' };
  const USERS = 4;
  const user = fc.integer({ min: 0, max: USERS - 1 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('follow' as const), a: user, b: user }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('unfollow' as const), a: user, b: user }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('block' as const), a: user, b: user }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('mute' as const), a: user, b: user }) },
    {
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant('post' as const),
        a: user,
        minutesAgo: fc.integer({ min: 0, max: 120 }),
      }),
    },
    ...(['hide', 'unhide', 'delete', 'redate'] as const).map((kind) => ({
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant(kind),
        v: fc.nat(),
        minutesAgo: fc.integer({ min: 0, max: 120 }),
      }),
    })),
    { weight: 2, arbitrary: fc.constant({ kind: 'settle' as const }) },
  );
  // Small limits, so a history reaches both: authors pulled at read time and capped readers.
  const limits: TimelineLimits = { pushFollowers: 3, rows: 2 };
  let run = 0;

  it('gives the same pages as the direct query, with jobs pending and after them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 24 }), async (ops) => {
        run += 1;
        const db = t.db;
        const users = await insertUsers(db, USERS, `prop${run}`);
        const videos: string[] = [];
        const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
        for (const o of ops) {
          if (o.kind === 'settle') {
            await settleTimelines(db, limits);
            continue;
          }
          if (o.kind === 'post') {
            videos.push(await insertVideo(db, users[o.a] as string, at(o.minutesAgo)));
            continue;
          }
          if ('v' in o) {
            const v = videos[o.v % Math.max(1, videos.length)];
            if (!v) continue;
            const q = db.updateTable('videos').where('id', '=', v);
            if (o.kind === 'hide') await q.set({ hidden: true }).execute();
            if (o.kind === 'unhide') await q.set({ hidden: false }).execute();
            if (o.kind === 'redate') await q.set({ created_at: at(o.minutesAgo) }).execute();
            if (o.kind === 'delete') await db.deleteFrom('videos').where('id', '=', v).execute();
            continue;
          }
          const [a, b] = [users[o.a] as string, users[o.b] as string];
          if (a === b) continue;
          if (o.kind === 'follow')
            await sql`INSERT INTO follows (follower_id, followee_id) VALUES (${a}::uuid, ${b}::uuid) ON CONFLICT DO NOTHING`.execute(
              db,
            );
          if (o.kind === 'unfollow')
            await db
              .deleteFrom('follows')
              .where('follower_id', '=', a)
              .where('followee_id', '=', b)
              .execute();
          if (o.kind === 'block')
            await sql`INSERT INTO blocks (blocker_id, blocked_id) VALUES (${a}::uuid, ${b}::uuid) ON CONFLICT DO NOTHING`.execute(
              db,
            );
          if (o.kind === 'mute')
            await sql`INSERT INTO mutes (muter_id, muted_id) VALUES (${a}::uuid, ${b}::uuid) ON CONFLICT DO NOTHING`.execute(
              db,
            );
        }
        const check = async () => {
          for (const reader of users) {
            expect(await walkFollowing(db, reader, 2)).toEqual(await directFollowing(db, reader));
            expect(await walkForYou(db, reader, 3)).toEqual(await directForYou(db, reader));
          }
        };
        // Each reader's count is at least their rows (the bound the cuts go by).
        const bounded = async () =>
          expect(
            await count(
              db,
              sql`SELECT count(*) AS n FROM (
                SELECT t.reader_id FROM following_timeline t
                LEFT JOIN timeline_row_counts c ON c.reader_id = t.reader_id
                WHERE t.reader_id = ANY (${users}::uuid[])
                GROUP BY t.reader_id, c.rows HAVING count(*) > coalesce(c.rows, 0)
              ) u`,
            ),
          ).toBe(0);
        await check();
        await bounded();
        await settleTimelines(db, limits);
        await check();
        await bounded();
        // Written afresh in bulk (an import), the same.
        await rebuildTimelines(db, limits);
        await check();
        await bounded();
        // The cap holds for every reader.
        const most = await count(
          db,
          sql`SELECT coalesce(max(n), 0) AS n FROM (
            SELECT count(*) AS n FROM following_timeline
            WHERE reader_id = ANY (${users}::uuid[]) GROUP BY reader_id
          ) c`,
        );
        expect(most).toBeLessThanOrEqual(limits.rows);
      }),
      {
        numRuns: 6,
        seed: 0x34f1c,
        endOnFailure: true,
        // Re-dated after its rows were written: the stored row at the old time must not list it twice.
        examples: [
          [
            [
              { kind: 'post', a: 1, minutesAgo: 30 },
              { kind: 'post', a: 1, minutesAgo: 20 },
              { kind: 'post', a: 1, minutesAgo: 10 },
              { kind: 'follow', a: 0, b: 1 },
              { kind: 'settle' },
              { kind: 'redate', v: 1, minutesAgo: 0 },
            ],
          ],
          // A capped reader whose rows end inside the "For you" window, pages after a key.
          [
            [
              { kind: 'follow', a: 0, b: 1 },
              ...[50, 40, 30, 20, 10].map((m) => ({ kind: 'post' as const, a: 1, minutesAgo: m })),
              ...[45, 35, 25].map((m) => ({ kind: 'post' as const, a: 2, minutesAgo: m })),
              { kind: 'settle' },
            ],
          ],
        ],
      },
    );
    // Generous for a loaded machine: about 2 s on an idle one.
  }, 60_000);
});

describe('a celebrity on the job queue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ config: { timelinePushFollowers: 3 } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("shows a pulled author's new video in a follower's Following within 5 s, and pushes an ordinary one", async () => {
    const [star, plain] = await insertUsers(t.db, 2, 'celeb');
    const fans = await insertUsers(t.db, 3, 'celeb_fan');
    await sql`
      INSERT INTO follows (follower_id, followee_id)
      SELECT unnest(${fans}::uuid[]), ${star}::uuid
    `.execute(t.db);
    await sql`
      INSERT INTO follows (follower_id, followee_id) VALUES (${fans[0]}::uuid, ${plain}::uuid)
    `.execute(t.db);
    const listed = Date.now();
    const video = await insertVideo(t.db, star as string, new Date());
    const ordinary = await insertVideo(t.db, plain as string, new Date(Date.now() - 1_000));
    const fan = fans[0] as string;
    // The jobs of this process take the pending rows.
    await expect
      .poll(async () => count(t.db, sql`SELECT count(*) AS n FROM timeline_pending_videos`), {
        timeout: 5_000,
        interval: 100,
      })
      .toBe(0);
    expect(Date.now() - listed).toBeLessThan(5_000);
    expect(await walkFollowing(t.db, fan, 5)).toEqual([video, ordinary]);
    const stored = async (id: string) =>
      count(t.db, sql`SELECT count(*) AS n FROM following_timeline WHERE video_id = ${id}::uuid`);
    expect(await stored(video)).toBe(0);
    expect(await stored(ordinary)).toBe(1);
    expect(
      await count(
        t.db,
        sql`SELECT count(*) AS n FROM timeline_pull_authors WHERE author_id = ${star}::uuid`,
      ),
    ).toBe(1);
    // A new follower of the pulled author sees their videos at once, and nothing is copied.
    const late = await createUser(t);
    await t.db
      .insertInto('follows')
      .values({ follower_id: late.id, followee_id: star as string })
      .execute();
    expect(await walkFollowing(t.db, late.id, 5)).toEqual([video]);
  });
});
