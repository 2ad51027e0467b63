import {
  PUBLISH_AT_MISSING,
  PUBLISH_AT_UNASKED,
  publishAtProblem,
} from '@flick/api-types/publication';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { CoreEvents } from '../../platform/core/events';
import type { Database } from '../../platform/db/database';
import type { Publication } from '../../platform/db/tables/content';
import { badRequest } from '../../platform/http/errors';
import type { PushOutbox } from '../../platform/jobs/pushOutbox';
import { linkHashtags } from './hashtags';
import { notifyMentions } from './mentions';

/**
 * Drafts and scheduled videos (docs/product.md#drafts-and-scheduled-videos, ADR 0101): the one
 * home of their rules. A processed video waiting to be listed is `held`, which every list and
 * every reader but its owner leaves out (visibility.ts asks for `ready`); listing it makes it
 * `ready` with the time it was listed as its `created_at`, links its hashtags and tells the
 * people its caption mentions, as a video posted at once is when its processing ends. Which
 * state a video leaving processing takes is decided in the media job's own statement
 * (`processing/pipeline.ts`, ADR 0129); `videoRules.plugin.ts` lists them at their time.
 */

/** What a record or an edit asks for: the publication and, when scheduled, its time. */
export interface PublicationChoice {
  publication: Publication;
  publishAt: Date | null;
}

/**
 * Reads `publication` and `publishAt` as a caller sent them (both absent: `posted`), checking
 * the time against `now` with the shared rule (`publishAtProblem`: in the future, at most
 * `MAX_SCHEDULE_DAYS` ahead; 400 with its sentence otherwise).
 */
export function readPublication(
  input: { publication?: Publication | undefined; publishAt?: string | undefined },
  now = new Date(),
): PublicationChoice {
  const publication = input.publication ?? 'posted';
  if (publication !== 'scheduled') {
    if (input.publishAt !== undefined) throw badRequest(PUBLISH_AT_UNASKED);
    return { publication, publishAt: null };
  }
  const at = input.publishAt === undefined ? null : new Date(input.publishAt);
  const problem = publishAtProblem(at, now);
  if (problem || !at) throw badRequest(problem ?? PUBLISH_AT_MISSING);
  return { publication, publishAt: at };
}

/** What listing needs: the database, and whom to tell. */
export interface ListingContext {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  events?: CoreEvents | null | undefined;
  push?: PushOutbox | null | undefined;
}

/**
 * Lists a processed video that was held (`due`: only when its scheduled time has come). Its
 * `created_at` becomes now, so it comes first in the feeds as a new video does. Answers
 * whether it was listed (false: not held, or not due, or gone).
 */
export async function listHeldVideo(
  ctx: ListingContext,
  videoId: string,
  options: { due?: boolean } = {},
): Promise<boolean> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('videos')
      .set({
        state: 'ready',
        publication: 'posted',
        publish_at: null,
        created_at: sql<Date>`now()`,
      })
      .where('id', '=', videoId)
      .where('state', '=', 'held');
    if (options.due) {
      update = update
        .where('publication', '=', 'scheduled')
        .where('publish_at', '<=', sql<Date>`now()`);
    }
    const listed = await update
      .returning(['user_id', 'created_at', 'hashtags', 'mentions'])
      .executeTakeFirst();
    if (listed) await linkHashtags(trx, videoId, listed.created_at, listed.hashtags);
    return listed;
  });
  if (!row) return false;
  await ctx.events?.emit('videoChanged', { videoId });
  await notifyMentions(
    ctx.db,
    ctx.log,
    { id: videoId, userId: row.user_id, mentions: row.mentions },
    ctx.push,
  );
  return true;
}

/** Lists every scheduled video whose time has come; answers how many. */
export async function listDueVideos(ctx: ListingContext): Promise<number> {
  const due = await ctx.db
    .selectFrom('videos')
    .select('id')
    .where('publication', '=', 'scheduled')
    .where('state', '=', 'held')
    .where('publish_at', '<=', sql<Date>`now()`)
    .orderBy('publish_at')
    .execute();
  let listed = 0;
  for (const { id } of due) {
    if (await listHeldVideo(ctx, id, { due: true })) listed += 1;
  }
  if (listed > 0) ctx.log.info({ listed }, 'scheduled videos listed');
  return listed;
}
