import type {
  account,
  OwnProfile as ContractOwnProfile,
  Profile as ContractProfile,
} from '@flick/api-types';
import { fieldRules } from '@flick/api-types/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/database';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../../platform/http/errors';
import { checkDateOfBirth } from '../../../rules/auth/dateOfBirth';
import { videoStatsForUser } from '../../../rules/videos/videoStats';
import {
  USER_NOT_FOUND,
  type UserSummary,
  userExists,
  userSummaryColumns,
} from '../../../rules/visibility/users.repository';
import { type ProfileRow, readProfileRow } from './profile.repository';

/**
 * The contract's `Profile`: `isMuted` is the caller's mute (docs/product.md#mute), `isPrivate`
 * and `followRequested` follow docs/product.md#private-accounts.
 */
export type Profile = ContractProfile;

/** The contract's `OwnProfile`: the profile plus the edit form's private fields. */
export type OwnProfile = ContractOwnProfile;

async function toProfile(
  db: Kysely<Database>,
  row: ProfileRow,
  viewerId: string,
): Promise<Profile> {
  const stats = await videoStatsForUser(db, row.id, viewerId);
  return {
    id: row.id,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePicture: row.profile_picture,
    aboutMe: row.about_me,
    isFollowing: row.is_following,
    isBlocked: row.is_blocked,
    isMuted: row.is_muted,
    isPrivate: row.is_private,
    followRequested: row.follow_requested,
    totalFollowers: Number(row.followers),
    totalFollowings: Number(row.followings),
    totalVideos: stats.totalVideos,
    totalLikes: stats.totalLikes,
  };
}

/** A user's profile as the viewer sees it; 404 for unknown users and for users who blocked the viewer. */
export async function getProfile(
  db: Kysely<Database>,
  userId: string,
  viewerId: string,
): Promise<Profile> {
  const row = await readProfileRow(db, userId, viewerId);
  if (!row || row.blocked_viewer) throw notFound(USER_NOT_FOUND);
  return toProfile(db, row, viewerId);
}

/** The caller's own profile with private fields. */
export async function getOwnProfile(db: Kysely<Database>, userId: string): Promise<OwnProfile> {
  const row = await readProfileRow(db, userId, userId);
  if (!row) throw notFound(USER_NOT_FOUND);
  return {
    ...(await toProfile(db, row, userId)),
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    dateOfBirth: row.date_of_birth,
    hasPassword: row.has_password,
    isAdmin: row.is_admin,
    language: row.language,
    federation: row.federation,
  };
}

/**
 * The edit form's fields (the contract's `updateOwnProfile` body); only those given change
 * (email and phone have their own flow; `isPrivate`: docs/product.md#private-accounts).
 */
export type ProfileChanges =
  account.operations['updateOwnProfile']['requestBody']['content']['application/json'];

export async function updateOwnProfile(
  db: Kysely<Database>,
  userId: string,
  changes: ProfileChanges,
): Promise<OwnProfile> {
  const set: Record<string, unknown> = {};
  if (changes.firstName !== undefined) {
    const v = changes.firstName.trim();
    if (!v) throw badRequest(fieldRules.FirstName.messages.minLength);
    set.first_name = v;
  }
  if (changes.lastName !== undefined) {
    const v = changes.lastName.trim();
    if (!v) throw badRequest(fieldRules.LastName.messages.minLength);
    set.last_name = v;
  }
  if (changes.userName !== undefined) set.user_name = changes.userName;
  if (changes.gender !== undefined) set.gender = changes.gender;
  if (changes.dateOfBirth !== undefined) {
    checkDateOfBirth(changes.dateOfBirth);
    set.date_of_birth = changes.dateOfBirth;
  }
  if (changes.aboutMe !== undefined) set.about_me = changes.aboutMe.trim();
  // Going private keeps the followers; going public approves no open request (ADR 0050).
  if (changes.isPrivate !== undefined) set.is_private = changes.isPrivate;
  if (changes.language !== undefined) set.language = changes.language;
  // Off: the actor and WebFinger answer 404 and nothing of the account federates (ADR 0151).
  if (changes.federation !== undefined) set.federation = changes.federation;
  try {
    await db
      .updateTable('users')
      .set({ ...set, updated_at: sql`now()` })
      .where('id', '=', userId)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err, 'users_user_name_key')) throw conflict('That username is taken.');
    throw err;
  }
  return getOwnProfile(db, userId);
}

/** Blocks a user: follows both ways end; idempotent. */
export async function block(db: Kysely<Database>, me: string, target: string): Promise<void> {
  if (me === target) throw badRequest('You cannot block yourself.');
  await db.transaction().execute(async (trx) => {
    if (!(await userExists(trx, target))) throw notFound(USER_NOT_FOUND);
    await trx
      .insertInto('blocks')
      .values({ blocker_id: me, blocked_id: target })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
    await trx
      .deleteFrom('follows')
      .where((eb) =>
        eb.or([
          eb.and([eb('follower_id', '=', me), eb('followee_id', '=', target)]),
          eb.and([eb('follower_id', '=', target), eb('followee_id', '=', me)]),
        ]),
      )
      .execute();
    await trx
      .deleteFrom('follow_requests')
      .where((eb) =>
        eb.or([
          eb.and([eb('requester_id', '=', me), eb('target_id', '=', target)]),
          eb.and([eb('requester_id', '=', target), eb('target_id', '=', me)]),
        ]),
      )
      .execute();
  });
}

/** The users `me` blocked, most recently blocked first (the settings' blocked accounts). */
export async function listBlocked(db: Kysely<Database>, me: string): Promise<UserSummary[]> {
  return db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(userSummaryColumns(me))
    .where('b.blocker_id', '=', me)
    .orderBy('b.created_at', 'desc')
    .orderBy('u.id')
    .execute();
}

/** Unblocks a user; idempotent. */
export async function unblock(db: Kysely<Database>, me: string, target: string): Promise<void> {
  if (me === target) throw badRequest('You cannot unblock yourself.');
  if (!(await userExists(db, target))) throw notFound(USER_NOT_FOUND);
  await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', me)
    .where('blocked_id', '=', target)
    .execute();
}
