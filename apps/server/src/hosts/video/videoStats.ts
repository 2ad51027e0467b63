import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Counts shown on a profile that come from the content area. */
export interface VideoStats {
  totalVideos: number;
  totalLikes: number;
}

/**
 * A user's video count and the likes their videos received, for the profile.
 * Owned by the content area; answers zeros until the videos table exists.
 */
export async function videoStatsForUser(
  _db: Kysely<Database>,
  _userId: string,
): Promise<VideoStats> {
  return { totalVideos: 0, totalLikes: 0 };
}
