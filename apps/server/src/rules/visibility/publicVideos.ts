import type { Video } from '@flick/api-types';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { selectVideos, toVideo } from '../videos/videoRows';
import { publicVideo } from './visibility';

/**
 * The caller a signed-out visitor's read is made as: no account has this id, so nothing is
 * liked by them and no block, mute or follow applies.
 */
export const ANONYMOUS_VIEWER = '00000000-0000-0000-0000-000000000000';

/**
 * The 404 of a video a signed-out visitor may not watch, whatever the reason: the public
 * watch page's (the video host) and oEmbed's (sharing) answer for the same videos.
 */
export const PUBLIC_VIDEO_NOT_FOUND = 'Video not found.';

/** Videos joined with their owners, only those anyone may watch (`publicVideo`, visibility). */
export function selectPublicVideos(db: Kysely<Database>) {
  return selectVideos(db, ANONYMOUS_VIEWER).where(publicVideo('v'));
}

/**
 * One video anyone may watch, as a signed-out visitor's watch page shows it
 * (docs/product.md#watch-page): a private account's, hidden, held, processing, failed or
 * deleted video is `undefined`, like an unknown one. Its files are the plain public addresses
 * (a public video's files need no signed address: ADR 0090). With `callerId` (a signed-in
 * caller), a video between whose owner and the caller a block stands is `undefined` too: the
 * public read is no way around a block inside the app.
 */
export async function findPublicVideo(
  db: Kysely<Database>,
  videoId: string,
  callerId?: string,
): Promise<Video | undefined> {
  let query = selectPublicVideos(db).where('v.id', '=', videoId);
  if (callerId) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('blocks as b')
            .select('b.blocker_id')
            .where((b) =>
              b.or([
                b.and([
                  b('b.blocker_id', '=', b.ref('v.user_id')),
                  b('b.blocked_id', '=', callerId),
                ]),
                b.and([
                  b('b.blocked_id', '=', b.ref('v.user_id')),
                  b('b.blocker_id', '=', callerId),
                ]),
              ]),
            ),
        ),
      ),
    );
  }
  const row = await query.executeTakeFirst();
  return row ? toVideo(row) : undefined;
}

/** How many videos the landing page's phone frame plays (docs/product.md#landing-page). */
export const PUBLIC_SHOWCASE_SIZE = 3;

/** The newest videos anyone may watch, newest first, for the landing page. */
export async function newestPublicVideos(db: Kysely<Database>): Promise<Video[]> {
  const rows = await selectPublicVideos(db)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(PUBLIC_SHOWCASE_SIZE)
    .execute();
  return rows.map((row) => toVideo(row));
}
