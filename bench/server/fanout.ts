/**
 * What a write costs when the writer has many followers, and what a read costs when the reader
 * follows many people, with the "Following" timelines written by jobs (ADR 0106). PostgreSQL.
 *
 *   pnpm exec tsx bench/server/fanout.ts
 *   BENCH_FOLLOWERS=200000 (the big author's) BENCH_MID=9000 (an author just under the
 *   threshold) BENCH_AUTHORS=5000 (followed by the heavy reader) BENCH_ROUNDS=15
 *
 * The dataset is made once in SQL and kept (database `flick_fanout_<followers>_<authors>`): `BENCH_FOLLOWERS` users
 * who follow `fan_star`; the first `BENCH_MID` of them follow `fan_mid` too; `BENCH_AUTHORS`
 * authors with two videos each in the last days; `fan_heavy` follows all of them, `fan_light`
 * the first 50; the timelines are written in bulk (`rebuildTimelines`). A flick server runs the
 * jobs and answers the reads, with the default `TIMELINE_PUSH_FOLLOWERS`.
 *
 * Figures, each a ratio within one run:
 * 1. the writer's transaction that lists a video (`UPDATE videos SET state = 'ready'`, from
 *    held) of `fan_star` ÷ of `fan_quiet` (no followers), in turns, medians of
 *    `BENCH_ROUNDS`; then the time from that commit to the video in a follower's "Following"
 *    over HTTP, and to the end of its job; and the job's time for `fan_mid`;
 * 2. "Following" and "For you" first pages, p50 for `fan_heavy` ÷ `fan_light`, in turns;
 * 3. the stored timeline rows of `fan_heavy`;
 * 4. a follow's writer transaction (`INSERT INTO follows`), p99 while `fan_star` and `fan_mid`
 *    list ten videos a second between them (the server pushing `fan_mid`'s all the while) ÷
 *    idle (before and after).
 */
import { sql } from '../../apps/server/node_modules/kysely/dist/esm/index.js';
import { rebuildTimelines, TIMELINE_ROWS } from '../../apps/server/src/hosts/video/feed/timeline';
import { DEFAULT_TIMELINE_PUSH_FOLLOWERS } from '../../apps/server/src/platform/config/config';
import { createSession } from '../../apps/server/src/rules/auth/sessions.repository';
import { fmt, latencyInTurns, openBenchPostgres, startServer } from './lib';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 200_000);
const MID = Number(process.env.BENCH_MID ?? 9_000);
const AUTHORS = Number(process.env.BENCH_AUTHORS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const p99 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(0.99 * s.length))] ?? 0;
};

async function main() {
  const { url, handle, db, id } = await openBenchPostgres(`flick_fanout_${FOLLOWERS}_${AUTHORS}`);

  if (!(await id('fan_ready'))) {
    const started = Date.now();
    log(`generating ${FOLLOWERS} followers, ${AUTHORS} authors…`);
    await sql`
      INSERT INTO users (user_name, email, first_name, last_name)
      SELECT name, name || '@example.com', 'Fan', 'Out'
      FROM unnest(ARRAY['fan_star', 'fan_quiet', 'fan_mid', 'fan_light', 'fan_heavy']) name
    `.execute(db);
    for (let from = 1; from <= FOLLOWERS; from += 50_000) {
      const to = Math.min(FOLLOWERS, from + 49_999);
      await sql`
        INSERT INTO users (user_name, email, first_name, last_name)
        SELECT 'fan_' || g, 'fan_' || g || '@example.com', 'Fan', 'Follower'
        FROM generate_series(${from}::int, ${to}::int) g
      `.execute(db);
      log(`  ${to} followers (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    await sql`
      INSERT INTO users (user_name, email, first_name, last_name)
      SELECT 'author_' || g, 'author_' || g || '@example.com', 'Some', 'Author'
      FROM generate_series(1, ${AUTHORS}::int) g
    `.execute(db);
    const star = await id('fan_star');
    const mid = await id('fan_mid');
    const light = await id('fan_light');
    await sql`
      INSERT INTO follows (follower_id, followee_id)
      SELECT u.id, ${star}::uuid FROM users u WHERE u.user_name LIKE 'fan\\_%' AND u.user_name ~ '^fan_[0-9]+$'
    `.execute(db);
    await sql`
      INSERT INTO follows (follower_id, followee_id)
      SELECT u.id, ${mid}::uuid FROM users u
      WHERE u.user_name ~ '^fan_[0-9]+$' AND substr(u.user_name, 5)::int <= ${MID}
    `.execute(db);
    await sql`
      INSERT INTO videos (user_id, video_file, video_url, thumb_url, thumb_url_compress, caption, created_at)
      SELECT u.id, md5(u.id::text || k) || '.mp4', 'v', '/api/upload/media/thumb.jpg',
        '/api/upload/media/thumb.jpg', 'fanout ' || k,
        now() - make_interval(secs => (substr(u.user_name, 8)::int * 2 + k) * 30)
      FROM users u CROSS JOIN generate_series(0, 1) k WHERE u.user_name ~ '^author_[0-9]+$'
    `.execute(db);
    // The heavy reader follows every author, the light one the first 50; neither follows
    // fan_star or fan_mid, so the two differ in the number of follows alone.
    const heavy = await id('fan_heavy');
    await sql`
      INSERT INTO follows (follower_id, followee_id)
      SELECT ${heavy}::uuid, u.id FROM users u WHERE u.user_name ~ '^author_[0-9]+$'
    `.execute(db);
    await sql`
      INSERT INTO follows (follower_id, followee_id)
      SELECT ${light}::uuid, u.id FROM users u
      WHERE u.user_name ~ '^author_[0-9]+$' AND substr(u.user_name, 8)::int <= 50
    `.execute(db);
    log('writing the timelines in bulk…');
    await rebuildTimelines(db, {
      pushFollowers: DEFAULT_TIMELINE_PUSH_FOLLOWERS,
      rows: TIMELINE_ROWS,
    });
    // Marks the dataset whole (a killed generation starts again on a fresh database).
    await sql`
      INSERT INTO users (user_name, email, first_name, last_name)
      VALUES ('fan_ready', 'fan_ready@example.com', 'Fan', 'Ready')
    `.execute(db);
    await sql`VACUUM (ANALYZE)`.execute(db);
    log(`dataset ready in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const [star, quiet, mid, light, heavy] = (await Promise.all(
    ['fan_star', 'fan_quiet', 'fan_mid', 'fan_light', 'fan_heavy'].map(id),
  )) as string[];
  const followers = async (who: string) =>
    Number(
      (
        await sql<{
          n: string;
        }>`SELECT count(*) AS n FROM follows WHERE followee_id = ${who}::uuid`.execute(db)
      ).rows[0]?.n,
    );
  log(
    `fan_star ${await followers(star as string)} followers, fan_mid ${await followers(mid as string)}, fan_quiet ${await followers(quiet as string)}; TIMELINE_PUSH_FOLLOWERS ${DEFAULT_TIMELINE_PUSH_FOLLOWERS}`,
  );

  const server = await startServer('flick', { DATABASE_URL: url, MEDIA_WORKER_CONCURRENCY: '0' });
  const token = async (who: string) => (await createSession(db, who)).token;
  const auth = async (who: string) => ({ authorization: `Bearer ${await token(who)}` });
  /** A held video of `who`, ready to be listed. */
  const heldVideo = async (who: string) =>
    (
      await sql<{ id: string }>`
        INSERT INTO videos (user_id, video_file, video_url, thumb_url, thumb_url_compress, caption, state, publication)
        VALUES (${who}::uuid, md5(random()::text) || '.mp4', 'v', '/api/upload/media/thumb.jpg',
          '/api/upload/media/thumb.jpg', 'listed by the bench', 'held', 'draft')
        RETURNING id
      `.execute(db)
    ).rows[0]?.id as string;
  /** The writer's transaction that lists a held video: milliseconds. */
  const list = async (video: string) => {
    const start = performance.now();
    await sql`UPDATE videos SET state = 'ready', publication = 'posted', created_at = now() WHERE id = ${video}::uuid`.execute(
      db,
    );
    return performance.now() - start;
  };
  const pendingGone = async (video: string, since: number) => {
    for (;;) {
      const { rows } =
        await sql`SELECT 1 FROM timeline_pending_videos WHERE video_id = ${video}::uuid`.execute(
          db,
        );
      if (rows.length === 0) return performance.now() - since;
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  // Jobs a previous run left (its listings' pushes) are done first, so none is measured.
  const backlog = performance.now();
  await pendingGone('00000000-0000-0000-0000-000000000000', backlog);
  for (;;) {
    const { rows } = await sql`SELECT 1 FROM timeline_pending_videos LIMIT 1`.execute(db);
    if (rows.length === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  log(`jobs left by an earlier run done after ${fmt((performance.now() - backlog) / 1000, 0)} s`);

  // 1. Listing.
  const starTimes: number[] = [];
  const quietTimes: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const [a, b] = [await heldVideo(star as string), await heldVideo(quiet as string)];
    let ts: number;
    let tq: number;
    if (round % 2 === 0) {
      ts = await list(a);
      tq = await list(b);
    } else {
      tq = await list(b);
      ts = await list(a);
    }
    starTimes.push(ts);
    quietTimes.push(tq);
    ratios.push(ts / tq);
  }
  log(
    `1. listing, writer's transaction (median of ${ROUNDS}): fan_star ${fmt(median(starTimes), 2)} ms, fan_quiet ${fmt(median(quietTimes), 2)} ms, ratio of rounds (median) ${fmt(median(ratios), 2)}`,
  );
  const fan = await id('fan_2');
  const fanHeaders = await auth(fan as string);
  const visible = async (who: string) => {
    const video = await heldVideo(who);
    const since = performance.now();
    await list(video);
    let seen = 0;
    for (;;) {
      const res = await fetch(`${server.url}/api/video/feed/following?pageSize=5`, {
        headers: fanHeaders,
      });
      const body = (await res.json()) as { data: { Items: { id: string }[] } };
      if (body.data.Items.some((v) => v.id === video)) {
        seen = performance.now() - since;
        break;
      }
    }
    return { seen, job: await pendingGone(video, since) };
  };
  for (let i = 0; i < 3; i += 1) {
    const s = await visible(star as string);
    const m = await visible(mid as string);
    log(
      `   time to visible in a follower's "Following": fan_star ${fmt(s.seen, 0)} ms (job done after ${fmt(s.job, 0)} ms), fan_mid ${fmt(m.seen, 0)} ms (its push of ${MID} rows done after ${fmt(m.job, 0)} ms)`,
    );
  }

  // 2. Reads.
  const [heavyHeaders, lightHeaders] = [await auth(heavy as string), await auth(light as string)];
  // The earlier runs' listings (authors neither reader follows) stay at the top of the ranking
  // window: the heavy reader's followed walk probes them all before its own (ADR 0137).
  const above = await sql<{ n: string; window: string }>`
    WITH ranked AS (
      SELECT v.user_id, row_number() OVER (ORDER BY v.rank_score DESC, v.id DESC) AS n
      FROM videos v WHERE v.rank_score IS NOT NULL
    )
    SELECT (SELECT min(n) - 1 FROM ranked r
        WHERE EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${heavy}::uuid AND f.followee_id = r.user_id))::text AS n,
      (SELECT count(*) FROM ranked)::text AS window
  `.execute(db);
  log(
    `   the ranking window holds ${above.rows[0]?.window} videos; ${above.rows[0]?.n} of them, by authors the heavy reader does not follow, rank above its first followed one`,
  );
  for (const [name, path] of [
    ['"Following"', '/api/video/feed/following?pageSize=10'],
    ['"For you"', '/api/video/feed/for-you?pageSize=10'],
  ] as const) {
    const turns = await latencyInTurns(
      { url: `${server.url}${path}`, headers: lightHeaders },
      { url: `${server.url}${path}`, headers: heavyHeaders },
      300,
    );
    log(
      `2. ${name} first page p50: follows 50 ${fmt(turns.a.p50, 2)} ms, follows ${AUTHORS} ${fmt(turns.b.p50, 2)} ms; ratio of p50s ${fmt(turns.b.p50 / turns.a.p50, 2)} (median of rounds ${fmt(turns.ratio, 2)})`,
    );
  }

  // 3. Stored rows.
  const stored = Number(
    (
      await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM following_timeline WHERE reader_id = ${heavy}::uuid`.execute(db)
    ).rows[0]?.n,
  );
  const total = await sql<{ rows: string; size: string }>`
    SELECT (SELECT count(*) FROM following_timeline)::text AS rows,
      pg_size_pretty(pg_total_relation_size('following_timeline')) AS size
  `.execute(db);
  log(
    `3. stored rows of the reader following ${AUTHORS}: ${stored} (cap ${TIMELINE_ROWS}); whole table ${total.rows[0]?.rows} rows, ${total.rows[0]?.size}`,
  );

  // 4. Follows, idle and while big authors list.
  const fans = (
    await sql<{
      id: string;
    }>`SELECT id FROM users WHERE user_name ~ '^fan_[0-9]+$' ORDER BY user_name LIMIT 2000 OFFSET 100`.execute(
      db,
    )
  ).rows.map((r) => r.id);
  const authors = (
    await sql<{
      id: string;
    }>`SELECT id FROM users WHERE user_name ~ '^author_[0-9]+$' LIMIT 1000`.execute(db)
  ).rows.map((r) => r.id);
  let next = 0;
  const follow = async () => {
    next += 1;
    const who = fans[next % fans.length] as string;
    const whom = authors[(next * 7) % authors.length] as string;
    const start = performance.now();
    await sql`INSERT INTO follows (follower_id, followee_id) VALUES (${who}::uuid, ${whom}::uuid) ON CONFLICT DO NOTHING`.execute(
      db,
    );
    return performance.now() - start;
  };
  const follows = async (n: number) => {
    const times: number[] = [];
    for (let i = 0; i < n; i += 1) times.push(await follow());
    return times;
  };
  const idle1 = await follows(500);
  // Ten listings a second, fan_star's and fan_mid's in turn: the server's worker pushes
  // fan_mid's to 9,000 followers each (a second or two apiece) the whole time.
  let listing = true;
  const lister = (async () => {
    let n = 0;
    while (listing) {
      await list(await heldVideo((n % 2 === 0 ? star : mid) as string));
      n += 1;
      await new Promise((r) => setTimeout(r, 100));
    }
    return n;
  })();
  await new Promise((r) => setTimeout(r, 1_000));
  const busy = await follows(1_000);
  listing = false;
  const listed = await lister;
  const idle2 = await follows(500);
  const idle = [...idle1, ...idle2];
  log(
    `4. follow p99: idle ${fmt(p99(idle), 2)} ms, while ${listed} videos of fan_star and fan_mid were listed ${fmt(p99(busy), 2)} ms; ratio ${fmt(p99(busy) / p99(idle), 2)} (p50 ${fmt(median(idle), 2)} / ${fmt(median(busy), 2)} ms)`,
  );

  await server.stop();
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
