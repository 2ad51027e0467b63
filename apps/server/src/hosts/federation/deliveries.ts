import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { FEDERATION_QUEUE, JOBS_SCHEMA } from '../../platform/jobs/queue';

/** How many failed deliveries the admin list shows. */
export const FAILED_DELIVERIES_LIMIT = 200;

/** A delivery that used up its retries, as the admin list shows it. */
export interface FailedDelivery {
  id: string;
  inbox: string;
  activityType: string;
  attempts: number;
  lastError: string;
  failedAt: string;
}

interface FailedJobRow {
  id: string;
  inbox: string | null;
  activity_type: string | null;
  retry_count: number;
  error: string | null;
  failed_at: Date;
}

/**
 * The outgoing deliveries that still failed after their last retry (ADR 0150, 0152), newest
 * first: the job queue keeps each as a `failed` job of the federation queue (and, after its
 * archiving delay, in the archive), holding Fedify's outbox message (its inbox and activity
 * type) and the last error. Only outbox messages: inbox jobs are not deliveries.
 */
export async function listFailedDeliveries(db: Kysely<Database>): Promise<FailedDelivery[]> {
  const columns = sql`
    id::text AS id,
    data->'message'->>'inbox' AS inbox,
    data->'message'->>'activityType' AS activity_type,
    retry_count,
    coalesce(output->>'message', output::text) AS error,
    coalesce(completed_on, created_on) AS failed_at`;
  const where = sql`name = ${FEDERATION_QUEUE} AND state = 'failed' AND data->'message'->>'type' = 'outbox'`;
  const { rows } = await sql<FailedJobRow>`
    SELECT ${columns} FROM ${sql.raw(JOBS_SCHEMA)}.job WHERE ${where}
    UNION ALL
    SELECT ${columns} FROM ${sql.raw(JOBS_SCHEMA)}.archive WHERE ${where}
    ORDER BY failed_at DESC, id
    LIMIT ${FAILED_DELIVERIES_LIMIT}
  `.execute(db);
  return rows.map((r) => ({
    id: r.id,
    inbox: r.inbox ?? '',
    // Fedify keeps the type's full IRI (`…/activitystreams#Create`): shown by its name.
    activityType: (r.activity_type ?? '').replace(/^.*[#/]/, ''),
    // The first run is not a retry: tries = retries + 1.
    attempts: r.retry_count + 1,
    lastError: r.error ?? '',
    failedAt: new Date(r.failed_at).toISOString(),
  }));
}
