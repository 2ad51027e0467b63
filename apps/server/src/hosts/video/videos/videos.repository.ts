import type { Video } from '@flick/api-types';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../../db/database';
import { prepared } from '../../../db/prepared';
import { mediaUrl } from '../../../media/index';

/** A video row joined with its owner, as every read answers it. */
export interface VideoRow {
  id: string;
  user_id: string;
  created_at: Date;
  video_file: string;
  video_url: string;
  thumb_url: string;
  thumb_url_compress: string;
  caption: string;
  hashtags: string[];
  allow_comment: boolean;
  allow_download: boolean;
  allow_duet: boolean;
  is_duet: boolean;
  status: number;
  likes: number;
  downloads: number;
  shares: number;
  comments: number;
  user_name: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  liked: boolean;
}

/**
 * The base query of every video read: videos `v` joined with their owner `u`, with the
 * caller's like. Callers add where, order and limit.
 */
export function selectVideos(
  db: Kysely<Database>,
  callerId: string,
): SelectQueryBuilder<
  Database & { v: Database['videos']; u: Database['users'] },
  'v' | 'u',
  VideoRow
> {
  return db
    .selectFrom('videos as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select([
      'v.id',
      'v.user_id',
      'v.created_at',
      'v.video_file',
      'v.video_url',
      'v.thumb_url',
      'v.thumb_url_compress',
      'v.caption',
      'v.hashtags',
      'v.allow_comment',
      'v.allow_download',
      'v.allow_duet',
      'v.is_duet',
      'v.status',
      'v.likes',
      'v.downloads',
      'v.shares',
      'v.comments',
      'u.user_name',
      'u.first_name',
      'u.last_name',
      'u.profile_picture',
      sql<boolean>`exists (select 1 from video_likes l where l.video_id = v.id and l.user_id = ${callerId}::uuid)`.as(
        'liked',
      ),
    ]) as never;
}

const flag = (on: boolean) => (on ? '1' : '0') as '0' | '1';

/** A row as the contract's Video (spec section 3 names; flags as '1'/'0'). */
export function toVideo(row: VideoRow): Video {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at.toISOString(),
    iosUrl: mediaUrl(row.video_file),
    videoUrl: row.video_url,
    thumbUrl: row.thumb_url,
    thumbUrlCompress: row.thumb_url_compress,
    caption: row.caption,
    hashtags: row.hashtags,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePicture: row.profile_picture,
    likes: row.likes,
    downloads: row.downloads,
    shares: row.shares,
    comments: row.comments,
    liked: row.liked,
    allowComment: flag(row.allow_comment),
    allowDownload: flag(row.allow_download),
    allowDuet: flag(row.allow_duet),
    isDuet: flag(row.is_duet),
    status: row.status,
  };
}

export async function findVideo(
  db: Kysely<Database>,
  videoId: string,
  callerId: string,
): Promise<Video | undefined> {
  const row = await prepared(
    selectVideos(db, callerId).where('v.id', '=', videoId),
  ).executeTakeFirst();
  return row ? toVideo(row) : undefined;
}

/** Where the previous page ended: its last video's creation time and id. */
export interface FeedCursor {
  createdAt: Date;
  id: string;
}

/**
 * One page of the feed, newest first. Keyset paging on (created_at, id): a page starts
 * strictly after the previous page's last video, so videos added meanwhile (which are
 * newer) never shift or repeat what follows. Reads one extra row to know whether more follow.
 */
export async function feedPage(
  db: Kysely<Database>,
  callerId: string,
  pageSize: number,
  after?: FeedCursor,
): Promise<{ items: Video[]; hasMore: boolean }> {
  let query = selectVideos(db, callerId);
  if (after) {
    query = query.where(
      sql<boolean>`(v.created_at, v.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await prepared(
    query
      .orderBy('v.created_at', 'desc')
      .orderBy('v.id', 'desc')
      .limit(pageSize + 1),
  ).execute();
  return { items: rows.slice(0, pageSize).map(toVideo), hasMore: rows.length > pageSize };
}

/** Most videos a profile list answers (the contract has no paging there). */
export const USER_VIDEOS_LIMIT = 300;

export async function userVideos(
  db: Kysely<Database>,
  userId: string,
  isDuet: boolean,
  callerId: string,
): Promise<Video[]> {
  const rows = await selectVideos(db, callerId)
    .where('v.user_id', '=', userId)
    .where('v.is_duet', '=', isDuet)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(USER_VIDEOS_LIMIT)
    .execute();
  return rows.map(toVideo);
}

/** The few fields rules need (owner, flags, files). */
export async function videoFacts(db: Kysely<Database>, videoId: string) {
  return db
    .selectFrom('videos')
    .select([
      'id',
      'user_id',
      'allow_comment',
      'allow_download',
      'video_file',
      'thumb_url',
      'thumb_url_compress',
    ])
    .where('id', '=', videoId)
    .executeTakeFirst();
}

/** The video's counters now, and whether the caller likes it. */
export interface VideoCounts {
  likes: number;
  downloads: number;
  shares: number;
  liked: boolean;
}

/**
 * Likes once per user. One statement: the insert (ignored when the like exists) and the
 * count moving by exactly the rows inserted, so concurrent likes stay exact on both engines.
 * Answers the counts and whether this call added the like, or undefined without the video.
 */
export async function likeVideo(
  db: Kysely<Database>,
  videoId: string,
  userId: string,
): Promise<{ counts: VideoCounts; added: boolean } | undefined> {
  const result = await sql<{ likes: number; downloads: number; shares: number; added: string }>`
    WITH added AS (
      INSERT INTO video_likes (video_id, user_id) VALUES (${videoId}::uuid, ${userId}::uuid)
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    UPDATE videos SET likes = likes + (SELECT count(*) FROM added)
    WHERE id = ${videoId}::uuid
    RETURNING likes, downloads, shares, (SELECT count(*) FROM added) AS added
  `.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    counts: { likes: row.likes, downloads: row.downloads, shares: row.shares, liked: true },
    added: Number(row.added) > 0,
  };
}

/** Removes the caller's like, if any; the count moves by exactly the rows deleted. */
export async function unlikeVideo(
  db: Kysely<Database>,
  videoId: string,
  userId: string,
): Promise<VideoCounts | undefined> {
  const result = await sql<{ likes: number; downloads: number; shares: number }>`
    WITH removed AS (
      DELETE FROM video_likes WHERE video_id = ${videoId}::uuid AND user_id = ${userId}::uuid
      RETURNING 1
    )
    UPDATE videos SET likes = likes - (SELECT count(*) FROM removed)
    WHERE id = ${videoId}::uuid
    RETURNING likes, downloads, shares
  `.execute(db);
  const row = result.rows[0];
  return row ? { ...row, liked: false } : undefined;
}

/** Counts one download or share, in SQL. */
export async function countVideoEvent(
  db: Kysely<Database>,
  videoId: string,
  userId: string,
  column: 'downloads' | 'shares',
): Promise<VideoCounts | undefined> {
  const row = await db
    .updateTable('videos')
    .set((eb) => ({ [column]: eb(column, '+', 1) }))
    .where('id', '=', videoId)
    .returning([
      'likes',
      'downloads',
      'shares',
      sql<boolean>`exists (select 1 from video_likes l where l.video_id = videos.id and l.user_id = ${userId}::uuid)`.as(
        'liked',
      ),
    ])
    .executeTakeFirst();
  return row;
}
