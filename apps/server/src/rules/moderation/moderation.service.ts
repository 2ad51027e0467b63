import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { ReportReason, ReportStatus, ReportTargetType } from '../../platform/db/tables/safety';
import {
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
} from '../../platform/http/errors';
import { remoteAuthorHidden } from '../visibility/remoteAccounts';
import { readableVideo, visibleComment } from '../visibility/visibility';

// Reports, admins and hiding content (docs/product.md#reports-and-moderation).

/** Most reports one caller may file per hour. */
export const REPORTS_PER_HOUR = 20;
export const REPORT_WINDOW_MS = 60 * 60 * 1000;
/** Longest free text of a report (the contract says the same). */
export const REPORT_DETAILS_MAX = 500;
/**
 * Most reports (`Flag`s) one other server may send per hour (ADR 0159): a server speaks for
 * many people, so it gets more than one user, but not enough to flood the queue.
 */
export const REMOTE_FLAGS_PER_HOUR = 60;
/** Most reports the queue answers at once. */
export const REPORT_QUEUE_LIMIT = 200;

export const REPORT_FILED = 'Thanks for your report. Our team will review it.';
export const REPORT_TOO_MANY = 'You have sent a lot of reports. Please try again later.';
export const REPORT_DUPLICATE = 'You have already reported this. Our team will review it.';
export const REPORT_DETAILS_NEEDED = 'Please tell us what is wrong.';
export const REPORT_SELF = 'You cannot report yourself or your own posts.';
export const ADMINS_ONLY = 'Only admins can do this.';
export const REPORT_NOT_FOUND = 'Report not found.';

const TARGET_NOT_FOUND: Record<ReportTargetType, string> = {
  video: 'Video not found.',
  comment: 'Comment not found.',
  user: 'User not found.',
};

/** Whether the user is an admin. */
export async function isAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('admins')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** 403 unless the user is an admin. */
export async function requireAdmin(db: Kysely<Database>, userId: string): Promise<void> {
  if (!(await isAdmin(db, userId))) throw forbidden(ADMINS_ONLY);
}

/**
 * Makes a new account an admin: with `ADMIN_EMAILS` set, when its email is listed (only
 * then); without it, when it is the first of a fresh install (no other account there but the
 * seeded demo people, ADR 0042, 0089). Call inside the transaction that created it.
 */
export async function grantAdminOnSignup(
  trx: Kysely<Database>,
  user: { id: string; email: string | null },
  adminEmails: readonly string[],
): Promise<void> {
  if (adminEmails.length > 0) {
    if (user.email && adminEmails.includes(user.email.toLowerCase())) {
      await trx
        .insertInto('admins')
        .values({ user_id: user.id, source: 'email' })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return;
  }
  await sql`
    INSERT INTO admins (user_id, source)
    SELECT ${user.id}::uuid, 'first' WHERE NOT EXISTS (SELECT 1 FROM users WHERE id <> ${user.id}::uuid AND NOT demo)
    ON CONFLICT DO NOTHING
  `.execute(trx);
}

/**
 * What the log says once at start when `ADMIN_EMAILS` is not set: who the first account's
 * admin is (or that the next sign-up will be), and how to choose the admins instead.
 */
export async function firstAdminNotice(db: Kysely<Database>): Promise<string> {
  const first = await db
    .selectFrom('admins as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('u.user_name')
    .where('a.source', '=', 'first')
    .executeTakeFirst();
  const who = first ? `@${first.user_name} is` : 'the next account to sign up will be';
  return `ADMIN_EMAILS is not set: ${who} this install's admin, as its first account. Set ADMIN_EMAILS, or run pnpm flick admin grant|revoke|list, to choose the admins.`;
}

/**
 * Brings the admins named by `ADMIN_EMAILS` in step with the list (at start): accounts with a
 * listed email become admins, those made admins by an address no longer listed stop being,
 * and while the list is set the first account is no admin by being first. Admins granted on
 * the command line stay.
 */
export async function syncAdminEmails(
  db: Kysely<Database>,
  adminEmails: readonly string[],
): Promise<void> {
  const emails = [...adminEmails];
  await db.transaction().execute(async (trx) => {
    await sql`
      DELETE FROM admins a WHERE (a.source = 'email' AND NOT EXISTS (
        SELECT 1 FROM users u WHERE u.id = a.user_id AND lower(u.email) = ANY(${emails}::text[])))
        OR (a.source = 'first' AND cardinality(${emails}::text[]) > 0)
    `.execute(trx);
    await sql`
      INSERT INTO admins (user_id, source)
      SELECT id, 'email' FROM users WHERE lower(email) = ANY(${emails}::text[])
      ON CONFLICT DO NOTHING
    `.execute(trx);
  });
}

export interface ReportInput {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details?: string;
}

/** A reported reply from another server (`remote_comments`), as a forwarded report names it. */
export interface RemoteReportTarget {
  actorIri: string;
  objectIri: string;
}

/** A report filed: its id, and for a reply from another server what a Flag names (ADR 0158). */
export interface FiledReport {
  id: string;
  reason: ReportReason;
  details: string;
  remote: RemoteReportTarget | null;
}

/**
 * A reply from another server on a video the reporter can see, unless they muted or blocked
 * its author (docs/federation.md): the remote account's id stands for the owner.
 */
async function remoteCommentTarget(db: Kysely<Database>, id: string, viewerId: string) {
  return db
    .selectFrom('remote_comments as c')
    .innerJoin('remote_actors as a', 'a.iri', 'c.actor_iri')
    .innerJoin('videos as v', 'v.id', 'c.video_id')
    .select(['a.id as owner', 'c.actor_iri', 'c.object_iri'])
    .where('c.id', '=', id)
    .where(readableVideo(viewerId))
    .where(({ not }) => not(remoteAuthorHidden('c.actor_iri', viewerId)))
    .executeTakeFirst();
}

/** The owner of what is reported, if the reporter can see it. */
async function targetOwner(
  db: Kysely<Database>,
  type: ReportTargetType,
  id: string,
  viewerId: string,
): Promise<string | undefined> {
  if (type === 'video') {
    const row = await db
      .selectFrom('videos as v')
      .select('v.user_id')
      .where('v.id', '=', id)
      .where(readableVideo(viewerId))
      .executeTakeFirst();
    return row?.user_id;
  }
  if (type === 'comment') {
    const row = await db
      .selectFrom('comments as c')
      .innerJoin('videos as v', 'v.id', 'c.video_id')
      .select('c.user_id')
      .where('c.id', '=', id)
      .where(visibleComment(viewerId))
      .where(readableVideo(viewerId))
      .executeTakeFirst();
    return row?.user_id;
  }
  // Someone who blocked you is hidden from you, as on their profile.
  const row = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', id)
    .where(
      sql<boolean>`not exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = ${viewerId}::uuid)`,
    )
    .executeTakeFirst();
  return row?.id;
}

/** Files a report (the caller's rate limit is checked by the route). */
export async function fileReport(
  db: Kysely<Database>,
  reporterId: string,
  input: ReportInput,
): Promise<FiledReport> {
  const details = (input.details ?? '').trim();
  if (input.reason === 'other' && details === '') throw badRequest(REPORT_DETAILS_NEEDED);
  let owner = await targetOwner(db, input.targetType, input.targetId, reporterId);
  let remote: RemoteReportTarget | null = null;
  // A comment may be a reply from another server (ADR 0158).
  if (!owner && input.targetType === 'comment') {
    const found = await remoteCommentTarget(db, input.targetId, reporterId);
    if (found) {
      owner = found.owner;
      remote = { actorIri: found.actor_iri, objectIri: found.object_iri };
    }
  }
  if (!owner) throw notFound(TARGET_NOT_FOUND[input.targetType]);
  if (owner === reporterId) throw badRequest(REPORT_SELF);
  try {
    const row = await db
      .insertInto('reports')
      .values({
        reporter_id: reporterId,
        target_type: input.targetType,
        target_id: input.targetId,
        reason: input.reason,
        details,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, reason: input.reason, details, remote };
  } catch (err) {
    if (isUniqueViolation(err, 'reports_open_once_idx')) throw conflict(REPORT_DUPLICATE);
    throw err;
  }
}

/** What another server reports, as a `Flag` names it (ADR 0159). */
export interface RemoteReport {
  /** The Flag's id: the same Flag again makes no second report. */
  flagIri: string;
  /** The host of the server that sent it. */
  server: string;
  /** The Flag's text, already plain; cut to `REPORT_DETAILS_MAX` here. */
  details: string;
  /** What it reports: the videos and comments it names, else the accounts. */
  targets: readonly { targetType: ReportTargetType; targetId: string }[];
}

/** Whether a flag has already made its reports (it is delivered again, or to two inboxes). */
export async function remoteFlagFiled(db: Kysely<Database>, flagIri: string): Promise<boolean> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('remote_flag_iri', '=', flagIri)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Which of `ids` still exist as targets of `targetType` (a comment may be one on a Flick video
 * or a Flick user's comment on a video of another server).
 */
export async function existingTargets(
  db: Kysely<Database>,
  targetType: ReportTargetType,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  if (targetType === 'video') {
    const rows = await db.selectFrom('videos').select('id').where('id', 'in', list).execute();
    return rows.map((r) => r.id);
  }
  if (targetType === 'user') {
    const rows = await db.selectFrom('users').select('id').where('id', 'in', list).execute();
    return rows.map((r) => r.id);
  }
  const rows = await db
    .selectFrom('comments')
    .select('id')
    .where('id', 'in', list)
    .unionAll(db.selectFrom('local_comments_on_remote').select('id').where('id', 'in', list))
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Files the reports another server sent in one Flag (ADR 0159), reason `other`, the Flag's
 * text as details; a target this Flag already reported is skipped. Answers how many were made.
 */
export async function fileRemoteReports(
  db: Kysely<Database>,
  report: RemoteReport,
): Promise<number> {
  if (report.targets.length === 0) return 0;
  const details = [...report.details.trim()].slice(0, REPORT_DETAILS_MAX).join('').trim();
  const result = await db
    .insertInto('reports')
    .values(
      report.targets.map((t) => ({
        reporter_server: report.server,
        remote_flag_iri: report.flagIri,
        target_type: t.targetType,
        target_id: t.targetId,
        reason: 'other' as const,
        details,
      })),
    )
    .onConflict((oc) => oc.columns(['remote_flag_iri', 'target_type', 'target_id']).doNothing())
    .returning('id')
    .execute();
  return result.length;
}

/** Contract `Report`. */
export interface ReportItem {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  createdAt: string;
  /** The Flick account that reported; null when another server did. */
  reporterUserName: string | null;
  /** The host of the server that reported (ADR 0159); null for a Flick account's report. */
  reporterServer: string | null;
  target: {
    ownerId: string;
    ownerUserName: string;
    text: string;
    videoId: string | null;
    hidden: boolean;
  };
}

interface ReportRow {
  id: string;
  target_type: ReportTargetType;
  target_id: string;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  created_at: Date;
  reporter_user_name: string | null;
  reporter_server: string | null;
  owner_id: string | null;
  owner_user_name: string | null;
  text: string | null;
  video_id: string | null;
  hidden: boolean | null;
}

/**
 * The queue: open reports (or closed ones), newest first, each with its target as it is now.
 * Reports whose target was deleted meanwhile are left out.
 */
export async function listReports(
  db: Kysely<Database>,
  status: 'open' | 'closed',
): Promise<ReportItem[]> {
  const statuses: ReportStatus[] = status === 'open' ? ['open'] : ['dismissed', 'actioned'];
  const { rows } = await sql<ReportRow>`
    select r.id, r.target_type, r.target_id, r.reason, r.details, r.status, r.created_at,
      ru.user_name as reporter_user_name, r.reporter_server, t.owner_id, t.owner_user_name,
      t.text, t.video_id, t.hidden
    from reports r
    -- No account for a report another server sent (ADR 0159).
    left join users ru on ru.id = r.reporter_id
    join lateral (
      select v.user_id as owner_id, ou.user_name as owner_user_name, v.caption as text,
          v.id as video_id, v.hidden
        from videos v join users ou on ou.id = v.user_id
        where r.target_type = 'video' and v.id = r.target_id
      union all
      select c.user_id, ou.user_name, c.comment, c.video_id, c.hidden
        from comments c join users ou on ou.id = c.user_id
        where r.target_type = 'comment' and c.id = r.target_id
      union all
      -- A reply from another server (ADR 0158): its author's handle; never hidden, only removed.
      select ra.id, ra.handle, rc.comment, rc.video_id, false
        from remote_comments rc join remote_actors ra on ra.iri = rc.actor_iri
        where r.target_type = 'comment' and rc.id = r.target_id
      union all
      -- A Flick user's comment on a video of another server, which that server may report.
      select lc.user_id, ou.user_name, lc.comment, lc.remote_video_id, lc.hidden
        from local_comments_on_remote lc join users ou on ou.id = lc.user_id
        where r.target_type = 'comment' and lc.id = r.target_id
      union all
      select u.id, u.user_name, u.first_name || ' ' || u.last_name, null, false
        from users u where r.target_type = 'user' and u.id = r.target_id
    ) t on true
    where r.status = any(${statuses}::text[])
    order by r.created_at desc, r.id desc
    limit ${REPORT_QUEUE_LIMIT}
  `.execute(db);
  return rows.map((r) => ({
    id: r.id,
    targetType: r.target_type,
    targetId: r.target_id,
    reason: r.reason,
    details: r.details,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    reporterUserName: r.reporter_user_name,
    reporterServer: r.reporter_server,
    target: {
      ownerId: r.owner_id ?? '',
      ownerUserName: r.owner_user_name ?? '',
      text: r.text ?? '',
      videoId: r.video_id,
      hidden: r.hidden ?? false,
    },
  }));
}

/** Closes an open report without acting on its target. */
export async function dismissReport(
  db: Kysely<Database>,
  reportId: string,
  adminId: string,
): Promise<void> {
  const result = await db
    .updateTable('reports')
    .set({ status: 'dismissed', resolved_at: new Date(), resolved_by: adminId })
    .where('id', '=', reportId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(REPORT_NOT_FOUND);
}

/** A Flick user's comment on a video of another server, as its server is told of it. */
export interface CommentOnRemote {
  id: string;
  userId: string;
  /** The remote video's object id and its author's actor id. */
  objectIri: string;
  authorIri: string;
}

/**
 * What `setHidden` changed: null when there is no such target; else `commentOnRemote` when
 * the target was a Flick user's comment on a video of another server and its hidden flag
 * changed (the caller sends that server a Delete on a hide, ADR 0162).
 */
export type HiddenChange = null | { commentOnRemote: CommentOnRemote | null };

/**
 * Hides or unhides a video or comment. Hiding closes the target's open reports as acted on.
 */
export async function setHidden(
  db: Kysely<Database>,
  target: { targetType: 'video' | 'comment'; targetId: string; hidden: boolean },
  adminId: string,
): Promise<HiddenChange> {
  return db.transaction().execute(async (trx) => {
    const table = target.targetType === 'video' ? 'videos' : 'comments';
    const result = await trx
      .updateTable(table)
      .set({ hidden: target.hidden })
      .where('id', '=', target.targetId)
      .executeTakeFirst();
    let found = Number(result.numUpdatedRows) > 0;
    let commentOnRemote: CommentOnRemote | null = null;
    if (!found && target.targetType === 'comment') {
      // A Flick user's comment on a video of another server, which that server may report
      // (ADR 0159): hidden here like a comment on a Flick video. Only a change is told.
      const own = await trx
        .updateTable('local_comments_on_remote as c')
        .from('remote_videos as v')
        .set({ hidden: target.hidden })
        .whereRef('v.id', '=', 'c.remote_video_id')
        .where('c.id', '=', target.targetId)
        .where('c.hidden', '=', !target.hidden)
        .returning(['c.id', 'c.user_id', 'v.object_iri', 'v.actor_iri'])
        .executeTakeFirst();
      if (own) {
        commentOnRemote = {
          id: own.id,
          userId: own.user_id,
          objectIri: own.object_iri,
          authorIri: own.actor_iri,
        };
      }
      found =
        own !== undefined ||
        (await trx
          .selectFrom('local_comments_on_remote')
          .select('id')
          .where('id', '=', target.targetId)
          .executeTakeFirst()) !== undefined;
      // A reply from another server is not kept hidden: hiding it removes it here (ADR 0158).
      if (!found && target.hidden) found = await removeRemoteComment(trx, target.targetId);
    }
    if (!found) return null;
    if (target.hidden) {
      await trx
        .updateTable('reports')
        .set({ status: 'actioned', resolved_at: new Date(), resolved_by: adminId })
        .where('target_type', '=', target.targetType)
        .where('target_id', '=', target.targetId)
        .where('status', '=', 'open')
        .execute();
    }
    return { commentOnRemote };
  });
}

/** Removes a reply from another server and uncounts it, in one statement; true when it was there. */
export async function removeRemoteComment(
  db: Kysely<Database>,
  commentId: string,
): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    WITH removed AS (DELETE FROM remote_comments WHERE id = ${commentId}::uuid RETURNING video_id)
    UPDATE videos v SET comments = greatest(v.comments - 1, 0) FROM removed r
    WHERE v.id = r.video_id RETURNING v.id
  `.execute(db);
  return rows.length > 0;
}
