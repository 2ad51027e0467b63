import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BackupManifest,
  backup,
  DUMP_FILES,
  type InstallPlaces,
  MANIFEST_FILE,
  restore,
} from '../src/operator/backup';
import { tableSummaries } from '../src/operator/moveToPostgres';
import { openDatabase } from '../src/platform/db/connect';
import { createOriginalsStorage } from '../src/platform/media/factory';
import { createMediaStorage, LocalMediaStorage, mediaUrl } from '../src/platform/media/index';
import { seedIfEmpty } from '../src/seed/demo';
import { createUser, emptyPostgresDatabase, freshDatabase, startServerOn } from './helpers';
import { startObjectStore } from './objectStore';
import { exitOf, runEntry } from './processes';

// The backup drill, on the engine of this run: the embedded database (PGlite's own dump), or
// PostgreSQL when DATABASE_URL is set (pg_dump and pg_restore from Debian's package).
const onPostgres = Boolean(process.env.DATABASE_URL);

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function cli(env: Record<string, string>, ...args: string[]) {
  const { child, output } = runEntry('src/cli.ts', env, { args });
  return { code: await exitOf(child), output: output() };
}

describe(`pnpm flick backup / restore (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('drill: seed, back up, wipe, restore; every video’s media answers and every count matches; a second restore is refused', async () => {
    // Seed an install: the demo world, its media on local disk.
    const { target, drop } = await freshDatabase();
    cleanups.push(drop);
    const dataDir = 'pgliteDir' in target ? target.pgliteDir : tempDir('flick-drill-data-');
    const seeded = await openDatabase(target);
    await seedIfEmpty(seeded.db, new LocalMediaStorage(path.join(dataDir, 'media')), {
      info: () => {},
    });
    const before = await tableSummaries(seeded.db);
    const videos = await seeded.db
      .selectFrom('videos')
      .select(['video_file', 'thumb_url'])
      .execute();
    await seeded.close();
    expect(videos.length).toBeGreaterThan(0);

    const env = {
      DATA_DIR: dataDir,
      ...('databaseUrl' in target ? { DATABASE_URL: target.databaseUrl } : {}),
    };
    const folder = path.join(tempDir('flick-drill-backup-'), 'backup');
    const made = await cli(env, 'backup', folder);
    expect(made.output).toMatch(
      /^Backed up \d+ tables \(\d+ rows\) and \d+ media files \(copied\)/,
    );
    expect(made.code).toBe(0);
    const manifest = JSON.parse(
      readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'),
    ) as BackupManifest;
    expect(manifest.database).toBe(DUMP_FILES[onPostgres ? 'postgres' : 'pglite']);
    expect(manifest.tables).toEqual(before);

    // Wipe: the database and the media are gone. The restore goes into a new empty database
    // (PostgreSQL) or an empty DATA_DIR (embedded).
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    const restoredDir = tempDir('flick-drill-restored-');
    const empty = onPostgres ? await emptyPostgresDatabase() : null;
    if (empty) cleanups.push(empty.drop);
    const restoreEnv = { DATA_DIR: restoredDir, ...(empty ? { DATABASE_URL: empty.url } : {}) };
    const restored = await cli(restoreEnv, 'restore', folder);
    expect(restored.output).toContain(
      `Restored ${before.length} tables (${before.reduce((n, t) => n + t.rows, 0)} rows, each count and checksum as backed up) and checked ${manifest.media.length} media files present.`,
    );
    expect(restored.code).toBe(0);

    const back = await openDatabase(
      empty ? { databaseUrl: empty.url } : { pgliteDir: restoredDir },
    );
    const after = await tableSummaries(back.db);
    await back.close();
    expect(after).toEqual(before);

    const app = await startServerOn(restoredDir, empty?.url);
    try {
      for (const video of videos) {
        const file = await app.inject({ method: 'GET', url: mediaUrl(video.video_file) });
        expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'video/mp4']);
        const thumb = await app.inject({ method: 'GET', url: video.thumb_url });
        expect(thumb.statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }

    const again = await cli(restoreEnv, 'restore', folder);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(
      onPostgres
        ? /The target database is not empty \(tables .*\)\. Restore into an empty database/
        : /The data directory already holds a database \(.*pgdata\)\. Restore into an empty DATA_DIR\./,
    );
  }, 120_000);

  // PostgreSQL only: the embedded database is backed up with the server stopped (its lock).
  it.skipIf(!onPostgres)(
    'a backup taken while the deployment writes restores whole: the counts and the dump are of one moment',
    async () => {
      const { target, drop } = await freshDatabase();
      cleanups.push(drop);
      const databaseUrl = 'databaseUrl' in target ? target.databaseUrl : '';
      const dataDir = tempDir('flick-live-data-');
      // A replica's steady writes, through its own connection, for as long as the backup runs.
      const writer = await openDatabase({ databaseUrl });
      let writing = true;
      let written = 0;
      const writes = (async () => {
        while (writing) {
          await writer.db
            .insertInto('hashtags')
            .values({ name: `live_${written}` })
            .execute();
          written += 1;
        }
      })();
      // The backup starts once the writes have begun, so some rows are before its moment.
      while (written === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      let made: Awaited<ReturnType<typeof backup>>;
      const folder = path.join(tempDir('flick-live-backup-'), 'backup');
      try {
        made = await backup({ dataDir, databaseUrl }, folder);
      } finally {
        writing = false;
        await writes;
        await writer.close();
      }
      expect(made.ok).toBe(true);
      const manifest = JSON.parse(
        readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'),
      ) as BackupManifest;
      const listed = manifest.tables.find((t) => t.table === 'hashtags')?.rows ?? 0;
      // Rows were written during the backup, before and after the moment it holds.
      expect(listed).toBeGreaterThan(0);
      expect(written).toBeGreaterThan(listed);

      const empty = await emptyPostgresDatabase();
      cleanups.push(empty.drop);
      const restored = await restore(
        { dataDir: tempDir('flick-live-restored-'), databaseUrl: empty.url },
        folder,
      );
      expect(restored.out).toContain('each count and checksum as backed up');
      expect(restored.ok).toBe(true);
    },
    60_000,
  );

  it('with a bucket: lists its objects with size and ETag, and a restore names the one that went missing', async () => {
    const store = await startObjectStore('flick-backup');
    cleanups.push(() => store.close());
    const { target, drop } = await freshDatabase();
    cleanups.push(drop);
    const dataDir = 'pgliteDir' in target ? target.pgliteDir : tempDir('flick-drill-data-');
    const s3 = { bucket: 'flick-backup', endpoint: store.endpoint, region: 'us-east-1' };
    const media = createMediaStorage({ dataDir, s3 });
    const originals = createOriginalsStorage({ dataDir, s3 });
    const places = (dir: string, url?: string): InstallPlaces => ({
      dataDir: dir,
      ...(url ? { databaseUrl: url } : {}),
      s3: { options: s3, media, originals },
    });
    await media.put('avatar1.jpg', Readable.from([Buffer.alloc(300, 1)]), 'image/jpeg');
    await originals.put('clip1.mp4', Readable.from([Buffer.alloc(700, 2)]), 'video/mp4');
    const db = await openDatabase(target);
    const person = await createUser({ db: db.db });
    await db.db
      .updateTable('users')
      .set({ profile_picture: mediaUrl('avatar1.jpg') })
      .where('id', '=', person.id)
      .execute();
    await db.close();

    const folder = path.join(tempDir('flick-s3-backup-'), 'backup');
    const made = await backup(
      places(dataDir, 'databaseUrl' in target ? target.databaseUrl : undefined),
      folder,
    );
    expect(made.out).toContain('and 2 media files (listed in the bucket)');
    const manifest = JSON.parse(
      readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'),
    ) as BackupManifest;
    expect(manifest.media.map(({ store: s, name, size }) => [s, name, size])).toEqual([
      ['media', 'avatar1.jpg', 300],
      ['originals', 'clip1.mp4', 700],
    ]);
    expect(manifest.media.every((m) => typeof m.etag === 'string' && m.etag.length > 0)).toBe(true);

    const restoreInto = async () => {
      const empty = onPostgres ? await emptyPostgresDatabase() : null;
      if (empty) cleanups.push(empty.drop);
      return restore(places(tempDir('flick-s3-restored-'), empty?.url), folder);
    };
    const whole = await restoreInto();
    expect(whole).toEqual({
      ok: true,
      out: expect.stringContaining('checked 2 media files present'),
    });
    await media.delete('avatar1.jpg');
    const lacking = await restoreInto();
    expect(lacking.ok).toBe(false);
    expect(lacking.out).toContain('media/avatar1.jpg is missing or not whole');
  }, 90_000);
});
