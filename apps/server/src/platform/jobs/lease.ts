import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { pidRuns } from '../db/lockFile';

/**
 * Process leases (ADR 0024): every running server or worker process keeps one row in
 * `process_leases` alive. Work a process starts (a media job, an upload being stored) names
 * its lease; work whose lease lapsed belongs to a dead process and may be taken over or
 * cleaned up by any other process. All times are the database's clock.
 */

/** A lease lives this long past its last renewal. */
export const LEASE_SECONDS = 20;
/** Renewed this often: a live process misses several renewals before its lease lapses. */
export const LEASE_RENEW_MS = 4_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's lease (ADR 0024). */
    lease: ProcessLease;
  }
}

/** The lease of one process. */
export interface ProcessLease {
  readonly id: string;
  /** Stops renewing and ends the lease (its work is then taken over at once). */
  stop(): Promise<void>;
}

/**
 * The id of the machine a data directory belongs to (made once, kept in `DATA_DIR`).
 * Processes sharing a data directory share a machine, so one can tell whether another's
 * pid still runs (the same rule as scratch files, ADR 0013).
 */
export async function machineId(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'machine-id');
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomUUID(), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return (await readFile(file, 'utf8')).trim();
}

/**
 * Ends the leases of this machine's processes that no longer run (a `kill -9`, a crash),
 * so their work is taken over now instead of when the lease would lapse; and forgets
 * leases that lapsed long ago. With `everyoneElse` (one process owns the database:
 * PGlite) every other lease ends.
 */
export async function endDeadLeases(
  db: Kysely<Database>,
  self: { id: string; machine: string },
  everyoneElse = false,
): Promise<number> {
  const local = await db
    .selectFrom('process_leases')
    .select(['id', 'pid'])
    .where('id', '!=', self.id)
    .$if(!everyoneElse, (q) => q.where('machine', '=', self.machine))
    .execute();
  const dead = local
    .filter((l) => everyoneElse || l.pid === process.pid || !pidRuns(l.pid))
    .map((l) => l.id);
  let ended = 0;
  if (dead.length > 0) {
    const rows = await db
      .deleteFrom('process_leases')
      .where('id', 'in', dead)
      .returning('id')
      .execute();
    ended = rows.length;
  }
  await db
    .deleteFrom('process_leases')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  return ended;
}

/** SQL: the lease `leaseId` is alive. */
export function leaseAlive(leaseId: unknown) {
  return sql<boolean>`EXISTS (SELECT 1 FROM process_leases l WHERE l.id = ${leaseId} AND l.expires_at > now())`;
}

async function renew(db: Kysely<Database>, id: string, machine: string): Promise<void> {
  await sql`
    INSERT INTO process_leases (id, machine, pid, expires_at)
    VALUES (${id}, ${machine}, ${process.pid}, now() + make_interval(secs => ${LEASE_SECONDS}))
    ON CONFLICT (id) DO UPDATE SET expires_at = EXCLUDED.expires_at
  `.execute(db);
}

/**
 * Takes a lease for this process and renews it on a timer that never keeps the process
 * alive. Ends dead processes' leases first (`exclusive`: all others).
 */
export async function startProcessLease(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  options: { dataDir: string; exclusive: boolean },
): Promise<ProcessLease> {
  const id = randomUUID();
  const machine = await machineId(options.dataDir);
  await renew(db, id, machine);
  const ended = await endDeadLeases(db, { id, machine }, options.exclusive);
  if (ended > 0) log.info({ leases: ended }, 'leases of stopped processes ended');
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= renew(db, id, machine)
      .then(() => endDeadLeases(db, { id, machine }))
      .then(() => {})
      .catch((err: unknown) => log.warn({ err }, 'process lease not renewed'))
      .finally(() => {
        running = null;
      });
  }, LEASE_RENEW_MS);
  timer.unref();
  return {
    id,
    async stop() {
      clearInterval(timer);
      await running;
      await db
        .deleteFrom('process_leases')
        .where('id', '=', id)
        .execute()
        .catch(() => {});
    },
  };
}

/**
 * `app.lease`: this server process's lease. Register after the database plugin and
 * before the plugins whose work names it (leftovers, media jobs).
 */
export const leasePlugin = fp(
  async (app: FastifyInstance) => {
    const lease = await startProcessLease(app.db, app.log, {
      dataDir: app.config.dataDir,
      // PGlite: this process is the only one on the database.
      exclusive: !app.config.databaseUrl,
    });
    app.decorate('lease', lease);
    app.addHook('onClose', async () => lease.stop());
  },
  { name: 'flick-lease', dependencies: ['flick-db'] },
);
