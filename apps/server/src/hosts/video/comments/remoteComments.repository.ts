import type { Comment } from '@flick/api-types';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/database';
import { removeRemoteComment } from '../../../rules/moderation/moderation.service';
import { remoteAuthorHidden } from '../../../rules/visibility/remoteAccounts';

/**
 * Replies from the fediverse on a video, as comments (docs/federation.md): the author's handle
 * (`user@server`) as `userName`, their avatar, `remote: true`. They are written by the
 * federation's inbox and counted on the video there.
 */
function selectRemote(db: Kysely<Database>) {
  return db
    .selectFrom('remote_comments as c')
    .innerJoin('remote_actors as a', 'a.iri', 'c.actor_iri')
    .innerJoin('videos as v', 'v.id', 'c.video_id')
    .select([
      'c.id',
      'c.video_id',
      'c.comment',
      'c.created_at',
      'a.id as author_id',
      'a.iri as author_iri',
      'a.url as author_url',
      'a.handle',
      'a.name',
      'a.avatar_url',
      'v.user_id as video_user_id',
    ]);
}

type RemoteRow = Awaited<ReturnType<ReturnType<typeof selectRemote>['executeTakeFirstOrThrow']>>;

function toComment(row: RemoteRow): Comment {
  return {
    id: row.id,
    videoId: row.video_id,
    userId: row.author_id,
    userName: row.handle,
    firstName: row.name,
    lastName: '',
    profilePicture: row.avatar_url,
    comment: row.comment,
    like: 0,
    liked: false,
    videoUserId: row.video_user_id,
    createdAt: row.created_at.toISOString(),
    remote: true,
    authorUrl: row.author_url ?? row.author_iri,
  };
}

/**
 * The remote comments on `videoId` the caller may see, newest first: none whose author is
 * hidden from the caller (`remoteAuthorHiddenSql`: muted or blocked by them, or on a blocked server).
 */
export async function listRemoteComments(
  db: Kysely<Database>,
  videoId: string,
  callerId: string,
  limit: number,
): Promise<Comment[]> {
  const rows = await selectRemote(db)
    .where('c.video_id', '=', videoId)
    .where(({ not }) => not(remoteAuthorHidden('c.actor_iri', callerId)))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toComment);
}

/** One remote comment, for its video's owner to delete. */
export async function findRemoteComment(
  db: Kysely<Database>,
  commentId: string,
): Promise<Comment | undefined> {
  const row = await selectRemote(db).where('c.id', '=', commentId).executeTakeFirst();
  return row ? toComment(row) : undefined;
}

/** Removes a remote comment and uncounts it, in one statement (the one an admin's hide uses). */
export async function deleteRemoteComment(db: Kysely<Database>, commentId: string): Promise<void> {
  await removeRemoteComment(db, commentId);
}
