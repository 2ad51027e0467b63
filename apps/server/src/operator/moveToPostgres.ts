/**
 * `pnpm flick migrate --to postgres://…` (ADR 0121): moves an embedded install (its PGlite
 * rows) into an empty PostgreSQL database. The target is migrated by the same migrations,
 * every table is copied in one transaction in foreign-key order, in batches, with the user
 * triggers of the target held off (the rows already carry what they would compute), the
 * sequences are set to the source's values, and each table's row count and checksum are then
 * computed on both sides by the same query.
 */
import { createReadStream, existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { openDatabase } from '../platform/db/connect';
import { migrateToLatest } from '../platform/db/migrate';
import { JOBS_SCHEMA } from '../platform/jobs/queue';
import { contentTypeOf, isMediaName, type MediaStorage } from '../platform/media/storage';

// biome-ignore lint/suspicious/noExplicitAny: the copy reads the catalogue, not the app's schema
type AnyDb = Kysely<any>;

/** Thrown for a refusal the operator can act on (a non-empty target, a bad address). */
export class CommandRefusedError extends Error {}

/** The usage line of the command; the CLI prints it with the others. */
export const MIGRATE_USAGE =
  'pnpm flick migrate --to postgres://…       move this DATA_DIR into an empty PostgreSQL';

/** Kysely's own bookkeeping: written on the target by running the migrations. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];
/** pg-boss's schema version: written on the target by starting pg-boss there. */
const SKIPPED_JOB_TABLES = ['version'];
/** Rows copied per statement. */
export const COPY_BATCH_ROWS = 500;

/** One table's outcome: rows and checksum on each side. */
export interface TableResult {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
  ok: boolean;
}

/** What the move did. */
export interface MoveResult {
  tables: TableResult[];
  sequences: number;
  /** Media files copied to the configured bucket (0 when media stay in DATA_DIR). */
  mediaCopied: number;
  ok: boolean;
}

/** A table as the copy sees it. */
interface TableInfo {
  schema: string;
  name: string;
  /** `"schema"."name"`, quoted. */
  qualified: string;
  /** Stored (not generated) columns, sorted by name. */
  columns: string[];
  /** The primary key's columns with their types, in key order. */
  key: { column: string; type: string }[];
  hasUserTriggers: boolean;
}

const quote = (id: string) => `"${id.replaceAll('"', '""')}"`;

/** Session settings that make a row's text the same on both sides. */
async function sameText(db: AnyDb): Promise<void> {
  await sql`SET TimeZone = 'UTC'`.execute(db);
  await sql`SET DateStyle = 'ISO, MDY'`.execute(db);
  await sql`SET IntervalStyle = 'postgres'`.execute(db);
  await sql`SET extra_float_digits = 1`.execute(db);
}

/** The ordinary and partitioned tables (not partitions) of the app's schemas, with their shape. */
async function listTables(db: AnyDb): Promise<TableInfo[]> {
  const { rows } = await sql<{
    schema: string;
    name: string;
    columns: string[];
    key: string[] | null;
    key_types: string[] | null;
    triggers: string;
  }>`
    SELECT n.nspname AS schema, c.relname AS name,
      ARRAY(SELECT a.attname::text FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
            ORDER BY a.attname COLLATE "C") AS columns,
      (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM pg_constraint p
         CROSS JOIN unnest(p.conkey) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
       WHERE p.conrelid = c.oid AND p.contype = 'p') AS key,
      (SELECT array_agg(format_type(a.atttypid, a.atttypmod) ORDER BY k.ord) FROM pg_constraint p
         CROSS JOIN unnest(p.conkey) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
       WHERE p.conrelid = c.oid AND p.contype = 'p') AS key_types,
      (SELECT count(*) FROM pg_trigger t WHERE t.tgrelid = c.oid AND NOT t.tgisinternal)::text AS triggers
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND n.nspname IN ('public', ${JOBS_SCHEMA})
    ORDER BY n.nspname, c.relname
  `.execute(db);
  return rows
    .filter((r) =>
      r.schema === 'public'
        ? !MIGRATION_TABLES.includes(r.name)
        : !SKIPPED_JOB_TABLES.includes(r.name),
    )
    .map((r) => ({
      schema: r.schema,
      name: r.name,
      qualified: `${quote(r.schema)}.${quote(r.name)}`,
      columns: r.columns,
      key: (r.key ?? []).map((column, i) => ({ column, type: r.key_types?.[i] ?? 'text' })),
      hasUserTriggers: r.triggers !== '0',
    }));
}

/** `schema.table` as the results name it (`public.` left off). */
function label(table: Pick<TableInfo, 'schema' | 'name'>): string {
  return table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;
}

/**
 * The tables in an order where every table comes after the tables its foreign keys point to
 * (a partition's keys count for its partitioned table; a table's keys to itself do not).
 */
async function inDependencyOrder(db: AnyDb, tables: TableInfo[]): Promise<TableInfo[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    SELECT cn.nspname || '.' || cc.relname AS child, pn.nspname || '.' || pc.relname AS parent
    FROM pg_constraint f
    JOIN pg_class cc ON cc.oid = coalesce(pg_partition_root(f.conrelid), f.conrelid)
    JOIN pg_namespace cn ON cn.oid = cc.relnamespace
    JOIN pg_class pc ON pc.oid = coalesce(pg_partition_root(f.confrelid), f.confrelid)
    JOIN pg_namespace pn ON pn.oid = pc.relnamespace
    WHERE f.contype = 'f'
  `.execute(db);
  const byName = new Map(tables.map((t) => [`${t.schema}.${t.name}`, t]));
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of rows) {
    if (child === parent || !byName.has(child) || !byName.has(parent)) continue;
    parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`Foreign keys form a cycle through ${name}.`);
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push(byName.get(name) as TableInfo);
  };
  for (const name of byName.keys()) visit(name);
  return ordered;
}

/**
 * A table's row count and checksum: the md5 of its rows' md5s in order, each row being its
 * columns by name (so column order on disk does not matter). The same query on both sides.
 */
export async function tableChecksum(
  db: AnyDb,
  table: Pick<TableInfo, 'qualified' | 'columns'>,
): Promise<{ rows: number; checksum: string }> {
  const row = table.columns.map((c) => `t.${quote(c)}`).join(', ');
  const { rows } = await sql<{ n: string; sum: string }>`
    SELECT count(*)::text AS n,
      md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS sum
    FROM (SELECT md5(ROW(${sql.raw(row)})::text) AS h FROM ${sql.raw(table.qualified)} t) s
  `.execute(db);
  const first = rows[0] as { n: string; sum: string };
  return { rows: Number(first.n), checksum: first.sum };
}

/** The tables of `db` that hold rows, as `schema.table (n rows)`; none on an empty database. */
export async function tablesWithRows(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ schema: string; name: string }>`
    SELECT n.nspname AS schema, c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
      AND n.nspname NOT LIKE 'pg\\_%'
    ORDER BY 1, 2
  `.execute(db);
  const full: string[] = [];
  for (const r of rows) {
    if (r.schema === 'public' && MIGRATION_TABLES.includes(r.name)) continue;
    const { rows: any } =
      await sql`SELECT 1 FROM ${sql.raw(`${quote(r.schema)}.${quote(r.name)}`)} LIMIT 1`.execute(
        db,
      );
    if (any.length > 0) full.push(label(r));
  }
  return full;
}

/**
 * The refusal of a target that is not empty: `rows` when some tables hold rows (a move),
 * `tables` when tables exist at all (a restore, which makes them).
 */
export function notEmptyMessage(tables: string[], what: 'rows' | 'tables' = 'rows'): string {
  const shown = tables.slice(0, 5).join(', ');
  const more = tables.length > 5 ? ` and ${tables.length - 5} more` : '';
  const into =
    what === 'rows'
      ? 'Migrate into an empty database: create a new one (CREATE DATABASE …) and pass its address.'
      : 'Restore into an empty database: create a new one (CREATE DATABASE …) and set DATABASE_URL to it.';
  return `The target database is not empty (${what === 'rows' ? 'rows in' : 'tables'} ${shown}${more}). ${into}`;
}

/**
 * Copies one table's rows, `COPY_BATCH_ROWS` at a time in primary key order (a table without
 * a primary key, none today, in one statement).
 */
async function copyTable(source: AnyDb, target: AnyDb, table: TableInfo): Promise<void> {
  const cols = table.columns.map(quote).join(', ');
  const key = table.key.map((k) => quote(k.column)).join(', ');
  const keyText = table.key.map((k) => `t.${quote(k.column)}::text`).join(', ');
  let after: string[] | null = null;
  for (;;) {
    const where: RawBuilder<unknown> = after
      ? sql`WHERE (${sql.raw(key)}) > (${sql.join(
          after.map((v, i) => sql`${v}::${sql.raw((table.key[i] as { type: string }).type)}`),
        )})`
      : sql``;
    const { rows }: { rows: { j: string; k: string[] }[] } = await sql<{ j: string; k: string[] }>`
      SELECT to_json(t)::text AS j, ARRAY[${sql.raw(keyText || "''")}] AS k
      FROM (SELECT ${sql.raw(cols)} FROM ${sql.raw(table.qualified)} ${where}
            ${table.key.length > 0 ? sql`ORDER BY ${sql.raw(key)} LIMIT ${COPY_BATCH_ROWS}` : sql``}) t
    `.execute(source);
    if (rows.length === 0) return;
    await sql`
      INSERT INTO ${sql.raw(table.qualified)} (${sql.raw(cols)}) OVERRIDING SYSTEM VALUE
      SELECT ${sql.raw(cols)} FROM json_populate_recordset(NULL::${sql.raw(table.qualified)}, ${`[${rows.map((r) => r.j).join(',')}]`}::json)
    `.execute(target);
    if (table.key.length === 0 || rows.length < COPY_BATCH_ROWS) return;
    after = (rows[rows.length - 1] as { k: string[] }).k;
  }
}

/** Sets every sequence of the target's app schema to where the source's stands. */
async function copySequences(source: AnyDb, target: AnyDb): Promise<number> {
  const { rows } = await sql<{ name: string }>`
    SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name
    FROM pg_sequences WHERE schemaname IN ('public', ${JOBS_SCHEMA})
  `.execute(source);
  for (const { name } of rows) {
    const { rows: at } = await sql<{ last_value: string; is_called: boolean }>`
      SELECT last_value::text, is_called FROM ${sql.raw(name)}
    `.execute(source);
    const now = at[0] as { last_value: string; is_called: boolean };
    await sql`SELECT setval(${name}::regclass, ${now.last_value}::bigint, ${now.is_called})`.execute(
      target,
    );
  }
  return rows.length;
}

/**
 * Makes pg-boss's schema on the target with pg-boss's own DDL (the plan its first start would
 * run), then the source's queues, each with its partition of the job table, so that the jobs
 * can be copied into it.
 */
async function prepareJobSchema(source: AnyDb, targetUrl: string, target: AnyDb): Promise<void> {
  const { rows: present } = await sql`
    SELECT 1 FROM pg_namespace WHERE nspname = ${JOBS_SCHEMA}
  `.execute(source);
  if (present.length === 0) return;
  // Several statements in one text: the simple protocol of a plain client.
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  try {
    await client.query(PgBoss.getConstructionPlans(JOBS_SCHEMA));
  } finally {
    await client.end();
  }
  const { rows: queues } = await sql<{ name: string; options: string }>`
    SELECT name, json_build_object('policy', policy, 'retryLimit', retry_limit,
      'retryDelay', retry_delay, 'retryBackoff', retry_backoff,
      'expireInSeconds', expire_seconds, 'retentionMinutes', retention_minutes,
      'deadLetter', dead_letter)::text AS options
    FROM ${sql.raw(`${JOBS_SCHEMA}.queue`)} ORDER BY dead_letter IS NOT NULL, name
  `.execute(source);
  for (const q of queues) {
    await sql`SELECT ${sql.raw(`${JOBS_SCHEMA}.create_queue`)}(${q.name}, ${q.options}::json)`.execute(
      target,
    );
  }
}

/** Copies every media file of `DATA_DIR/media` and `DATA_DIR/originals` to the bucket. */
async function copyMedia(
  dataDir: string,
  buckets: { media: MediaStorage; originals: MediaStorage },
): Promise<number> {
  let copied = 0;
  for (const [folder, storage] of [
    ['media', buckets.media],
    ['originals', buckets.originals],
  ] as const) {
    const dir = path.join(dataDir, folder);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.sort()) {
      if (!isMediaName(name)) continue;
      const file = path.join(dir, name);
      await storage.put(name, createReadStream(file), contentTypeOf(name));
      copied += 1;
    }
  }
  return copied;
}

/** Refuses a DATA_DIR without an embedded database (opening it would make an empty one). */
export function assertEmbeddedDatabase(dataDir: string): void {
  if (!existsSync(path.join(dataDir, 'pgdata'))) {
    throw new CommandRefusedError(
      `${dataDir} holds no embedded database (no pgdata folder): set DATA_DIR to the install's data directory.`,
    );
  }
}

/**
 * Makes the target's schema (the migrations, pg-boss's) and copies every table into it in one
 * transaction; answers the tables in the order copied and the sequences set.
 */
async function copyAll(
  source: AnyDb,
  target: AnyDb,
  targetUrl: string,
): Promise<{ tables: TableInfo[]; sequences: number }> {
  await migrateToLatest(source);
  await migrateToLatest(target);
  await prepareJobSchema(source, targetUrl, target);
  const tables = await inDependencyOrder(source, await listTables(source));
  const targetTables = new Map((await listTables(target)).map((t) => [t.qualified, t] as const));
  for (const table of tables) {
    const there = targetTables.get(table.qualified);
    if (!there || there.columns.join() !== table.columns.join()) {
      throw new Error(
        `The target's table ${label(table)} differs from the source's after the same migrations. Start this version's server once on DATA_DIR (it brings the job queue's tables up to date) and stop it first.`,
      );
    }
  }
  let sequences = 0;
  await target.transaction().execute(async (trx) => {
    // Rows the migrations wrote (a one-row clock) give way to the source's.
    for (const table of [...tables].reverse()) {
      await sql`DELETE FROM ${sql.raw(table.qualified)}`.execute(trx);
    }
    for (const table of tables) {
      if (table.hasUserTriggers) {
        await sql`ALTER TABLE ${sql.raw(table.qualified)} DISABLE TRIGGER USER`.execute(trx);
      }
      await copyTable(source, trx, table);
      if (table.hasUserTriggers) {
        await sql`ALTER TABLE ${sql.raw(table.qualified)} ENABLE TRIGGER USER`.execute(trx);
      }
    }
    sequences = await copySequences(source, trx);
  });
  return { tables, sequences };
}

/** What `moveToPostgres` takes. */
export interface MoveOptions {
  /** The embedded install's DATA_DIR (its PGlite files and, locally, its media). */
  dataDir: string;
  /** The empty PostgreSQL database. */
  targetUrl: string;
  /** The bucket the install is moving its media to; without it media stay in DATA_DIR. */
  buckets?: { media: MediaStorage; originals: MediaStorage };
}

/**
 * Moves `dataDir`'s database into `targetUrl` and checks it. Refuses (CommandRefusedError) a
 * target with rows; throws DataDirLockedError while a server holds the data directory.
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveResult> {
  if (!/^postgres(ql)?:\/\//.test(options.targetUrl)) {
    throw new CommandRefusedError(
      `--to takes a PostgreSQL address (postgres://user:password@host:5432/database), not "${options.targetUrl}".`,
    );
  }
  assertEmbeddedDatabase(options.dataDir);
  const source = await openDatabase({ pgliteDir: options.dataDir });
  try {
    const target = await openDatabase({ databaseUrl: options.targetUrl });
    try {
      const full = await tablesWithRows(target.db);
      if (full.length > 0) throw new CommandRefusedError(notEmptyMessage(full));
      let copied: { tables: TableInfo[]; sequences: number };
      try {
        copied = await copyAll(source.db, target.db, options.targetUrl);
      } catch (err) {
        // The rows were copied in one transaction, rolled back; the schema stays behind.
        throw new Error(
          `${err instanceof Error ? err.message : String(err)}\nNo rows were copied, but the target now holds the schema: drop it and run the command again on a new empty database.`,
          { cause: err },
        );
      }
      const { tables, sequences } = copied;
      const mediaCopied = options.buckets ? await copyMedia(options.dataDir, options.buckets) : 0;
      const results = await verifyTables(source.db, target.db, tables);
      return { tables: results, sequences, mediaCopied, ok: results.every((r) => r.ok) };
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

/**
 * Counts and checksums of `tables` on both sides, each side on one connection (the session
 * settings that make a row's text the same hold for that connection only).
 */
async function verifyTables(
  source: AnyDb,
  target: AnyDb,
  tables: TableInfo[],
): Promise<TableResult[]> {
  return source.connection().execute((from) =>
    target.connection().execute(async (to) => {
      await sameText(from);
      await sameText(to);
      const results: TableResult[] = [];
      for (const table of tables) {
        const a = await tableChecksum(from, table);
        const b = await tableChecksum(to, table);
        results.push({
          table: label(table),
          sourceRows: a.rows,
          targetRows: b.rows,
          sourceChecksum: a.checksum,
          targetChecksum: b.checksum,
          ok: a.rows === b.rows && a.checksum === b.checksum,
        });
      }
      return results;
    }),
  );
}

/**
 * Checks an earlier move again: every table's count and checksum in `dataDir` against
 * `targetUrl` (nothing is written).
 */
export async function verifyMove(dataDir: string, targetUrl: string): Promise<TableResult[]> {
  const source = await openDatabase({ pgliteDir: dataDir });
  try {
    const target = await openDatabase({ databaseUrl: targetUrl });
    try {
      const tables = await inDependencyOrder(source.db, await listTables(source.db));
      return await verifyTables(source.db, target.db, tables);
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

/** One table's count and checksum, as a backup's manifest keeps them. */
export interface TableSummary {
  table: string;
  rows: number;
  checksum: string;
}

/** Every app table's row count and checksum (the same forms as the move's verification). */
export async function tableSummaries(db: AnyDb): Promise<TableSummary[]> {
  return db.connection().execute(async (conn) => {
    await sameText(conn);
    const out: TableSummary[] = [];
    for (const table of await listTables(conn)) {
      out.push({ table: label(table), ...(await tableChecksum(conn, table)) });
    }
    return out;
  });
}

/** The results as the command prints them: one row per table, then the verdict. */
export function formatMoveResult(result: MoveResult): string {
  const width = Math.max(5, ...result.tables.map((t) => t.table.length));
  const lines = [
    `${'table'.padEnd(width)}  ${'source'.padStart(7)}  ${'target'.padStart(7)}  checksum`,
    ...result.tables.map(
      (t) =>
        `${t.table.padEnd(width)}  ${String(t.sourceRows).padStart(7)}  ${String(t.targetRows).padStart(7)}  ${
          t.ok
            ? `ok ${t.sourceChecksum.slice(0, 12)}`
            : `MISMATCH ${t.sourceChecksum.slice(0, 12)} ≠ ${t.targetChecksum.slice(0, 12)}`
        }`,
    ),
  ];
  const bad = result.tables.filter((t) => !t.ok).length;
  lines.push(
    '',
    result.ok
      ? `${result.tables.length} tables copied and verified, ${result.sequences} sequences set, ${result.mediaCopied} media files copied to the bucket.`
      : `${bad} of ${result.tables.length} tables differ: do not switch to the target. Drop it and run the command again on a new empty database.`,
  );
  return lines.join('\n');
}
