import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { RemoteComment } from './remoteObjects';

/**
 * Remote likes and replies on Flick videos (ADR 0153): each counted on the video in the same
 * statement that adds or removes it, so the counts move by exactly the rows changed.
 */

/** Records a remote account's like of a video (once per account); true when it is new. */
export async function addRemoteLike(
  db: Kysely<Database>,
  like: { videoId: string; actorIri: string; likeIri: string },
): Promise<boolean> {
  const result = await sql<{ changed: string }>`
    WITH added AS (
      INSERT INTO remote_video_likes (video_id, actor_iri, like_iri)
      VALUES (${like.videoId}::uuid, ${like.actorIri}, ${like.likeIri})
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    UPDATE videos SET likes = likes + (SELECT count(*) FROM added)
    WHERE id = ${like.videoId}::uuid
    RETURNING (SELECT count(*) FROM added) AS changed
  `.execute(db);
  return Number(result.rows[0]?.changed ?? 0) > 0;
}

/**
 * Removes the like an Undo names (by the Like's id or its video), only its author's, and the
 * notification it made (ADR 0158).
 */
export async function removeRemoteLike(
  db: Kysely<Database>,
  like: { actorIri: string; likeIri: string | null; videoId: string | null },
): Promise<void> {
  await sql`
    WITH removed AS (
      DELETE FROM remote_video_likes
      WHERE actor_iri = ${like.actorIri}
        AND (like_iri = ${like.likeIri} OR video_id = ${like.videoId}::uuid)
      RETURNING video_id
    ), untold AS (
      DELETE FROM notifications n USING removed r
      WHERE n.video_id = r.video_id AND n.remote_actor_iri = ${like.actorIri} AND n.type = 'like'
    )
    UPDATE videos v SET likes = greatest(v.likes - r.n, 0)
    FROM (SELECT video_id, count(*)::int AS n FROM removed GROUP BY video_id) r
    WHERE v.id = r.video_id
  `.execute(db);
}

/** Adds a remote reply as a comment (once per Note); its id when it is new, else null. */
export async function addRemoteComment(
  db: Kysely<Database>,
  videoId: string,
  comment: RemoteComment,
): Promise<string | null> {
  const result = await sql<{ added_id: string | null }>`
    WITH added AS (
      INSERT INTO remote_comments (video_id, actor_iri, object_iri, comment, plain, created_at)
      VALUES (${videoId}::uuid, ${comment.authorIri}, ${comment.objectIri}, ${comment.comment},
              ${comment.plain}, ${comment.publishedAt.toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING id
    )
    UPDATE videos SET comments = comments + (SELECT count(*) FROM added)
    WHERE id = ${videoId}::uuid
    RETURNING (SELECT id FROM added) AS added_id
  `.execute(db);
  return result.rows[0]?.added_id ?? null;
}

/** Removes a remote comment by its Note's id, only its author's (a Delete). */
export async function removeRemoteComment(
  db: Kysely<Database>,
  objectIri: string,
  actorIri: string,
): Promise<boolean> {
  const result = await sql<{ video_id: string }>`
    WITH removed AS (
      DELETE FROM remote_comments WHERE object_iri = ${objectIri} AND actor_iri = ${actorIri}
      RETURNING video_id
    )
    UPDATE videos v SET comments = greatest(v.comments - 1, 0)
    FROM removed r WHERE v.id = r.video_id
    RETURNING v.id AS video_id
  `.execute(db);
  return result.rows.length > 0;
}

/**
 * Forgets a remote account that was deleted (ADR 0160): its row goes, and with it (the keys'
 * cascades) its likes and replies on Flick videos, the notifications they made, its follows
 * of Flick accounts (the follower counts drop by their trigger), Flick accounts' follows,
 * blocks and mutes of it, and its videos kept here with what Flick users did with them. The
 * likes and comments counted on the videos drop first by what goes. The account's row is
 * locked first, so a like or reply arriving meanwhile waits and is counted or goes with it.
 * False when Flick did not know it.
 */
export async function forgetRemoteActor(db: Kysely<Database>, actorIri: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('remote_actors')
      .select('iri')
      .where('iri', '=', actorIri)
      .forUpdate()
      .executeTakeFirst();
    if (!known) return false;
    await lowerVideoCounts(trx, 'likes', 'remote_video_likes', actorIri);
    await lowerVideoCounts(trx, 'comments', 'remote_comments', actorIri);
    await trx.deleteFrom('remote_actors').where('iri', '=', actorIri).execute();
    return true;
  });
}

/** Lowers each video's `count` by the rows of `table` the remote account `actorIri` made there. */
async function lowerVideoCounts(
  db: Kysely<Database>,
  count: 'likes' | 'comments',
  table: 'remote_video_likes' | 'remote_comments',
  actorIri: string,
): Promise<void> {
  await sql`
    UPDATE videos v SET ${sql.ref(count)} = greatest(${sql.ref(`v.${count}`)} - r.n, 0)
    FROM (
      SELECT video_id, count(*)::int AS n FROM ${sql.table(table)}
      WHERE actor_iri = ${actorIri} GROUP BY video_id
    ) r
    WHERE v.id = r.video_id
  `.execute(db);
}

/** Whether `userId` blocked the remote account `actorIri`. */
export async function blocksRemote(
  db: Kysely<Database>,
  userId: string,
  actorIri: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('remote_blocks')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('actor_iri', '=', actorIri)
    .executeTakeFirst();
  return row !== undefined;
}

/** The rows a Flick account keeps about a remote one it blocked or muted. */
type RemoteRelation = 'remote_blocks' | 'remote_mutes';

/** `userId` blocks or mutes a remote account met before; false when Flick has not met it. */
async function keepRemoteRelation(
  db: Kysely<Database>,
  table: RemoteRelation,
  userId: string,
  actorIri: string,
): Promise<boolean> {
  const known = await db
    .selectFrom('remote_actors')
    .select('iri')
    .where('iri', '=', actorIri)
    .executeTakeFirst();
  if (!known) return false;
  await db
    .insertInto(table)
    .values({ user_id: userId, actor_iri: actorIri })
    .onConflict((oc) => oc.columns(['user_id', 'actor_iri']).doNothing())
    .execute();
  return true;
}

async function dropRemoteRelation(
  db: Kysely<Database>,
  table: RemoteRelation,
  userId: string,
  actorIri: string,
): Promise<void> {
  await db
    .deleteFrom(table)
    .where('user_id', '=', userId)
    .where('actor_iri', '=', actorIri)
    .execute();
}

/** `userId` blocks a remote account met before; false when Flick has not met it. */
export const blockRemote = (db: Kysely<Database>, userId: string, actorIri: string) =>
  keepRemoteRelation(db, 'remote_blocks', userId, actorIri);

export const unblockRemote = (db: Kysely<Database>, userId: string, actorIri: string) =>
  dropRemoteRelation(db, 'remote_blocks', userId, actorIri);

/** `userId` mutes a remote account met before (ADR 0158); false when Flick has not met it. */
export const muteRemote = (db: Kysely<Database>, userId: string, actorIri: string) =>
  keepRemoteRelation(db, 'remote_mutes', userId, actorIri);

export const unmuteRemote = (db: Kysely<Database>, userId: string, actorIri: string) =>
  dropRemoteRelation(db, 'remote_mutes', userId, actorIri);
