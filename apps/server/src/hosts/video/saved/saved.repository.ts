import type { Video } from '@flick/api-types';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/database';
import { mediaViewer } from '../../../platform/media/signedAddress';
import { selectVideos, toVideo } from '../../../rules/videos/videoRows';
import { listedVideo, readableVideo } from '../../../rules/visibility/visibility';

/** Most saved videos the list answers, last saved first (the contract has no paging there). */
export const SAVED_VIDEOS_LIMIT = 300;

/**
 * Saves `videoId` for `userId` when the caller may read it (as a direct read would); saving
 * twice keeps the first row. Answers false for a video that is unknown or not readable.
 */
export async function saveVideo(
  db: Kysely<Database>,
  userId: string,
  videoId: string,
): Promise<boolean> {
  // One statement: the check and the insert see the same video row.
  const result = await sql<{ found: boolean }>`
    WITH v AS (
      SELECT v.id FROM videos v WHERE v.id = ${videoId}::uuid AND ${readableVideo(userId, 'v')}
    ), ins AS (
      INSERT INTO saved_videos (user_id, video_id) SELECT ${userId}::uuid, v.id FROM v
      ON CONFLICT (user_id, video_id) DO NOTHING
    )
    SELECT EXISTS (SELECT 1 FROM v) AS found
  `.execute(db);
  return result.rows[0]?.found === true;
}

/**
 * Removes `videoId` from `userId`'s saved videos. Answers false when the video is unknown or
 * not readable and was not saved either; a saved video the caller can no longer read can
 * still be removed.
 */
export async function unsaveVideo(
  db: Kysely<Database>,
  userId: string,
  videoId: string,
): Promise<boolean> {
  const result = await sql<{ found: boolean }>`
    WITH del AS (
      DELETE FROM saved_videos WHERE user_id = ${userId}::uuid AND video_id = ${videoId}::uuid
      RETURNING video_id
    )
    SELECT EXISTS (SELECT 1 FROM del)
      OR EXISTS (SELECT 1 FROM videos v WHERE v.id = ${videoId}::uuid AND ${readableVideo(userId, 'v')})
      AS found
  `.execute(db);
  return result.rows[0]?.found === true;
}

/**
 * `userId`'s saved videos, last saved first, as lists show videos to them: a video made
 * private, hidden, held, or by someone muted or blocked either way drops out (`listedVideo`).
 */
export async function savedVideos(db: Kysely<Database>, userId: string): Promise<Video[]> {
  const rows = await selectVideos(db, userId)
    .innerJoin('saved_videos as s', 's.video_id', 'v.id')
    .where('s.user_id', '=', userId)
    .where(listedVideo(userId, 'v'))
    .orderBy('s.saved_at', 'desc')
    .orderBy('s.video_id', 'desc')
    .limit(SAVED_VIDEOS_LIMIT)
    .execute();
  const viewer = await mediaViewer(db, userId);
  return rows.map((row) => toVideo(row, viewer));
}
