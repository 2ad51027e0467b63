import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, UNKNOWN_ID } from '../../../test/helpers';
import type { Database } from '../db/database';
import { endDeadLeases, machineId } from './lease';
import { JOBS_SCHEMA, MEDIA_QUEUE, sweepLostJobs } from './queue';

/** Above Linux's largest pid_max (2^22): no process ever has it. */
const DEAD_PID = 4_194_305;

// Jobs of a process that died (kill -9) are taken over when its lease ends, in seconds,
// and a job whose process still lives is never taken (ADR 0024).
describe('media jobs and process leases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * Runs a case in a transaction that is rolled back: the app's own sweeper and workers
   * (running beside the test) never see its jobs.
   */
  async function isolated(run: (db: Kysely<Database>) => Promise<void>): Promise<void> {
    const rollback = new Error('rollback');
    await t.db
      .transaction()
      .execute(async (trx) => {
        await run(trx);
        throw rollback;
      })
      .catch((err: unknown) => {
        if (err !== rollback) throw err;
      });
  }

  /** An active media job (as a worker holds it), claimed by `leaseId` unless null. */
  async function activeJob(
    db: Kysely<Database>,
    leaseId: string | null,
    options: { startedSecondsAgo?: number; lastTry?: boolean } = {},
  ): Promise<string> {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO ${sql.raw(JOBS_SCHEMA)}.job (name, data, state, started_on, retry_limit, retry_count)
      VALUES (${MEDIA_QUEUE}, ${JSON.stringify({ videoId: UNKNOWN_ID })}::jsonb, 'active',
              now() - make_interval(secs => ${options.startedSecondsAgo ?? 0}), 3,
              ${options.lastTry ? 3 : 0})
      RETURNING id
    `.execute(db);
    const id = rows[0]?.id ?? '';
    if (leaseId)
      await db.insertInto('job_claims').values({ job_id: id, lease_id: leaseId }).execute();
    return id;
  }
  const stateOf = async (db: Kysely<Database>, id: string) =>
    (
      await sql<{
        state: string;
      }>`SELECT state::text AS state FROM ${sql.raw(JOBS_SCHEMA)}.job WHERE id = ${id}`.execute(db)
    ).rows[0]?.state;
  const lease = async (
    db: Kysely<Database>,
    id: string,
    expiresInSeconds: number,
    pid = process.pid,
    machine = 'elsewhere',
  ) =>
    sql`INSERT INTO process_leases (id, machine, pid, expires_at)
        VALUES (${id}, ${machine}, ${pid}, now() + make_interval(secs => ${expiresInSeconds}))`.execute(
      db,
    );

  it('never takes a job whose process holds a live lease, however long it runs', async () => {
    await isolated(async (db) => {
      const live = randomUUID();
      await lease(db, live, 60);
      const job = await activeJob(db, live, { startedSecondsAgo: 3_600 });
      expect(await sweepLostJobs(db, MEDIA_QUEUE)).toEqual({ retried: 0, failed: [] });
      expect(await stateOf(db, job)).toBe('active');
    });
  });

  it('runs a job again at once when its lease lapsed or ended', async () => {
    await isolated(async (db) => {
      const lapsed = randomUUID();
      await lease(db, lapsed, -1);
      const jobs = [await activeJob(db, lapsed), await activeJob(db, randomUUID())];
      expect(await sweepLostJobs(db, MEDIA_QUEUE)).toEqual({ retried: 2, failed: [] });
      for (const job of jobs) expect(await stateOf(db, job)).toBe('retry');
      const claims = await db
        .selectFrom('job_claims')
        .select('job_id')
        .where('job_id', 'in', jobs)
        .execute();
      expect(claims).toEqual([]);
    });
  });

  it('gives a job nobody claimed a grace period, then runs it again', async () => {
    await isolated(async (db) => {
      const fresh = await activeJob(db, null);
      const stale = await activeJob(db, null, { startedSecondsAgo: 120 });
      expect(await sweepLostJobs(db, MEDIA_QUEUE)).toEqual({ retried: 1, failed: [] });
      expect(await stateOf(db, fresh)).toBe('active');
      expect(await stateOf(db, stale)).toBe('retry');
    });
  });

  it('fails a lost job on its last try and answers it, so its video can be marked failed', async () => {
    await isolated(async (db) => {
      const job = await activeJob(db, randomUUID(), { lastTry: true });
      expect(await sweepLostJobs(db, MEDIA_QUEUE)).toEqual({
        retried: 0,
        failed: [{ videoId: UNKNOWN_ID }],
      });
      expect(await stateOf(db, job)).toBe('failed');
    });
  });

  it("ends the leases of this machine's processes that no longer run, not other machines'", async () => {
    await isolated(async (db) => {
      const machine = await machineId(t.app.config.dataDir);
      const deadHere = randomUUID();
      const deadElsewhere = randomUUID();
      const liveHere = randomUUID();
      await lease(db, deadHere, 60, DEAD_PID, machine);
      await lease(db, deadElsewhere, 60, DEAD_PID, 'another machine');
      await lease(db, liveHere, 60, process.ppid, machine);
      expect(await endDeadLeases(db, { id: t.app.lease.id, machine })).toBe(1);
      const left = await db
        .selectFrom('process_leases')
        .select('id')
        .where('id', 'in', [deadHere, deadElsewhere, liveHere])
        .execute();
      expect(left.map((l) => l.id).sort()).toEqual([deadElsewhere, liveHere].sort());
    });
  });
});
