import Fastify from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helpers';
import { type DatabaseHandle, openDatabase } from './connect';
import type { Database } from './database';
import { dbPlugin } from './db.plugin';
import {
  databaseMaintenancePlugin,
  maintainTables,
  tablesNeedingUpkeep,
  upkeepFor,
} from './maintenance';

/** `count` ready videos of one new user, written in one statement. */
async function addVideos(db: Kysely<Database>, count: number): Promise<void> {
  await sql`
    WITH u AS (
      INSERT INTO users (email, user_name, first_name, last_name)
      VALUES ('upkeep-' || gen_random_uuid() || '@example.com', 'upkeep_' || substr(md5(random()::text), 1, 10), 'Up', 'Keep')
      RETURNING id
    )
    INSERT INTO videos (user_id, video_file, video_url, thumb_url, thumb_url_compress, caption, hashtags, created_at)
    SELECT u.id, md5(random()::text || g) || '.mp4', 'v', '/api/upload/media/none.jpg',
      '/api/upload/media/none.jpg', 'caption ' || g, '{}', now() - g * interval '1 minute'
    FROM u, generate_series(1, ${count}::int) g
  `.execute(db);
}

/** What the catalog says of the videos table: rows as last recorded, and its column statistics. */
async function videosStatistics(db: Kysely<Database>) {
  const { rows } = await sql<{ reltuples: number; columns: string }>`
    SELECT c.reltuples,
      (SELECT count(*) FROM pg_stats s WHERE s.tablename = 'videos' AND s.schemaname = current_schema()) AS columns
    FROM pg_class c WHERE c.oid = 'videos'::regclass
  `.execute(db);
  const row = rows[0];
  return { rows: Number(row?.reltuples), columns: Number(row?.columns) };
}

describe('database upkeep', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let target: Awaited<ReturnType<typeof freshDatabase>>['target'];

  beforeEach(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    target = fresh.target;
    handle = await openDatabase(target);
    // On PostgreSQL, autovacuum would do the same behind the test's back.
    if (handle.engine === 'postgres') {
      await sql`ALTER TABLE videos SET (autovacuum_enabled = off)`.execute(handle.db);
    }
  });
  afterEach(async () => {
    await handle?.close();
    await drop?.();
  });

  it('brings a table filled since its statistics were taken up to date, then leaves it', async () => {
    await addVideos(handle.db, 3000);
    expect((await videosStatistics(handle.db)).columns).toBe(0);
    expect(await tablesNeedingUpkeep(handle.db)).toContainEqual({
      table: 'videos',
      action: 'vacuum',
    });

    const done = await maintainTables(handle.db);
    expect(done).toContainEqual({ table: 'videos', action: 'vacuum' });
    const after = await videosStatistics(handle.db);
    expect(after.rows).toBe(3000);
    expect(after.columns).toBeGreaterThan(5);
    // Nothing moved since: nothing to do, for this table or any other.
    expect(await tablesNeedingUpkeep(handle.db)).toEqual([]);
  });

  it('vacuums a table once a fifth of its rows are dead, and analyzes one a tenth changed', async () => {
    await addVideos(handle.db, 2000);
    await maintainTables(handle.db);

    // 300 of 2,000 changed: past 50 + 10 %, short of 50 + 20 % dead.
    await sql`UPDATE videos SET likes = likes + 1 WHERE id IN (SELECT id FROM videos ORDER BY id LIMIT 300)`.execute(
      handle.db,
    );
    const changed = await tablesNeedingUpkeep(handle.db);
    expect(changed.find((t) => t.table === 'videos')?.action).toBe('analyze');
    await maintainTables(handle.db);
    expect((await tablesNeedingUpkeep(handle.db)).map((t) => t.table)).not.toContain('videos');

    // 600 deleted: past 50 + 20 % dead.
    await sql`DELETE FROM videos WHERE id IN (SELECT id FROM videos ORDER BY id LIMIT 600)`.execute(
      handle.db,
    );
    expect(await tablesNeedingUpkeep(handle.db)).toContainEqual({
      table: 'videos',
      action: 'vacuum',
    });
    await maintainTables(handle.db);
    expect((await videosStatistics(handle.db)).rows).toBe(1400);
    const dead = await sql<{ n: string }>`
      SELECT n_dead_tup AS n FROM pg_stat_user_tables WHERE relname = 'videos'
    `.execute(handle.db);
    expect(Number(dead.rows[0]?.n)).toBe(0);
  });

  it('analyzes a table filled before a restart, whose counters the embedded database lost', async () => {
    await addVideos(handle.db, 3000);
    await handle.close();
    handle = await openDatabase(target);
    // PostgreSQL keeps its counters over a reconnect: there the inserts ask for a VACUUM. A
    // closed connection's server process hands its counters over as it exits, which may come
    // after the new connection's first look: wait for them.
    await expect
      .poll(async () => (await tablesNeedingUpkeep(handle.db)).find((t) => t.table === 'videos'))
      .toEqual({ table: 'videos', action: handle.engine === 'pglite' ? 'analyze' : 'vacuum' });
    await maintainTables(handle.db);
    expect(await videosStatistics(handle.db)).toMatchObject({ rows: 3000 });
    expect((await tablesNeedingUpkeep(handle.db)).map((t) => t.table)).not.toContain('videos');
  });

  it('runs on the embedded database once the server is ready, and leaves PostgreSQL to autovacuum', async () => {
    await addVideos(handle.db, 3000);
    const logs: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: {
          write: (line: string) => {
            logs.push(line);
          },
        },
      },
    });
    await app.register(dbPlugin, { handle });
    await app.register(databaseMaintenancePlugin, { engine: handle.engine });
    await app.ready();
    if (handle.engine === 'pglite') {
      await expect
        .poll(async () => (await videosStatistics(handle.db)).rows, { timeout: 10_000 })
        .toBe(3000);
      await expect
        .poll(() => logs.some((l) => l.includes('database statistics and dead rows')))
        .toBe(true);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await videosStatistics(handle.db)).columns).toBe(0);
    }
    // Closing the app closes the database too (dbPlugin): nothing left for afterEach.
    await app.close();
    handle = undefined as unknown as DatabaseHandle;
  });
});

describe('upkeepFor', () => {
  const quiet = { table: 't', dead: 0, inserted: 0, modified: 0 };

  it('leaves a small table alone unless its counters ask', () => {
    expect(upkeepFor({ ...quiet, reltuples: -1, relpages: 0, pages: 3 })).toBeUndefined();
    expect(upkeepFor({ ...quiet, reltuples: -1, relpages: 0, pages: 3, dead: 51 })).toBe('vacuum');
  });

  it('analyzes a table never analyzed, or grown or shrunk by more than a fifth', () => {
    expect(upkeepFor({ ...quiet, reltuples: -1, relpages: 0, pages: 8 })).toBe('analyze');
    expect(upkeepFor({ ...quiet, reltuples: 5000, relpages: 100, pages: 119 })).toBeUndefined();
    expect(upkeepFor({ ...quiet, reltuples: 5000, relpages: 100, pages: 121 })).toBe('analyze');
    expect(upkeepFor({ ...quiet, reltuples: 5000, relpages: 100, pages: 79 })).toBe('analyze');
    // The counters' VACUUM comes first (it analyzes too).
    expect(upkeepFor({ ...quiet, reltuples: -1, relpages: 0, pages: 80, inserted: 1001 })).toBe(
      'vacuum',
    );
  });

  it('follows autovacuum’s thresholds for dead, inserted and changed rows', () => {
    const table = { ...quiet, reltuples: 1000, relpages: 20, pages: 20 };
    expect(upkeepFor({ ...table, dead: 250 })).toBeUndefined();
    expect(upkeepFor({ ...table, dead: 251 })).toBe('vacuum');
    expect(upkeepFor({ ...table, inserted: 1200 })).toBeUndefined();
    expect(upkeepFor({ ...table, inserted: 1201 })).toBe('vacuum');
    expect(upkeepFor({ ...table, modified: 150 })).toBeUndefined();
    expect(upkeepFor({ ...table, modified: 151 })).toBe('analyze');
  });
});
