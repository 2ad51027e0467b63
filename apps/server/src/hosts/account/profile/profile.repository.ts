import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/database';
import { followerCountSql } from '../follows/follows.repository';

/** The columns of a profile as `viewerId` sees it; the follower count is kept, the others derived from rows. */
export async function readProfileRow(db: Kysely<Database>, userId: string, viewerId: string) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.user_name',
      'u.first_name',
      'u.last_name',
      'u.profile_picture',
      'u.about_me',
      'u.email',
      'u.phone',
      'u.gender',
      'u.date_of_birth',
      'u.is_private',
      'u.language',
      'u.federation',
      sql<boolean>`EXISTS (SELECT 1 FROM follow_requests fr WHERE fr.requester_id = ${viewerId} AND fr.target_id = u.id)`.as(
        'follow_requested',
      ),
      sql<boolean>`u.password_hash IS NOT NULL`.as('has_password'),
      sql<boolean>`EXISTS (SELECT 1 FROM admins a WHERE a.user_id = u.id)`.as('is_admin'),
      sql<boolean>`EXISTS (SELECT 1 FROM mutes m WHERE m.muter_id = ${viewerId} AND m.muted_id = u.id)`.as(
        'is_muted',
      ),
      followerCountSql(sql.ref('u.id')).as('followers'),
      sql<string>`(SELECT count(*) FROM follows f WHERE f.follower_id = u.id)`.as('followings'),
      sql<boolean>`EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerId} AND f.followee_id = u.id)`.as(
        'is_following',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = u.id)`.as(
        'is_blocked',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = u.id AND b.blocked_id = ${viewerId})`.as(
        'blocked_viewer',
      ),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof readProfileRow>>>;

/**
 * Sets (or with null, removes) a user's profile picture; returns the address it replaces,
 * so the caller can delete that file once the new one is in place.
 */
export async function replaceProfilePicture(
  db: Kysely<Database>,
  userId: string,
  address: string | null,
): Promise<string | null> {
  const old = await db
    .selectFrom('users')
    .select('profile_picture')
    .where('id', '=', userId)
    .executeTakeFirst();
  await db
    .updateTable('users')
    .set({ profile_picture: address })
    .where('id', '=', userId)
    .execute();
  return old?.profile_picture ?? null;
}
