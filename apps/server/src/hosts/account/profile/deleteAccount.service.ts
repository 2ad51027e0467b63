import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { CoreEvents } from '../../../platform/core/events';
import type { Database } from '../../../platform/db/database';
import { posterNames } from '../../../platform/media/images';
import { mediaNameFromUrl } from '../../../platform/media/index';
import { type MediaAreas, removePendingMedia } from '../../../platform/media/pendingDeletions';
import type { AuthDeps } from '../../../rules/auth/account.service';
import { proveOwner } from '../../../rules/auth/addressChange.service';
import { forgetUserSessions, revokeUserSessions } from '../../../rules/auth/sessions.repository';
import { unlinkHashtags } from '../../../rules/videos/hashtags';

/** The answer of a deletion (the session used for it is over). */
export const ACCOUNT_DELETED = 'Your account has been deleted.';

type Area = keyof MediaAreas;

/** Every stored file of a user: renditions, posters, thumbnails, originals, uploads, photo. */
async function filesOf(trx: Kysely<Database>, userId: string) {
  const files = new Map<string, { area: Area; name: string }>();
  const add = (area: Area, name: string | null | undefined) => {
    if (name) files.set(`${area}/${name}`, { area, name });
  };
  const videos = await trx
    .selectFrom('videos')
    .select(['id', 'video_file', 'thumb_url', 'thumb_url_compress', 'source_file', 'captions_file'])
    .where('user_id', '=', userId)
    .execute();
  for (const v of videos) {
    add('media', v.video_file);
    const posters = posterNames(v.video_file);
    add('media', posters.thumb);
    add('media', posters.compress);
    add('media', mediaNameFromUrl(v.thumb_url));
    add('media', mediaNameFromUrl(v.thumb_url_compress));
    add('originals', v.source_file);
    add('media', v.captions_file);
  }
  const uploads = await trx
    .selectFrom('uploads')
    .select(['name', 'kind'])
    .where('user_id', '=', userId)
    .execute();
  for (const u of uploads) add(u.kind === 'video' ? 'originals' : 'media', u.name);
  const user = await trx
    .selectFrom('users')
    .select(['profile_picture'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user?.profile_picture) add('media', mediaNameFromUrl(user.profile_picture));
  return { videoIds: videos.map((v) => v.id), files: [...files.values()] };
}

/**
 * Deletes an account for good (docs/product.md#account-deletion, ADR 0027). The owner proves
 * it is them as for an address change (password, or a code to the current address). Then,
 * in one transaction: every session is revoked (open streams end in every process at
 * commit), the counts on other people's videos and comments lose what this user added
 * (likes, comments, comment likes, shares, downloads; tags lose this user's videos), the
 * files are listed in `pending_media_deletions`, OTP rows of the account's addresses go, and
 * the user row goes with everything that references it (videos, comments, likes, follows
 * both ways, blocks, notifications by and for them, push tokens, uploads, sessions). After
 * commit the files are deleted; what fails stays listed for the leftovers sweep.
 */
export async function deleteAccount(
  deps: AuthDeps & { media: MediaAreas; log: FastifyBaseLogger; events: CoreEvents },
  input: {
    userId: string;
    sessionId: string;
    currentPassword?: string | undefined;
    currentCode?: number | undefined;
  },
): Promise<void> {
  await proveOwner(deps, input);
  const { userId } = input;
  // Remote servers are told with the account's keys, which go with it (ADR 0152).
  await deps.events.emit('accountLeaving', { userId });
  const requester = `user:${userId}`;
  const names = await deps.db.transaction().execute(async (trx) => {
    // Locks the user row first: a second deletion of the same account waits, then finds none.
    const user = await trx
      .selectFrom('users')
      .select(['email', 'phone'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return [];
    await revokeUserSessions(trx, userId);
    const { videoIds, files } = await filesOf(trx, userId);

    // Counts on other people's things lose this user's share, in SQL (never read-then-write).
    await sql`
      UPDATE videos v SET likes = v.likes - 1
      FROM video_likes l
      WHERE l.video_id = v.id AND l.user_id = ${userId}::uuid AND v.user_id <> ${userId}::uuid
    `.execute(trx);
    await sql`
      UPDATE videos v SET comments = v.comments - c.n
      FROM (SELECT video_id, count(*)::int AS n FROM comments WHERE user_id = ${userId}::uuid GROUP BY video_id) c
      WHERE c.video_id = v.id AND v.user_id <> ${userId}::uuid
    `.execute(trx);
    await sql`
      UPDATE videos v SET shares = v.shares - e.shares, downloads = v.downloads - e.downloads
      FROM (
        SELECT video_id,
          count(*) FILTER (WHERE kind = 'shares')::int AS shares,
          count(*) FILTER (WHERE kind = 'downloads')::int AS downloads
        FROM video_counted_events WHERE user_id = ${userId}::uuid GROUP BY video_id
      ) e
      WHERE e.video_id = v.id AND v.user_id <> ${userId}::uuid
    `.execute(trx);
    await sql`
      UPDATE comments c SET likes = c.likes - 1
      FROM comment_likes cl
      WHERE cl.comment_id = c.id AND cl.user_id = ${userId}::uuid AND c.user_id <> ${userId}::uuid
    `.execute(trx);
    // Likes this user's comments got on other people's videos go with the comments; so do
    // the comments' places in those videos' counts (above).
    for (const videoId of videoIds) await unlinkHashtags(trx, videoId);
    // Notifications name videos and comments without a foreign key.
    if (videoIds.length > 0) {
      await trx.deleteFrom('notifications').where('video_id', 'in', videoIds).execute();
    }
    const addresses = [user.email, user.phone].filter((a): a is string => a !== null);
    if (addresses.length > 0) {
      await trx.deleteFrom('otp_codes').where('address', 'in', addresses).execute();
      await trx.deleteFrom('verification_tickets').where('address', 'in', addresses).execute();
    }
    // The account's own code budgets go; budgets that strangers (by IP) spent on these
    // addresses stay until they expire, so deleting an account never resets a limit.
    await trx.deleteFrom('otp_daily_counts').where('requester', '=', requester).execute();
    if (files.length > 0) {
      await trx
        .insertInto('pending_media_deletions')
        .values(files)
        .onConflict((oc) => oc.columns(['area', 'name']).doNothing())
        .execute();
    }
    // Everything else references users(id) ON DELETE CASCADE.
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return files.map((f) => f.name);
  });
  // Again after commit: a request between the revocation and the commit may have cached it.
  forgetUserSessions(userId);
  // The feed's first page shows this user's name and videos: dropped before the answer.
  await deps.events.emit('userChanged', { userId });
  try {
    await removePendingMedia(deps.db, deps.media, names);
  } catch (err) {
    deps.log.warn({ err }, 'files of a deleted account not all removed; the sweep retries');
  }
}
