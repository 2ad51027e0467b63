/**
 * Search latency (p50/p95/p99 of sequential requests) at 1M videos and 100k users on
 * PostgreSQL: the search screen (users) and the explore screen (users, videos, hashtags),
 * with a bare Fastify hello-world measured the same way in the same run.
 *
 *   pnpm exec tsx bench/server/search.ts      (BENCH_VIDEOS=1000000, BENCH_USERS=100000)
 */
import { openDatabase } from '../../apps/server/src/platform/db/connect';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import {
  benchDatabase,
  ensurePostgres,
  fmt,
  prepareDataset,
  sequentialLatency,
  startServer,
} from './lib';

const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 1_000_000);
const USERS = Number(process.env.BENCH_USERS ?? Math.min(100_000, VIDEOS / 10));
const N = Number(process.env.BENCH_REQUESTS ?? 400);

const url = await benchDatabase(ensurePostgres(), `flick_bench_${VIDEOS}`);
const handle = await openDatabase({ databaseUrl: url });
await migrateToLatest(handle.db);
const { token } = await prepareDataset(handle.db, USERS, VIDEOS, (m) => console.log(`  ${m}`));
await handle.close();

// Terms people type: name prefixes, user names, a typo, caption words, tags.
const FIRST = [
  'maya',
  'leo',
  'aiko',
  'sam',
  'nina',
  'omar',
  'lucia',
  'ben',
  'zoe',
  'ravi',
  'emma',
  'kofi',
];
const LAST = [
  'okafor',
  'brandt',
  'tanaka',
  'quinn',
  'kowalski',
  'haddad',
  'romero',
  'carter',
  'martin',
  'patel',
];
const WORDS = [
  'sunset',
  'travel',
  'beach',
  'fractal',
  'music',
  'dance',
  'skate',
  'garden',
  'coffee',
  'night',
];
let seed = 7;
const rnd = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const userTerms = Array.from({ length: N }, (_, i) => {
  switch (i % 5) {
    case 0:
      return (FIRST[rnd(12)] ?? 'maya').slice(0, 2);
    case 1:
      return `${FIRST[rnd(12)]}${rnd(997)}`;
    case 2:
      return `user_${rnd(USERS)}`;
    case 3:
      return (LAST[rnd(10)] ?? 'okafor').replace(/o/, ''); // a typo
    default:
      return LAST[rnd(10)] ?? 'patel';
  }
});
const exploreTerms = Array.from({ length: N }, (_, i) =>
  i % 3 === 0
    ? `#tag${rnd(10000)}`
    : i % 3 === 1
      ? (WORDS[rnd(10)] ?? 'sunset')
      : `w${rnd(VIDEOS)}`,
);

const hello = await startServer('hello');
const helloLat = await sequentialLatency(Array(N).fill(hello.url), {});
await hello.stop();

const server = await startServer('flick', {
  DATABASE_URL: url,
  DATA_DIR: '/tmp/flick-bench/pg-media',
});
const headers = { authorization: `Bearer ${token}` };
const q = (t: string) => encodeURIComponent(t);
try {
  await sequentialLatency(
    userTerms.slice(0, 50).map((t) => `${server.url}/api/discovery/discovery?search=${q(t)}`),
    headers,
  );
  const users = await sequentialLatency(
    userTerms.map((t) => `${server.url}/api/discovery/discovery?search=${q(t)}`),
    headers,
  );
  const explore = await sequentialLatency(
    exploreTerms.map(
      (t) => `${server.url}/api/discovery/discovery?search=${q(t)}&pageSize=19&pageNumber=1`,
    ),
    headers,
  );
  console.log(
    `\n== search at ${VIDEOS} videos / ${USERS} users (PostgreSQL), ${N} sequential requests each ==`,
  );
  const line = (name: string, l: { p50: number; p95: number; p99: number }) =>
    console.log(
      `${name}: p50 ${fmt(l.p50, 2)} ms, p95 ${fmt(l.p95, 2)} ms, p99 ${fmt(l.p99, 2)} ms`,
    );
  line('hello-world', helloLat);
  line('user search (search screen)', users);
  line('explore search (users + videos + hashtags)', explore);
  console.log('target: search p95 ≤ 20 ms');
} finally {
  await server.stop();
}
