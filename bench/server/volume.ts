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
import { follow, unfollow } from '../../apps/server/src/hosts/account/follows/follows.service';
import {
  pushVideo,
  rebuildTimelines,
  TIMELINE_ROWS,
} from '../../apps/server/src/hosts/video/feed/timeline';
import type { Database } from '../../apps/server/src/platform/db/database';
import {
  type AuthDeps,
  checkOtp,
  completeSignup,
  savePasswordAndName,
  startSignup,
} from '../../apps/server/src/rules/auth/account.service';
import { RateLimiter } from '../../apps/server/src/rules/auth/rateLimiter';
import { fmt, openBenchPostgres } from './lib';

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

/** An index or constraint of `users` or `follows`, dropped for a bulk load and made again. */
interface SavedIndex {
  name: string;
  def: string;
  constraint: string | null;
  table: string;
}

/** A fan-out job's time when every reader it writes to is at the cap. */
async function pushes() {
  const { handle, db, id } = await openBenchPostgres(`flick_volume_push_${READERS}`);
  if (!(await id('vol_ready'))) {
    const started = Date.now();
    log(`generating ${READERS} readers with ${TIMELINE_ROWS} rows each…`);
    // What a generation cut short left.
    await sql`TRUNCATE users, search_words, timeline_pending_videos CASCADE`.execute(db);
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

/**
 * A database of `users` users who follow `USER_FOLLOWS` others each, made in bulk: the
 * indexes of `users` and `follows` are dropped (their definitions kept) and the triggers off
 * (`session_replication_role = replica`: no foreign-key checks, no search-word counting row by
 * row, no pending timeline rows) while generate_series fills them, then the indexes are made
 * again and the search words and follower counts counted in one statement each, as their
 * migrations do. Names come from a small vocabulary (so search words are shared, as real
 * names are); the user of rank r is `volu_<r>`.
 */
async function usersDataset(
  users: number,
): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
  const { handle, db, id } = await openBenchPostgres(`flick_volume_users_${users}`);
  if (!(await id('volu_ready'))) {
    const started = Date.now();
    log(`generating ${users} users following ${USER_FOLLOWS} each…`);
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`TRUNCATE users CASCADE`.execute(trx);
      await sql`TRUNCATE search_words`.execute(trx);
      const { rows: indexes } = await sql<{ name: string; def: string; constraint: string | null }>`
        SELECT i.indexname AS name, i.indexdef AS def,
          (SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c
           WHERE c.conname = i.indexname AND c.conrelid = (i.tablename)::regclass) AS constraint,
          i.tablename AS "table"
        FROM pg_indexes i
        WHERE i.schemaname = 'public' AND i.tablename IN ('users', 'follows')
          AND i.indexname <> 'users_pkey'
      `.execute(trx);
      for (const index of indexes as SavedIndex[]) {
        if (index.constraint) {
          await sql`ALTER TABLE ${sql.table(index.table)} DROP CONSTRAINT ${sql.ref(index.name)}`.execute(
            trx,
          );
        } else {
          await sql`DROP INDEX ${sql.ref(index.name)}`.execute(trx);
        }
      }
      await sql`
        INSERT INTO users (user_name, email, first_name, last_name)
        SELECT 'volu_' || g, 'volu_' || g || '@example.com',
          (ARRAY['Maya','Leo','Aiko','Sam','Nina','Omar','Lucia','Ben','Zoe','Ravi','Emma','Kofi'])[1 + g % 12] || (g % 997),
          (ARRAY['Okafor','Brandt','Tanaka','Quinn','Kowalski','Haddad','Romero','Carter','Martin','Patel'])[1 + g % 10] || (g % 991)
        FROM generate_series(1, ${users}::int) g
      `.execute(trx);
      log(`  users in (${Math.round((Date.now() - started) / 1000)} s)`);
      await sql`
        CREATE TEMP TABLE volu_ids ON COMMIT DROP AS
        SELECT substr(user_name::text, 6)::int AS g, id FROM users
      `.execute(trx);
      await sql`ALTER TABLE volu_ids ADD PRIMARY KEY (g)`.execute(trx);
      // Rank r is followed in proportion to 1/r: exp of a uniform draw over [0, ln n).
      await sql`
        INSERT INTO follows (follower_id, followee_id, created_at)
        SELECT DISTINCT ON (a.id, b.id) a.id, b.id, now() - interval '30 days'
        FROM (
          SELECT g, least(${users}::int, floor(exp(random() * ln(${users}::float8)))::int) AS r
          FROM generate_series(1, ${users}::int) g, generate_series(1, ${USER_FOLLOWS}::int) k
        ) d
        JOIN volu_ids a ON a.g = d.g JOIN volu_ids b ON b.g = d.r
        WHERE d.g <> d.r
      `.execute(trx);
      log(`  follows in (${Math.round((Date.now() - started) / 1000)} s)`);
      for (const index of indexes as SavedIndex[]) {
        if (index.constraint) {
          await sql`ALTER TABLE ${sql.table(index.table)} ADD CONSTRAINT ${sql.ref(index.name)} ${sql.raw(index.constraint)}`.execute(
            trx,
          );
        } else {
          await sql.raw(index.def).execute(trx);
        }
      }
      log(`  indexes made (${Math.round((Date.now() - started) / 1000)} s)`);
      await sql`
        INSERT INTO search_words (word, users)
        SELECT w, count(*) FROM users u
        CROSS JOIN LATERAL unnest(search_words_of(u.user_name::text, u.first_name, u.last_name)) AS w
        GROUP BY w
      `.execute(trx);
      // The follower counts their triggers keep (ADR 0116), counted once.
      await sql`
        INSERT INTO follower_counts (user_id, followers)
        SELECT followee_id, count(*) FROM follows GROUP BY followee_id
      `.execute(trx);
    });
    await sql`
      INSERT INTO users (user_name, email, first_name, last_name)
      VALUES ('volu_ready', 'volu_ready@example.com', 'Volume', 'Ready')
    `.execute(db);
    await sql`VACUUM (ANALYZE)`.execute(db);
    log(`dataset ready in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  return { db, close: () => handle.close() };
}

/** A rank drawn as the dataset's follows were: r in proportion to 1/r. */
function drawRank(users: number): number {
  return Math.min(users, Math.floor(Math.exp(Math.random() * Math.log(users))));
}

/** One sign-up and one follow, timed, on one database. */
function volumeSide(db: Kysely<Database>, users: number, tag: string) {
  const codes = new Map<string, string>();
  const deps: AuthDeps = {
    db,
    messenger: {
      async sendCode(address, _method, code) {
        codes.set(address, code);
      },
      async sendNotice() {},
    },
    onDeliveryError: (err) => console.error(err),
    loginFailures: new RateLimiter(db, 10, 60_000),
    passwordChecks: new RateLimiter(db, 10, 60_000),
    adminEmails: [],
  };
  const run = Date.now().toString(36);
  let n = 0;
  const userId = async (rank: number) =>
    (
      await sql<{ id: string }>`SELECT id FROM users WHERE user_name = ${`volu_${rank}`}`.execute(
        db,
      )
    ).rows[0]?.id as string;
  return {
    /** Sign-up: the statements' time (start, code, account) and the password step's apart. */
    async signup(): Promise<{ statements: number; password: number }> {
      n += 1;
      const address = `vs${run}${tag}${n}@example.com`;
      const requester = `bench:${run}:${tag}:${n}`;
      const t0 = performance.now();
      await startSignup(deps, address, 'email', requester);
      const code = codes.get(address) as string;
      const { ticket } = await checkOtp(deps, address, Number(code), requester);
      const t1 = performance.now();
      await savePasswordAndName(deps, {
        ticket,
        password: 'correct horse battery',
        firstName: 'Vol',
        lastName: 'Signup',
      });
      const t2 = performance.now();
      await completeSignup(deps, {
        ticket,
        dateOfBirth: '1990-05-04',
        userName: `vs${run}${tag}${n}`,
      });
      const t3 = performance.now();
      return { statements: t1 - t0 + (t3 - t2), password: t2 - t1 };
    },
    /** A follow of a target drawn by rank, by a user who did not follow them; undone after. */
    async follow(): Promise<number> {
      let me: string;
      let target: string;
      for (;;) {
        me = await userId(1 + Math.floor(Math.random() * users));
        target = await userId(drawRank(users));
        if (me === target) continue;
        const { rows } =
          await sql`SELECT 1 FROM follows WHERE follower_id = ${me}::uuid AND followee_id = ${target}::uuid`.execute(
            db,
          );
        if (rows.length === 0) break;
      }
      const start = performance.now();
      const state = await follow(db, me, target);
      const took = performance.now() - start;
      if (!state.created) throw new Error('the bench follow was not made');
      await unfollow(db, me, target);
      return took;
    },
  };
}

/** Sign-ups and follows at `USERS` against `SMALL_USERS`, in turns. */
async function signups() {
  const small = await usersDataset(SMALL_USERS);
  const big = await usersDataset(USERS);
  const sides = [volumeSide(small.db, SMALL_USERS, 's'), volumeSide(big.db, USERS, 'b')] as const;
  const times = {
    statements: [[], []] as [number[], number[]],
    password: [[], []] as [number[], number[]],
    follow: [[], []] as [number[], number[]],
  };
  // Warm both (caches, prepared plans), untimed.
  for (let i = 0; i < 20; i += 1) {
    for (const side of sides) {
      await side.signup();
      await side.follow();
    }
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      const side = sides[i as 0 | 1];
      const s = await side.signup();
      times.statements[i as 0 | 1].push(s.statements);
      times.password[i as 0 | 1].push(s.password);
      times.follow[i as 0 | 1].push(await side.follow());
    }
  }
  const row = (name: string, [a, b]: [number[], number[]]) =>
    `${name}: p50 ${fmt(quantile(a, 0.5), 2)} / ${fmt(quantile(b, 0.5), 2)} ms (×${fmt(quantile(b, 0.5) / quantile(a, 0.5), 2)}), p99 ${fmt(quantile(a, 0.99), 2)} / ${fmt(quantile(b, 0.99), 2)} ms (×${fmt(quantile(b, 0.99) / quantile(a, 0.99), 2)})`;
  log(`${ROUNDS} rounds in turns, ${SMALL_USERS} / ${USERS} users:`);
  log(`  ${row("sign-up's statements (start, code, account)", times.statements)}`);
  log(`  ${row("sign-up's password step (the hash)", times.password)}`);
  log(`  ${row('follow', times.follow)}`);
  await small.close();
  await big.close();
}
