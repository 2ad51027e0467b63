/**
 * `pnpm flick backup <dir>` / `pnpm flick restore <dir>` (ADR 0122): the database (a
 * `pg_dump` in custom format on PostgreSQL, PGlite's own dump of its data directory on the
 * embedded database), the media (local files copied; bucket objects listed with size and ETag)
 * and a manifest of both, with each table's row count and checksum. A restore goes only into
 * an empty database, then checks every table against the manifest and every video's media
 * as present.
 */
import { execFile } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import pg from 'pg';
import { kyselyOnPglite, openDatabase, openPglite } from '../platform/db/connect';
import { acquireLockFile } from '../platform/db/lockFile';
import { createS3Client, type S3MediaOptions } from '../platform/media/s3Storage';
import { isMediaName, type MediaStorage, mediaNameFromUrl } from '../platform/media/storage';
import {
  assertEmbeddedDatabase,
  CommandRefusedError,
  notEmptyMessage,
  type TableSummary,
  tableSummaries,
} from './moveToPostgres';

const execFileAsync = promisify(execFile);

/** Runs one of PostgreSQL's client programs; says how to get it when it is missing. */
async function run(program: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await execFileAsync(program, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new CommandRefusedError(
        `${program} is not installed. Install PostgreSQL's client programs of the server's major version or newer (Debian: apt-get install postgresql-client).`,
      );
    }
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`${program} failed${stderr ? `: ${stderr}` : ''}`, { cause: err });
  }
}

/** The usage lines of the commands; the CLI prints them with the others. */
export const BACKUP_USAGE = `pnpm flick backup <folder>                 the database and media into a new folder
  pnpm flick restore <folder>                a backup into an empty database, then checked`;

/** The manifest's file name in a backup folder. */
export const MANIFEST_FILE = 'manifest.json';
/** The database dump's file name, by engine. */
export const DUMP_FILES = {
  postgres: 'database.pgdump',
  pglite: 'database.pglite.tar.gz',
} as const;

/** The two media stores: what the server serves, and the private originals beside it. */
export type MediaStore = 'media' | 'originals';
const STORES: readonly MediaStore[] = ['media', 'originals'];

/** One media file as the backup found it. */
export interface MediaEntry {
  store: MediaStore;
  name: string;
  size: number;
  /** The bucket's ETag (bucket storage only). */
  etag?: string;
}

/** What a backup folder holds (`manifest.json`). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  engine: 'postgres' | 'pglite';
  database: string;
  /** `local`: the files are in the folder, under `media/` and `originals/`. */
  storage: 'local' | 's3';
  tables: TableSummary[];
  media: MediaEntry[];
}

/** Where the install keeps its data: the same settings the server reads. */
export interface InstallPlaces {
  dataDir: string;
  databaseUrl?: string;
  /** The bucket, when media live in one (with the stores built on it). */
  s3?: { options: S3MediaOptions; media: MediaStorage; originals: MediaStorage };
}

/** A backup's or restore's outcome as the command prints it. */
export interface BackupOutcome {
  out: string;
  ok: boolean;
}

function target(places: InstallPlaces) {
  return places.databaseUrl ? { databaseUrl: places.databaseUrl } : { pgliteDir: places.dataDir };
}

/** The files of `dir` that are media, with their sizes. */
async function localFiles(dir: string): Promise<{ name: string; size: number }[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter(isMediaName).sort();
  return Promise.all(
    names.map(async (name) => ({ name, size: (await stat(path.join(dir, name))).size })),
  );
}

/** Every object of the bucket's two stores, with size and ETag. */
async function bucketObjects(options: S3MediaOptions): Promise<MediaEntry[]> {
  const client = createS3Client(options);
  const prefix = options.prefix ?? '';
  const entries: MediaEntry[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: options.bucket,
          Prefix: prefix,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = (object.Key ?? '').slice(prefix.length);
        const [store, name] = key.startsWith('originals/')
          ? (['originals', key.slice('originals/'.length)] as const)
          : (['media', key] as const);
        if (!isMediaName(name)) continue; // unfinished uploads (`resumable/`) and strangers
        entries.push({
          store,
          name,
          size: object.Size ?? 0,
          ...(object.ETag ? { etag: object.ETag } : {}),
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return entries;
}

/**
 * Backs the install up into `dir` (created; it must hold no earlier backup). On the
 * embedded database the server must be stopped (the data directory's lock).
 */
export async function backup(places: InstallPlaces, dir: string): Promise<BackupOutcome> {
  if (existsSync(path.join(dir, MANIFEST_FILE))) {
    throw new CommandRefusedError(`${dir} already holds a backup; choose a new folder.`);
  }
  await mkdir(dir, { recursive: true });
  const engine = places.databaseUrl ? 'postgres' : 'pglite';
  const database = DUMP_FILES[engine];
  let tables: TableSummary[];
  if (places.databaseUrl) {
    const { databaseUrl } = places;
    const handle = await openDatabase({ databaseUrl });
    try {
      // A running deployment keeps writing (leases, sessions, jobs): the manifest's counts and
      // the dump are of one snapshot, exported by this transaction and taken up by pg_dump.
      tables = await handle.db.connection().execute(async (conn) => {
        await sql`BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY`.execute(conn);
        try {
          const { rows } = await sql<{
            snapshot: string;
          }>`SELECT pg_export_snapshot() AS snapshot`.execute(conn);
          const summaries = await tableSummaries(conn);
          await run('pg_dump', [
            '--format=custom',
            `--snapshot=${rows[0]?.snapshot}`,
            `--file=${path.join(dir, database)}`,
            `--dbname=${databaseUrl}`,
          ]);
          return summaries;
        } finally {
          await sql`COMMIT`.execute(conn);
        }
      });
    } finally {
      await handle.close();
    }
  } else {
    assertEmbeddedDatabase(places.dataDir);
    // One lock for both: the counts are of the very files dumped.
    const release = await acquireLockFile(places.dataDir);
    try {
      const pglite = await openPglite(path.join(places.dataDir, 'pgdata'));
      try {
        const db = kyselyOnPglite(pglite);
        try {
          tables = await tableSummaries(db);
        } finally {
          await db.destroy();
        }
        const dump = await pglite.dumpDataDir('gzip');
        await writeFile(path.join(dir, database), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await pglite.close();
      }
    } finally {
      await release();
    }
  }
  const media: MediaEntry[] = [];
  if (places.s3) {
    media.push(...(await bucketObjects(places.s3.options)));
  } else {
    for (const store of STORES) {
      const from = path.join(places.dataDir, store);
      const files = await localFiles(from);
      if (files.length > 0) await mkdir(path.join(dir, store), { recursive: true });
      for (const file of files) {
        await copyFile(path.join(from, file.name), path.join(dir, store, file.name));
        media.push({ store, ...file });
      }
    }
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    engine,
    database,
    storage: places.s3 ? 's3' : 'local',
    tables,
    media,
  };
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const rows = tables.reduce((n, t) => n + t.rows, 0);
  return {
    out: `Backed up ${tables.length} tables (${rows} rows) and ${media.length} media files (${
      places.s3 ? 'listed in the bucket' : 'copied'
    }) into ${dir}.`,
    ok: true,
  };
}

/** The tables (outside PostgreSQL's own schemas) that exist in the database at `url`. */
async function existingTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string }>(`
      SELECT n.nspname || '.' || c.relname AS t
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      ORDER BY 1`);
    return rows.map((r) => r.t.replace(/^public\./, ''));
  } finally {
    await client.end();
  }
}

/**
 * Restores the backup in `dir` into the install's database, which must be empty (a new
 * PostgreSQL database, or a DATA_DIR without a database), and its media; then checks every
 * table against the manifest and every media file the videos and people name as present.
 */
export async function restore(places: InstallPlaces, dir: string): Promise<BackupOutcome> {
  const manifest = JSON.parse(
    await readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => {
      throw new CommandRefusedError(`${dir} holds no backup (no ${MANIFEST_FILE}).`);
    }),
  ) as BackupManifest;
  const engine = places.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new CommandRefusedError(
      `This backup is of the ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database; this install uses the ${
        engine === 'postgres' ? 'PostgreSQL' : 'embedded'
      } one. Restore it with the same kind of database (then pnpm flick migrate moves an embedded install to PostgreSQL).`,
    );
  }
  if ((manifest.storage === 's3') !== Boolean(places.s3)) {
    throw new CommandRefusedError(
      manifest.storage === 's3'
        ? 'This backup lists media in a bucket: set the S3_* settings of that bucket to restore it.'
        : 'This backup holds local media files: unset the S3_* settings to restore it.',
    );
  }
  if (places.databaseUrl) {
    const tables = await existingTables(places.databaseUrl);
    if (tables.length > 0) throw new CommandRefusedError(notEmptyMessage(tables, 'tables'));
    await run('pg_restore', [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${places.databaseUrl}`,
      path.join(dir, manifest.database),
    ]);
  } else {
    await mkdir(places.dataDir, { recursive: true });
    const release = await acquireLockFile(places.dataDir);
    try {
      const pgdata = path.join(places.dataDir, 'pgdata');
      if ((await readdir(pgdata).catch(() => [])).length > 0) {
        throw new CommandRefusedError(
          `The data directory already holds a database (${pgdata}). Restore into an empty DATA_DIR.`,
        );
      }
      const dump = new Blob([await readFile(path.join(dir, manifest.database))]);
      const pglite = await openPglite(pgdata, dump);
      await pglite.close();
    } finally {
      await release();
    }
  }
  if (manifest.storage === 'local') {
    for (const entry of manifest.media) {
      const to = path.join(places.dataDir, entry.store);
      await mkdir(to, { recursive: true });
      const there = await stat(path.join(to, entry.name)).catch(() => null);
      if (there?.size === entry.size) continue;
      // Never over another file of the same name: a name is one content.
      await copyFile(
        path.join(dir, entry.store, entry.name),
        path.join(to, entry.name),
        constants.COPYFILE_EXCL,
      );
    }
  }
  return checkRestored(places, manifest);
}

/** The media names the rows point to, by store. */
async function namedMedia(
  places: InstallPlaces,
): Promise<{ store: MediaStore; name: string; of: string }[]> {
  const handle = await openDatabase(target(places));
  try {
    const { rows: videos } = await sql<{
      id: string;
      video_file: string;
      thumb_url: string;
      thumb_url_compress: string;
      captions_file: string | null;
      source_file: string | null;
    }>`SELECT id, video_file, thumb_url, thumb_url_compress, captions_file, source_file FROM videos ORDER BY id`.execute(
      handle.db,
    );
    const { rows: people } = await sql<{ user_name: string; profile_picture: string }>`
      SELECT user_name, profile_picture FROM users WHERE profile_picture IS NOT NULL ORDER BY user_name
    `.execute(handle.db);
    const named: { store: MediaStore; name: string; of: string }[] = [];
    const add = (store: MediaStore, value: string | null, of: string) => {
      const name = value ? mediaNameFromUrl(value) : null;
      if (name) named.push({ store, name, of });
    };
    for (const v of videos) {
      for (const value of [v.video_file, v.thumb_url, v.thumb_url_compress, v.captions_file]) {
        add('media', value, `video ${v.id}`);
      }
      add('originals', v.source_file, `video ${v.id}`);
    }
    for (const p of people) add('media', p.profile_picture, `@${p.user_name}`);
    return named;
  } finally {
    await handle.close();
  }
}

/** After a restore: every table as the manifest says, every named file listed and present. */
async function checkRestored(
  places: InstallPlaces,
  manifest: BackupManifest,
): Promise<BackupOutcome> {
  const handle = await openDatabase(target(places));
  let now: TableSummary[];
  try {
    now = await tableSummaries(handle.db);
  } finally {
    await handle.close();
  }
  const problems: string[] = [];
  const byTable = new Map(now.map((t) => [t.table, t]));
  for (const t of manifest.tables) {
    const there = byTable.get(t.table);
    if (!there) problems.push(`table ${t.table} is missing`);
    else if (there.rows !== t.rows || there.checksum !== t.checksum) {
      problems.push(`table ${t.table}: ${there.rows} rows restored of ${t.rows}, or they differ`);
    }
  }
  const listed = new Map(manifest.media.map((m) => [`${m.store}/${m.name}`, m]));
  const stores = places.s3 ? { media: places.s3.media, originals: places.s3.originals } : null;
  let checked = 0;
  for (const entry of manifest.media) {
    const size = stores
      ? (await stores[entry.store].stat(entry.name))?.size
      : (await stat(path.join(places.dataDir, entry.store, entry.name)).catch(() => null))?.size;
    if (size !== entry.size) problems.push(`${entry.store}/${entry.name} is missing or not whole`);
    checked += 1;
  }
  for (const named of await namedMedia(places)) {
    if (!listed.has(`${named.store}/${named.name}`)) {
      problems.push(`${named.store}/${named.name} of ${named.of} is not in the backup`);
    }
  }
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  if (problems.length > 0) {
    return {
      out: [`Restored, with ${problems.length} problems:`, ...problems.map((p) => `  ${p}`)].join(
        '\n',
      ),
      ok: false,
    };
  }
  return {
    out: `Restored ${manifest.tables.length} tables (${rows} rows, each count and checksum as backed up) and checked ${checked} media files present.`,
    ok: true,
  };
}
