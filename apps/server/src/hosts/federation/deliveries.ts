import type { Federation } from '@fedify/fedify';
import type { Activity } from '@fedify/vocab';
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
 * The outgoing deliveries that failed for good (ADR 0150, 0152, 0156), newest first: those
 * that still failed after their last retry, which the job queue keeps as `failed` jobs of the
 * federation queue (and, after its archiving delay, in the archive) holding Fedify's outbox
 * message (its inbox and activity type) and the last error; and those an inbox refused as
 * gone (404, 410), which Fedify does not retry (`recordGoneDeliveries`). Only outbox
 * messages: inbox jobs are not deliveries.
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
    UNION ALL
    SELECT id::text, inbox, activity_type, 0, error, failed_at FROM federation_dropped_deliveries
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

/** The activity's type by name (`Create`), as Fedify's full type IRI ends. */
function typeName(activity: Activity): string {
  const typeId = (activity.constructor as { typeId?: URL }).typeId;
  return (typeId?.href ?? activity.constructor.name).replace(/^.*[#/]/, '');
}

/**
 * Keeps each delivery an inbox refused as gone (ADR 0156): Fedify gives up on a 404 or 410
 * at once (no retry, so no failed job), and tells this handler. The delivery is listed for the
 * admin beside the failed ones (only the newest `FAILED_DELIVERIES_LIMIT` are kept); a 410
 * Gone means the accounts at that inbox are no more, so they stop being followers.
 */
export function recordGoneDeliveries(federation: Federation<void>, db: Kysely<Database>): void {
  federation.setOutboxPermanentFailureHandler(async (_ctx, failure) => {
    await db
      .insertInto('federation_dropped_deliveries')
      .values({
        inbox: failure.inbox.href,
        activity_type: typeName(failure.activity),
        status_code: failure.statusCode,
        error: failure.error.message,
      })
      .execute();
    await sql`
      DELETE FROM federation_dropped_deliveries WHERE id NOT IN (
        SELECT id FROM federation_dropped_deliveries
        ORDER BY failed_at DESC, id LIMIT ${FAILED_DELIVERIES_LIMIT}
      )
    `.execute(db);
    const actors = failure.actorIds.map((id) => id.href);
    if (failure.statusCode === 410 && actors.length > 0) {
      await db.deleteFrom('remote_followers').where('actor_iri', 'in', actors).execute();
    }
  });
}
