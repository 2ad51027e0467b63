import type { Context } from '@fedify/fedify';
import type { Update } from '@fedify/vocab';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { compactJson } from './inbound';
import { parseRemoteVideo } from './remoteObjects';

/**
 * An `Update` of a remote video Flick keeps (docs/federation.md, ADR 0156): its copy takes the
 * new caption, hashtags, files, length and flag. Only its author's Update counts, and only a
 * video Flick already has (an Update never adds one: what is kept arrived as a Create to a
 * follower). An Update of anything else (an actor, a reply) is left alone.
 */
export async function onUpdateVideo(
  ctx: Context<void>,
  db: Kysely<Database>,
  update: Update,
): Promise<void> {
  if (!update.actorId || !update.objectId) return;
  const actorIri = update.actorId.href;
  const known = await db
    .selectFrom('remote_videos')
    .select('id')
    .where('object_iri', '=', update.objectId.href)
    .where('actor_iri', '=', actorIri)
    .executeTakeFirst();
  if (!known) return;
  const object = await update.getObject(ctx);
  if (!object) return;
  const parsed = parseRemoteVideo(await compactJson(ctx, object));
  if (!parsed.ok || parsed.value.authorIri !== actorIri) return;
  const v = parsed.value;
  await db
    .updateTable('remote_videos')
    .set({
      page_url: v.pageUrl,
      video_url: v.videoUrl,
      poster_url: v.posterUrl,
      caption: v.caption,
      hashtags: v.hashtags,
      duration_seconds: v.durationSeconds,
      sensitive: v.sensitive,
    })
    .where('id', '=', known.id)
    .where('object_iri', '=', v.objectIri)
    .execute();
}
