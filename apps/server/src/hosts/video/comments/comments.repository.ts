import type { Comment } from '@flick/api-types';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/database';
import { visibleComment } from '../../../rules/visibility/visibility';
import { unlessGone } from '../gone';
import { listRemoteComments } from './remoteComments.repository';

/** Most comments one list answers (the contract has no paging there), newest first. */
export const COMMENTS_LIMIT = 500;

interface CommentRow {
  id: string;
  video_id: string;
  user_id: string;
  comment: string;
  likes: number;
  created_at: Date;
  user_name: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  video_user_id: string;
  liked: boolean;
  hidden: boolean;
}

function baseQuery(db: Kysely<Database>, callerId: string) {
  return db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('videos as v', 'v.id', 'c.video_id')
    .select([
      'c.id',
      'c.video_id',
      'c.user_id',
      'c.comment',
      'c.likes',
      'c.created_at',
      'c.hidden',
      'u.user_name',
      'u.first_name',
      'u.last_name',
      'u.profile_picture',
      'v.user_id as video_user_id',
      sql<boolean>`exists (select 1 from comment_likes cl where cl.comment_id = c.id and cl.user_id = ${callerId}::uuid)`.as(
        'liked',
      ),
    ]);
}

function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    videoId: row.video_id,
    userId: row.user_id,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePicture: row.profile_picture,
    comment: row.comment,
    like: row.likes,
    liked: row.liked,
    videoUserId: row.video_user_id,
    createdAt: row.created_at.toISOString(),
    // Only its author and admins ever read a hidden comment.
    ...(row.hidden ? { hidden: true } : {}),
  };
}

export async function listComments(
  db: Kysely<Database>,
  videoId: string,
  callerId: string,
): Promise<Comment[]> {
  const rows = await baseQuery(db, callerId)
    .where('c.video_id', '=', videoId)
    .where(visibleComment(callerId))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(COMMENTS_LIMIT)
    .execute();
  // Replies from the fediverse among them, by the same order (docs/federation.md).
  const remote = await listRemoteComments(db, videoId, callerId, COMMENTS_LIMIT);
  const local = rows.map(toComment);
  if (remote.length === 0) return local;
  return [...local, ...remote]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .slice(0, COMMENTS_LIMIT);
}

export async function findComment(
  db: Kysely<Database>,
  commentId: string,
  callerId: string,
): Promise<Comment | undefined> {
  const row = await baseQuery(db, callerId)
    .where('c.id', '=', commentId)
    .where(visibleComment(callerId))
    .executeTakeFirst();
  return row ? toComment(row) : undefined;
}

/** Adds a comment and counts it on the video (`comments + 1` in SQL). Pass a transaction. */
export async function insertComment(
  trx: Kysely<Database>,
  videoId: string,
  userId: string,
  text: string,
  plain: string,
): Promise<string> {
  const row = await trx
    .insertInto('comments')
    .values({ video_id: videoId, user_id: userId, comment: text, plain })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('videos')
    .set((eb) => ({ comments: eb('comments', '+', 1) }))
    .where('id', '=', videoId)
    .execute();
  return row.id;
}

/** Removes a comment and uncounts it (`comments - 1` in SQL), in one transaction. */
export async function deleteCommentRow(
  db: Kysely<Database>,
  commentId: string,
  videoId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('comments').where('id', '=', commentId).executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      await trx
        .updateTable('videos')
        .set((eb) => ({ comments: eb('comments', '-', 1) }))
        .where('id', '=', videoId)
        .execute();
    }
  });
}

/**
 * Likes (once per user) or unlikes a comment in one statement each, the count moving by
 * exactly the rows inserted or deleted. Answers the count now and whether a like was added.
 */
export async function setCommentLike(
  db: Kysely<Database>,
  commentId: string,
  userId: string,
  like: boolean,
): Promise<{ like: number; added: boolean } | undefined> {
  const result = like
    ? await unlessGone(
        sql<{ likes: number; changed: string }>`
        WITH changed AS (
          INSERT INTO comment_likes (comment_id, user_id) VALUES (${commentId}::uuid, ${userId}::uuid)
          ON CONFLICT DO NOTHING
          RETURNING 1
        )
        UPDATE comments SET likes = likes + (SELECT count(*) FROM changed)
        WHERE id = ${commentId}::uuid
        RETURNING likes, (SELECT count(*) FROM changed) AS changed
      `.execute(db),
      )
    : await sql<{ likes: number; changed: string }>`
        WITH changed AS (
          DELETE FROM comment_likes WHERE comment_id = ${commentId}::uuid AND user_id = ${userId}::uuid
          RETURNING 1
        )
        UPDATE comments SET likes = likes - (SELECT count(*) FROM changed)
        WHERE id = ${commentId}::uuid
        RETURNING likes, (SELECT count(*) FROM changed) AS changed
      `.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return { like: row.likes, added: like && Number(row.changed) > 0 };
}
