import type { Context } from '@fedify/fedify';
import { type Flag, Note, Video } from '@fedify/vocab';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isUuid } from '../../platform/contract/ids';
import type { Database } from '../../platform/db/database';
import type { ReportTargetType } from '../../platform/db/tables/safety';
import { HttpError } from '../../platform/http/errors';
import type { RateLimiter } from '../../rules/auth/rateLimiter';
import {
  existingTargets,
  fileRemoteReports,
  remoteFlagFiled,
} from '../../rules/moderation/moderation.service';
import { INSTANCE_ACTOR } from './instanceActor';
import { htmlToText } from './remoteObjects';
import { anyBlocked, hostOf } from './remoteServers';

/**
 * Reports other servers send to Flick (ADR 0159, docs/federation.md): a `Flag` whose objects
 * name Flick videos (`/watch/<id>`), Flick users' comments (`/comments/<id>`) and Flick
 * accounts (`/user/profile/<id>`) becomes rows of the admins' report queue, from that server.
 * Mastodon names the reported account and some of its posts: each named video or comment is
 * one report, and the account alone is reported only when nothing else is named. What is not
 * Flick's, or no longer exists, is ignored; so is a Flag from a blocked server or past the
 * server's hourly limit (logged).
 */

/** Most objects of one Flag that are read: more cannot flood the queue in one activity. */
export const FLAG_OBJECTS_MAX = 20;

/** What the listener needs: the database, the per-server limiter and a log for what it drops. */
export interface FlagDeps {
  db: Kysely<Database>;
  /** Counts Flags per sending server (`REMOTE_FLAGS_PER_HOUR`). */
  limiter: RateLimiter;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/** The Flick targets the Flag names, by kind, as ids (not yet checked to exist). */
function namedTargets(
  ctx: Context<void>,
  iris: readonly URL[],
): Record<ReportTargetType, string[]> {
  const named: Record<ReportTargetType, string[]> = { video: [], comment: [], user: [] };
  for (const iri of iris.slice(0, FLAG_OBJECTS_MAX)) {
    // Another server's address parses to null.
    const parsed = ctx.parseUri(iri);
    if (parsed?.type === 'actor') {
      if (parsed.identifier !== INSTANCE_ACTOR && isUuid(parsed.identifier)) {
        named.user.push(parsed.identifier);
      }
    } else if (parsed?.type === 'object') {
      const id = parsed.values.id;
      if (!id || !isUuid(id)) continue;
      if (parsed.class === Video) named.video.push(id);
      else if (parsed.class === Note) named.comment.push(id);
    }
  }
  return named;
}

/** Files the reports a Flag from another server makes. */
export async function onFlag(ctx: Context<void>, deps: FlagDeps, flag: Flag): Promise<void> {
  const { db } = deps;
  if (!flag.id || !flag.actorId) return;
  const server = hostOf(flag.actorId);
  // A Flag's id is its server's: another server cannot use it to stop this one's reports.
  if (!server || hostOf(flag.id) !== server) return;
  // The inbox refuses a blocked server (403); this catches a Flag queued before the block.
  if (await anyBlocked(db, [flag.actorId])) return;
  if (await remoteFlagFiled(db, flag.id.href)) return;
  const named = namedTargets(ctx, flag.objectIds);
  const videos = await existingTargets(db, 'video', [...new Set(named.video)]);
  const comments = await existingTargets(db, 'comment', [...new Set(named.comment)]);
  const targets: { targetType: ReportTargetType; targetId: string }[] = [
    ...videos.map((targetId) => ({ targetType: 'video', targetId }) as const),
    ...comments.map((targetId) => ({ targetType: 'comment', targetId }) as const),
  ];
  if (targets.length === 0) {
    const users = await existingTargets(db, 'user', [...new Set(named.user)]);
    targets.push(...users.map((targetId) => ({ targetType: 'user', targetId }) as const));
  }
  if (targets.length === 0) return;
  try {
    await deps.limiter.hit(`flag:${server}`);
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode !== 429) throw err;
    deps.log?.warn(
      { server, flag: flag.id.href },
      'report from another server dropped: over its hourly limit',
    );
    return;
  }
  const content = flag.content?.toString() ?? '';
  await fileRemoteReports(db, {
    flagIri: flag.id.href,
    server,
    details: content ? htmlToText(content) : '',
    targets,
  });
}
