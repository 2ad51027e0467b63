import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { hiddenAllows } from '../visibility/visibility';

/** Counts shown on a profile that come from the content area. */
export interface VideoStats {
  totalVideos: number;
  totalLikes: number;
}

/**
 * A user's video count (ready ones, duets included) and the likes their videos received, for the
 * profile as `viewerId` sees it: videos hidden by moderators count for their owner and admins
 * only, who see them in the grid. One index range over the user's videos; likes are the kept
 * per-video counts.
 */
export async function videoStatsForUser(
  db: Kysely<Database>,
  userId: string,
  viewerId: string,
): Promise<VideoStats> {
  const row = await db
    .selectFrom('videos as v')
    .select((eb) => [
      eb.fn.countAll<string>().as('total_videos'),
      eb.fn.coalesce(eb.fn.sum<string>('likes'), eb.lit(0)).as('total_likes'),
    ])
    .where('user_id', '=', userId)
    .where('state', '=', 'ready')
    .where(hiddenAllows(viewerId, 'v'))
    .executeTakeFirst();
  return { totalVideos: Number(row?.total_videos ?? 0), totalLikes: Number(row?.total_likes ?? 0) };
}
