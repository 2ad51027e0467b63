/**
 * A video's insights (ADR 0102): the owner's `GET /videos/{id}/insights` statement
 * (`videoInsights`) on a video with many watch reports, against a bare indexed SELECT of the
 * same video's row, timed in turns in the same run (so the ratio survives a busy machine). A
 * third row times what the figures would cost read from the per-viewer rows instead
 * (`video_watches`), the alternative the day rows replace.
 *
 *   pnpm exec tsx bench/server/insights.ts
 *   BENCH_VIDEOS=10000 BENCH_VIEWERS=20000 BENCH_DAYS=365 BENCH_ROUNDS=400
 *
 * The PGlite database (`BENCH_DIR/insights`, made when missing) holds `BENCH_VIDEOS` other
 * videos (the query must not grow with them), and the measured video with `BENCH_VIEWERS`
 * viewers' rows and `BENCH_DAYS` day rows of views (100 a day, about 10 % to the end).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from '../../apps/server/node_modules/kysely/dist/esm/index.js';
import { videoInsights } from '../../apps/server/src/hosts/video/insights/insights.repository';
import { openDatabase } from '../../apps/server/src/platform/db/connect';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import { WORK_DIR } from './lib';

const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 10_000);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 20_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length * 0.95)] ?? 0;
};

async function main() {
  const dir = path.join(WORK_DIR, 'insights');
  const fresh = !existsSync(dir);
  const handle = await openDatabase({ pgliteDir: dir });
  const { db } = handle;
  try {
    await migrateToLatest(db);
    if (fresh) {
      console.log(`  preparing: ${VIDEOS} videos, ${VIEWERS} viewers, ${DAYS} days of views`);
      await sql`
        INSERT INTO users (user_name, email, first_name, last_name)
        SELECT 'viewer_' || g, 'viewer_' || g || '@example.com', 'V', 'W'
        FROM generate_series(0, ${VIEWERS}::int) g
      `.execute(db);
      await sql`
        INSERT INTO videos (user_id, video_file, video_url, thumb_url, thumb_url_compress, state, created_at)
        SELECT (SELECT id FROM users WHERE user_name = 'viewer_0'), md5(g::text) || '.mp4', 'v',
               '/t.jpg', '/t.jpg', 'ready', now() - make_interval(days => ${DAYS}::int) + g * interval '1 second'
        FROM generate_series(0, ${VIDEOS}::int) g
      `.execute(db);
      await sql`
        INSERT INTO video_watches (video_id, user_id, percent, watched_at)
        SELECT (SELECT id FROM videos ORDER BY created_at LIMIT 1), u.id, (random() * 100)::int,
               now() - random() * make_interval(days => ${DAYS}::int)
        FROM users u WHERE u.user_name <> 'viewer_0'
      `.execute(db);
      await sql`DELETE FROM video_view_days`.execute(db);
      await sql`
        INSERT INTO video_view_days (video_id, day, views, percent_sum, completions)
        SELECT (SELECT id FROM videos ORDER BY created_at LIMIT 1),
               (now() AT TIME ZONE 'UTC')::date - g, 100, 5000, 10
        FROM generate_series(0, ${DAYS - 1}::int) g
      `.execute(db);
      await sql`VACUUM ANALYZE`.execute(db);
    }
    const target = await sql<{ id: string; user_id: string }>`
      SELECT id, user_id FROM videos ORDER BY created_at LIMIT 1
    `.execute(db);
    const { id, user_id: owner } = target.rows[0] ?? { id: '', user_id: '' };
    const variants: [string, () => Promise<unknown>][] = [
      [
        'bare indexed SELECT of the video',
        () => sql`SELECT id FROM videos WHERE id = ${id}::uuid`.execute(db),
      ],
      ['insights (videoInsights)', () => videoInsights(db, id, owner)],
      [
        'figures from per-viewer rows (not used)',
        () =>
          sql`SELECT count(*), sum(percent), count(*) FILTER (WHERE percent >= 90) FROM video_watches WHERE video_id = ${id}::uuid`.execute(
            db,
          ),
      ],
    ];
    const times = variants.map(() => [] as number[]);
    const loadBefore = loadavg()[0] ?? 0;
    for (let round = -20; round < ROUNDS; round += 1) {
      for (const [i, [, run]] of variants.entries()) {
        const start = performance.now();
        await run();
        if (round >= 0) times[i]?.push(performance.now() - start);
      }
    }
    const loadAfter = loadavg()[0] ?? 0;
    const base = median(times[0] ?? []);
    console.log(
      `insights bench, PGlite: ${VIDEOS} other videos, ${VIEWERS} viewers, ${DAYS} day rows (${DAYS * 100} views); ${ROUNDS} rounds in turns; load ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
    );
    for (const [i, [name]] of variants.entries()) {
      const xs = times[i] ?? [];
      console.log(
        `  ${name.padEnd(42)} p50 ${median(xs).toFixed(3)} ms  p95 ${p95(xs).toFixed(3)} ms  ×${(median(xs) / base).toFixed(2)} of the bare SELECT`,
      );
    }
  } finally {
    await handle.close();
  }
}

await main();
