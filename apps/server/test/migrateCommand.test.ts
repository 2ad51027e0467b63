import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoveResult, moveToPostgres, verifyMove } from '../src/operator/moveToPostgres';
import { openDatabase } from '../src/platform/db/connect';
import { DataDirLockedError } from '../src/platform/db/lockFile';
import { migrateToLatest } from '../src/platform/db/migrate';
import { createOriginalsStorage } from '../src/platform/media/factory';
import { createMediaStorage, isMediaName, LocalMediaStorage } from '../src/platform/media/index';
import { demoEmail, seedIfEmpty } from '../src/seed/demo';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demoData';
import { emptyPostgresDatabase, startServerOn } from './helpers';
import { startObjectStore } from './objectStore';
import { exitOf, runEntry } from './processes';

// The target is PostgreSQL: this runs in the server suite's PostgreSQL run (DATABASE_URL set).
const databaseUrl = process.env.DATABASE_URL;

/** What a demo person sees first: the feed's first page, and the first video's bytes. */
async function firstFeed(app: FastifyInstance) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email_phone: demoEmail(DEMO_USERS[0] ?? { userName: '' }), password: DEMO_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const token = login.json().data.token as string;
  const feed = await app.inject({
    method: 'GET',
    url: '/api/video/videos?pageSize=10',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(feed.statusCode).toBe(200);
  const items = feed.json().data.Items as { id: string; iosUrl: string; likes: number }[];
  const media = await app.inject({
    method: 'GET',
    url: items[0]?.iosUrl ?? '',
    headers: { range: 'bytes=0-1023' },
  });
  return { items, mediaStatus: media.statusCode, mediaBytes: media.rawPayload.length };
}

describe.skipIf(!databaseUrl)('pnpm flick migrate --to postgres://…', () => {
  let dataDir = '';
  let before: Awaited<ReturnType<typeof firstFeed>>;
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    // An embedded install as the README's default makes it: PGlite in DATA_DIR, the demo
    // world seeded, and the server run once on it (its job queue and keys are in it too).
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'flick-move-'));
    const handle = await openDatabase({ pgliteDir: dataDir });
    await migrateToLatest(handle.db);
    await seedIfEmpty(handle.db, new LocalMediaStorage(path.join(dataDir, 'media')), {
      info: () => {},
    });
    await handle.close();
    const app = await startServerOn(dataDir);
    before = await firstFeed(app);
    await app.close();
  }, 120_000);
  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves every row into an empty database, verifies each table, and the server there serves the same feed', async () => {
    const target = await emptyPostgresDatabase();
    drops.push(target.drop);
    const cli = runEntry(
      'src/cli.ts',
      { DATA_DIR: dataDir },
      { args: ['migrate', '--to', target.url] },
    );
    expect(await exitOf(cli.child)).toBe(0);
    const out = cli.output();
    expect(out).toMatch(/^users\s+12\s+12\s+ok [0-9a-f]{12}$/m);
    expect(out).toMatch(/^videos\s+30\s+30\s+ok /m);
    expect(out).toMatch(/^pgboss\.job\s+(\d+)\s+\1\s+ok /m);
    expect(out).toMatch(/tables copied and verified, 2 sequences set, 0 media files copied/);
    expect(out).not.toContain('MISMATCH');

    // Counters kept by triggers were copied, not counted again; identities go on after the copy.
    const app = await startServerOn(dataDir, target.url);
    try {
      const after = await firstFeed(app);
      expect(after.items.map((v) => [v.id, v.likes])).toEqual(
        before.items.map((v) => [v.id, v.likes]),
      );
      expect(after.mediaStatus).toBe(206);
      expect(after.mediaBytes).toBe(before.mediaBytes);
      const fresh = await app.db
        .insertInto('hashtags')
        .values({ name: 'after_the_move' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { rows } = await sql<{ max: string }>`
        SELECT max(id)::text AS max FROM hashtags WHERE name <> 'after_the_move'
      `.execute(app.db);
      expect(Number(fresh.id)).toBeGreaterThan(Number(rows[0]?.max));
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a target that already holds rows, and names them', async () => {
    const target = await emptyPostgresDatabase();
    drops.push(target.drop);
    const other = await openDatabase({ databaseUrl: target.url });
    await migrateToLatest(other.db);
    await sql`INSERT INTO users (user_name, email, password_hash, first_name, last_name, date_of_birth)
      VALUES ('someone', 'someone@example.com', 'x', 'Some', 'One', '1990-01-01')`.execute(
      other.db,
    );
    await other.close();
    const cli = runEntry(
      'src/cli.ts',
      { DATA_DIR: dataDir },
      { args: ['migrate', '--to', target.url] },
    );
    expect(await exitOf(cli.child)).toBe(1);
    expect(cli.output()).toMatch(
      /The target database is not empty \(rows in [^)]*\busers\b[^)]*\)\. Migrate into an empty database/,
    );
    const check = await openDatabase({ databaseUrl: target.url });
    const { rows } = await sql<{ n: string }>`SELECT count(*)::text AS n FROM users`.execute(
      check.db,
    );
    await check.close();
    expect(rows[0]?.n).toBe('1');

    // A DATA_DIR without a database is not taken for an empty install.
    const nothing = mkdtempSync(path.join(os.tmpdir(), 'flick-move-none-'));
    await expect(moveToPostgres({ dataDir: nothing, targetUrl: target.url })).rejects.toThrow(
      `${nothing} holds no embedded database (no pgdata folder)`,
    );
    rmSync(nothing, { recursive: true, force: true });
  }, 60_000);

  it('copies the media to the configured bucket, reports a table that differs, and refuses while a server holds the data directory', async () => {
    const target = await emptyPostgresDatabase();
    drops.push(target.drop);
    const store = await startObjectStore('flick-move');
    try {
      const s3 = { bucket: 'flick-move', endpoint: store.endpoint, region: 'us-east-1' };
      const media = createMediaStorage({ dataDir, s3 });
      const result = await moveToPostgres({
        dataDir,
        targetUrl: target.url,
        buckets: { media, originals: createOriginalsStorage({ dataDir, s3 }) },
      });
      expect(result.ok).toBe(true);
      const local = readdirSync(path.join(dataDir, 'media')).filter(isMediaName);
      expect(result.mediaCopied).toBe(local.length);
      for (const name of local) {
        expect((await media.stat(name))?.size).toBe(
          statSync(path.join(dataDir, 'media', name)).size,
        );
      }
    } finally {
      await store.close();
    }
    const there = await openDatabase({ databaseUrl: target.url });
    await sql`UPDATE comments SET comment = comment || '!' WHERE id = (SELECT id FROM comments ORDER BY id LIMIT 1)`.execute(
      there.db,
    );
    await there.close();
    const again = await verifyMove(dataDir, target.url);
    expect(again.filter((t) => !t.ok).map((t) => t.table)).toEqual(['comments']);
    const printed = formatMoveResult({ tables: again, sequences: 2, mediaCopied: 0, ok: false });
    expect(printed).toMatch(/^comments\s+59\s+59\s+MISMATCH /m);
    expect(printed).toContain('1 of');

    const running = await openDatabase({ pgliteDir: dataDir });
    try {
      const fresh = await emptyPostgresDatabase();
      drops.push(fresh.drop);
      await expect(moveToPostgres({ dataDir, targetUrl: fresh.url })).rejects.toThrow(
        DataDirLockedError,
      );
    } finally {
      await running.close();
    }
  }, 120_000);
});
