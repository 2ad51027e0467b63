import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { acquireLockFile } from './lockFile';
import { enablePreparedStatements } from './prepared';

// Read `date` columns as their `YYYY-MM-DD` text: the default parser makes a Date at local
// midnight, which shifts the day in any time zone west of UTC.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool, for its figures (ADR 0119); none on PGlite (one connection). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** Where to find the data: a PGlite directory, or a PostgreSQL URL. */
export type DatabaseTarget = { pgliteDir: string } | { databaseUrl: string };

/**
 * Opens PGlite in a directory. Always with the same extensions: opening an existing
 * directory without them breaks inserts into tables indexed with them.
 */
export async function openPglite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir, {
    extensions: { citext, pg_trgm },
    // A dump (`dumpDataDir`) to start from: a backup's restore (ADR 0122).
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await pglite.waitReady;
  await pglite.exec(
    'CREATE EXTENSION IF NOT EXISTS citext; CREATE EXTENSION IF NOT EXISTS pg_trgm;',
  );
  return pglite;
}

const { serialize } = protocol;
type Serialized = Uint8Array;

/**
 * node-postgres' connection to PGlite, like `createPgConfig(pglite).connection` but sending
 * one extended-protocol query (bind, describe, execute … sync) as ONE call into PGlite
 * instead of one call per message: every call runs PGlite's main loop, its flush and a
 * file-system sync, and hands back its own message list. Messages that need an answer
 * before the next one (simple query, sync, flush) send what is queued.
 */
class BatchingPgliteConnection extends EventEmitter {
  _connecting = false;
  readonly stream = { destroy: () => this.end() };
  parsedStatements = {};
  submittedNamedStatements = {};
  readonly #pglite: PGlite;
  #emitMessages = false;
  #chain: Promise<unknown>;
  #queued: Serialized[] = [];

  constructor(pglite: PGlite) {
    super();
    this.#pglite = pglite;
    this.#chain = pglite.waitReady;
    this.on('newListener', (event) => {
      if (event === 'message') this.#emitMessages = true;
    });
  }

  async connect(): Promise<void> {
    this._connecting = true;
    await this.#pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }
  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}
  sendSASLInitialResponseMessage(mechanism: string, initial: string): void {
    this.#send(serialize.sendSASLInitialResponseMessage(mechanism, initial));
  }
  sendSCRAMClientFinalMessage(data: string): void {
    this.#send(serialize.sendSCRAMClientFinalMessage(data));
  }
  query(text: string): void {
    this.#send(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]): void {
    this.#queued.push(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]): void {
    this.#queued.push(serialize.bind(config));
  }
  execute(config: Parameters<typeof serialize.execute>[0]): void {
    this.#queued.push(serialize.execute(config));
  }
  describe(msg: Parameters<typeof serialize.describe>[0]): void {
    this.#queued.push(serialize.describe(msg));
  }
  close(msg: Parameters<typeof serialize.close>[0]): void {
    this.#queued.push(serialize.close(msg));
  }
  flush(): void {
    this.#send(serialize.flush());
  }
  sync(): void {
    this.#send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Parameters<typeof serialize.copyData>[0]): void {
    this.#send(serialize.copyData(chunk));
  }
  endCopyFrom(): void {
    this.#send(serialize.copyDone());
  }
  sendCopyFail(message: string): void {
    this.#send(serialize.copyFail(message));
  }
  end(): void {
    this.#chain = this.#chain.then(() => this.emit('end'));
    for (const event of this.eventNames()) {
      if (event !== 'newListener') this.removeAllListeners(event);
    }
    this.#emitMessages = false;
  }

  #send(last: Serialized): void {
    const parts = [...this.#queued, last];
    this.#queued = [];
    const bytes = parts.length === 1 ? last : concat(parts);
    this.#chain = this.#chain
      .then(() => this.#pglite.execProtocolStream(bytes, { throwOnError: false }))
      .then((messages) => {
        for (const message of messages) {
          if (this.#emitMessages) this.emit('message', message);
          this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
        }
      })
      .catch((err) => this.emit('error', err));
  }
}

function concat(parts: Serialized[]): Serialized {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Kysely over an open PGlite, through node-postgres like PostgreSQL. PGlite has one
 * connection: a query on the outer db awaited inside a transaction would wait forever; the
 * timeout makes that mistake fail loudly instead. Destroying it leaves PGlite open.
 */
export function kyselyOnPglite(pglite: PGlite): Kysely<Database> {
  const pool = new pg.Pool({
    ...createPgConfig(pglite),
    // `pg` takes a ready-made connection (undocumented in its types).
    ...({ connection: new BatchingPgliteConnection(pglite) } as object),
    max: 1,
    connectionTimeoutMillis: 15_000,
  });
  enablePreparedStatements(pool);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Session settings of every PostgreSQL connection (sent at connection start). */
const POSTGRES_SESSION_OPTIONS = '-c jit=off';

/**
 * Opens the database. Both engines go through Kysely's PostgresDialect over a `pg` Pool so
 * result types are identical (int8 and count(*) arrive as strings on both).
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 10_000,
      // No JIT compilation (ADR 0063): PostgreSQL compiles a statement whose estimated cost
      // passes `jit_above_cost`, and a batched page statement (a walk per caller, priced for
      // ten callers) passes it while running in a few milliseconds: compiling took 90 ms.
      // An `options` parameter in DATABASE_URL takes precedence over this one.
      options: POSTGRES_SESSION_OPTIONS,
    });
    // An idle connection that the server ends (a restart, or a test dropping its database
    // right after closing the app, while the pool is still ending its connections) is
    // reported on the pool; without a listener that error would end the process. The pool
    // has already dropped that connection, and queries on it fail on their own.
    pool.on('error', () => {});
    // Before the first connection: a client is set up for named statements when it connects,
    // and the one opened below stays in the pool for later queries (before this order, one of
    // the pool's connections sent every statement unnamed, planned on each call).
    enablePreparedStatements(pool);
    // Fail early with a clear error when the server is unreachable.
    const client = await pool.connect();
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS citext');
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    } finally {
      client.release();
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', pool, close: () => db.destroy() };
  }

  mkdirSync(target.pgliteDir, { recursive: true });
  const release = await acquireLockFile(target.pgliteDir);
  try {
    const pglite = await openPglite(path.join(target.pgliteDir, 'pgdata'));
    const db = kyselyOnPglite(pglite);
    return {
      db,
      engine: 'pglite',
      async close() {
        try {
          await db.destroy();
          await pglite.close();
        } finally {
          await release();
        }
      },
    };
  } catch (err) {
    await release();
    throw err;
  }
}
