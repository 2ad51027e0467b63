import type { Comment, PagingKey, Video } from '@flick/api-types';
import { type Kysely, sql } from 'kysely';
import { isUuid } from '../../../platform/contract/ids';
import type { Database } from '../../../platform/db/database';
import { remoteAuthorHidden } from '../../../rules/visibility/remoteAccounts';
import { keywordFiltered, visibleComment } from '../../../rules/visibility/visibility';
import { COMMENTS_LIMIT } from '../comments/comments.repository';

/**
 * Videos of remote accounts Flick users follow, as Flick's `Video` (ADR 0155,
 * docs/federation.md): played from their origin, counted with the Flick users' likes and
 * comments on them (kept here and sent to the origin by the federation host). One id space
 * with local videos: a remote video's id is its `remote_videos.id`, a uuid no local video has.
 */

/** A remote video with what the rules and the federation need of it. */
export interface RemoteVideoFacts {
  id: string;
  objectIri: string;
  actorIri: string;
  /** The author's `remote_actors.id` (the video's `userId`). */
  authorId: string;
}

function selectRemoteVideos(db: Kysely<Database>, callerId: string) {
  return db
    .selectFrom('remote_videos as v')
    .innerJoin('remote_actors as a', 'a.iri', 'v.actor_iri')
    .select([
      'v.id',
      'v.object_iri',
      'v.actor_iri',
      'v.page_url',
      'v.video_url',
      'v.poster_url',
      'v.caption',
      'v.hashtags',
      'v.published_at',
      'a.id as author_id',
      'a.handle',
      'a.name',
      'a.avatar_url',
      'a.url as author_url',
      sql<number>`(select count(*) from local_likes_on_remote l where l.remote_video_id = v.id)::int`.as(
        'likes',
      ),
      sql<number>`(select count(*) from local_comments_on_remote c where c.remote_video_id = v.id and not c.hidden)::int`.as(
        'comments',
      ),
      sql<boolean>`exists (select 1 from local_likes_on_remote l where l.remote_video_id = v.id and l.user_id = ${callerId}::uuid)`.as(
        'liked',
      ),
    ])
    .where(sql<boolean>`not ${remoteAuthorHidden('v.actor_iri', callerId)}`);
}

type RemoteVideoRow = Awaited<
  ReturnType<ReturnType<typeof selectRemoteVideos>['executeTakeFirstOrThrow']>
>;

/** The contract's `Video` of a remote video (the shape `Video.remote` documents). */
function toVideo(row: RemoteVideoRow): Video {
  const poster = row.poster_url ?? '';
  return {
    id: row.id,
    userId: row.author_id,
    createdAt: row.published_at.toISOString(),
    iosUrl: row.video_url,
    videoUrl: '',
    thumbUrl: poster,
    thumbUrlCompress: poster,
    caption: row.caption,
    hashtags: row.hashtags,
    userName: row.handle,
    firstName: row.name,
    lastName: '',
    profilePicture: row.avatar_url,
    likes: row.likes,
    downloads: 0,
    shares: 0,
    comments: row.comments,
    liked: row.liked,
    allowComment: '1',
    allowDownload: '0',
    allowDuet: '0',
    isDuet: '0',
    status: 1,
    state: 'ready',
    progress: null,
    failureReason: null,
    remote: {
      handle: row.handle,
      url: row.page_url,
      profileUrl: row.author_url ?? row.actor_iri,
    },
  };
}

/** A remote video's paging key (`LastEvaluatedKey`), as a local video's. */
export const remoteKeyOf = (video: Video): PagingKey => ({
  id: video.id,
  userId: video.userId,
  createdAt: video.createdAt,
});

/**
 * Whether the reader follows any remote account (accepted): one probe of the follows' primary
 * key, so a reader without remote follows reads "Following" as before.
 */
export async function followsRemoteAccounts(
  db: Kysely<Database>,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('remote_follows')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'accepted')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The newest videos of the remote accounts the reader follows (accepted), after the cursor
 * when given, newest first by (published_at, id): at most `limit`. None whose author is hidden
 * from the reader (`remoteAuthorHiddenSql`), none whose caption holds one of the reader's
 * filtered keywords (as a local video's in a list).
 */
export async function followedRemotePage(
  db: Kysely<Database>,
  callerId: string,
  limit: number,
  after?: { createdAt: Date; id: string },
): Promise<Video[]> {
  let query = selectRemoteVideos(db, callerId)
    .innerJoin('remote_follows as f', (j) =>
      j
        .onRef('f.actor_iri', '=', 'v.actor_iri')
        .on('f.user_id', '=', callerId)
        .on('f.status', '=', 'accepted'),
    )
    .where(sql<boolean>`not ${keywordFiltered(callerId, 'v.caption')}`)
    .orderBy('v.published_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(limit);
  if (after) {
    query = query.where(
      sql<boolean>`(v.published_at, v.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return (await query.execute()).map(toVideo);
}

/**
 * One remote video by id, for anyone signed in from whom its author is not hidden (it is a
 * public video on its server; ADR 0155). Undefined when there is none.
 */
export async function findRemoteVideo(
  db: Kysely<Database>,
  id: string,
  callerId: string,
): Promise<{ video: Video; facts: RemoteVideoFacts } | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await selectRemoteVideos(db, callerId).where('v.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    video: toVideo(row),
    facts: {
      id: row.id,
      objectIri: row.object_iri,
      actorIri: row.actor_iri,
      authorId: row.author_id,
    },
  };
}

/**
 * The caller likes (`like`) or unlikes a remote video. Answers the like's id when it changed
 * (the Like sent and undone names it), and the video's count and the caller's like after.
 */
export async function setRemoteVideoLike(
  db: Kysely<Database>,
  remoteVideoId: string,
  userId: string,
  like: boolean,
): Promise<{ changedId?: string; likes: number; liked: boolean }> {
  const changed = like
    ? await db
        .insertInto('local_likes_on_remote')
        .values({ remote_video_id: remoteVideoId, user_id: userId })
        .onConflict((oc) => oc.columns(['remote_video_id', 'user_id']).doNothing())
        .returning('id')
        .executeTakeFirst()
    : await db
        .deleteFrom('local_likes_on_remote')
        .where('remote_video_id', '=', remoteVideoId)
        .where('user_id', '=', userId)
        .returning('id')
        .executeTakeFirst();
  const count = await db
    .selectFrom('local_likes_on_remote')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('remote_video_id', '=', remoteVideoId)
    .executeTakeFirstOrThrow();
  return { ...(changed ? { changedId: changed.id } : {}), likes: Number(count.n), liked: like };
}

function selectComments(db: Kysely<Database>) {
  return db
    .selectFrom('local_comments_on_remote as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('remote_videos as v', 'v.id', 'c.remote_video_id')
    .innerJoin('remote_actors as a', 'a.iri', 'v.actor_iri')
    .select([
      'c.id',
      'c.remote_video_id',
      'c.user_id',
      'c.comment',
      'c.plain',
      'c.created_at',
      'c.hidden',
      'u.user_name',
      'u.first_name',
      'u.last_name',
      'u.profile_picture',
      'a.id as video_user_id',
    ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    videoId: row.remote_video_id,
    userId: row.user_id,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePicture: row.profile_picture,
    comment: row.comment,
    like: 0,
    liked: false,
    videoUserId: row.video_user_id,
    createdAt: row.created_at.toISOString(),
  };
}

/** Keeps a Flick user's comment on a remote video; answers it (and its plain text). */
export async function addRemoteVideoComment(
  db: Kysely<Database>,
  remoteVideoId: string,
  userId: string,
  comment: string,
  plain: string,
): Promise<Comment | undefined> {
  const added = await db
    .insertInto('local_comments_on_remote')
    .values({ remote_video_id: remoteVideoId, user_id: userId, comment, plain })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await selectComments(db).where('c.id', '=', added.id).executeTakeFirst();
  return row ? toComment(row) : undefined;
}

/**
 * The Flick users' comments on a remote video the caller may see (as local comments: not from
 * someone the caller muted or blocked, nor with a filtered keyword), newest first.
 */
export async function listRemoteVideoComments(
  db: Kysely<Database>,
  remoteVideoId: string,
  callerId: string,
): Promise<Comment[]> {
  const rows = await selectComments(db)
    .where('c.remote_video_id', '=', remoteVideoId)
    .where(visibleComment(callerId))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(COMMENTS_LIMIT)
    .execute();
  return rows.map(toComment);
}

/** A Flick user's comment on a remote video, with the video's object and author. */
export async function findRemoteVideoComment(db: Kysely<Database>, commentId: string) {
  if (!isUuid(commentId)) return undefined;
  return db
    .selectFrom('local_comments_on_remote as c')
    .innerJoin('remote_videos as v', 'v.id', 'c.remote_video_id')
    .select(['c.id', 'c.user_id', 'c.remote_video_id', 'v.object_iri', 'v.actor_iri'])
    .where('c.id', '=', commentId)
    .executeTakeFirst();
}

export async function deleteRemoteVideoComment(
  db: Kysely<Database>,
  commentId: string,
): Promise<void> {
  await db.deleteFrom('local_comments_on_remote').where('id', '=', commentId).execute();
}
