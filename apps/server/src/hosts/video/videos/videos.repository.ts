import type { Video } from '@flick/api-types';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/database';
import { prepared } from '../../../platform/db/prepared';
import { mediaViewer } from '../../../platform/media/signedAddress';
import { selectVideos, toVideo } from '../../../rules/videos/videoRows';
import { readableVideo } from '../../../rules/visibility/visibility';
import { unlessGone } from '../gone';

/**
 * Who reads a video directly (one video, a profile's grid): see `readableVideoSql`. Feeds,
 * search and tags list only what `listedVideoSql` allows.
 */
const visibleTo = (callerId: string) => readableVideo(callerId);

export async function findVideo(
  db: Kysely<Database>,
  videoId: string,
  callerId: string,
): Promise<Video | undefined> {
  const row = await prepared(
    selectVideos(db, callerId).where('v.id', '=', videoId).where(visibleTo(callerId)),
  ).executeTakeFirst();
  return row ? toVideo(row, await mediaViewer(db, callerId)) : undefined;
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
    .where(visibleTo(callerId))
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(USER_VIDEOS_LIMIT)
    .execute();
  const viewer = await mediaViewer(db, callerId);
  return rows.map((row) => toVideo(row, viewer));
}

/**
 * The few fields rules need (owner, flags, files), if the caller may see the video (someone
 * who blocked the caller is hidden from them already: `readableVideoSql`). With `acting`, also
 * only when its owner has not blocked the caller even when the caller is an admin: an admin
 * reads such a video to judge reports, but does not like, share, download or comment on it.
 */
export async function videoFacts(
  db: Kysely<Database>,
  videoId: string,
  callerId: string,
  { acting = false }: { acting?: boolean } = {},
) {
  let query = db
    .selectFrom('videos as v')
    .select([
      'id',
      'user_id',
      'allow_comment',
      'allow_download',
      'video_file',
      'thumb_url',
      'thumb_url_compress',
      'source_file',
      'state',
    ])
    .where('id', '=', videoId)
    .where(visibleTo(callerId));
  if (acting) {
    query = query.where(
      sql<boolean>`not exists (select 1 from blocks b where b.blocker_id = v.user_id and b.blocked_id = ${callerId}::uuid)`,
    );
  }
  return query.executeTakeFirst();
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
  const result = await unlessGone(
    sql<{
      likes: number;
      downloads: number;
      shares: number;
      added: string;
    }>`
    WITH added AS (
      INSERT INTO video_likes (video_id, user_id) VALUES (${videoId}::uuid, ${userId}::uuid)
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    UPDATE videos SET likes = likes + (SELECT count(*) FROM added)
    WHERE id = ${videoId}::uuid
    RETURNING likes, downloads, shares, (SELECT count(*) FROM added) AS added
  `.execute(db),
  );
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

/** Counts a download or share once per user and video (a repeat adds nothing), in SQL. */
export async function countVideoEvent(
  db: Kysely<Database>,
  videoId: string,
  userId: string,
  column: 'downloads' | 'shares',
): Promise<VideoCounts | undefined> {
  // One statement: the event row and the counter move together, and a repeat (even a
  // concurrent one) finds the row already there and adds nothing.
  const result = await unlessGone(
    sql<VideoCounts>`
    WITH counted AS (
      INSERT INTO video_counted_events (video_id, user_id, kind)
      SELECT id, ${userId}::uuid, ${column} FROM videos WHERE id = ${videoId}::uuid
      ON CONFLICT (video_id, user_id, kind) DO NOTHING
      RETURNING video_id
    )
    UPDATE videos SET ${sql.ref(column)} = ${sql.ref(column)} + (SELECT count(*)::int FROM counted)
    WHERE id = ${videoId}::uuid
    RETURNING likes, downloads, shares,
      exists (select 1 from video_likes l where l.video_id = videos.id and l.user_id = ${userId}::uuid) AS liked
  `.execute(db),
  );
  return result.rows[0];
}
