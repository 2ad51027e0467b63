import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/errors';
import { type UserSummary, userExists, userSummaryColumns } from '../visibility/users.repository';

// Muting (docs/product.md#mute): what the muted person posts is hidden from the muter by the
// rules of src/rules/visibility; nothing here tells the muted person.

export const USER_MUTED = 'User muted.';
export const USER_UNMUTED = 'User unmuted.';
const MUTE_SELF = 'You cannot mute yourself.';
const UNMUTE_SELF = 'You cannot unmute yourself.';
const USER_NOT_FOUND = 'User not found.';

/** Mutes a user; idempotent. */
export async function mute(db: Kysely<Database>, me: string, target: string): Promise<void> {
  if (me === target) throw badRequest(MUTE_SELF);
  if (!(await userExists(db, target))) throw notFound(USER_NOT_FOUND);
  await db
    .insertInto('mutes')
    .values({ muter_id: me, muted_id: target })
    .onConflict((oc) => oc.columns(['muter_id', 'muted_id']).doNothing())
    .execute();
}

/** Unmutes a user; idempotent. */
export async function unmute(db: Kysely<Database>, me: string, target: string): Promise<void> {
  if (me === target) throw badRequest(UNMUTE_SELF);
  if (!(await userExists(db, target))) throw notFound(USER_NOT_FOUND);
  await db.deleteFrom('mutes').where('muter_id', '=', me).where('muted_id', '=', target).execute();
}

/** The users `me` muted, most recently muted first (Settings). */
export async function listMuted(db: Kysely<Database>, me: string): Promise<UserSummary[]> {
  return db
    .selectFrom('mutes as m')
    .innerJoin('users as u', 'u.id', 'm.muted_id')
    .select(userSummaryColumns(me))
    .where('m.muter_id', '=', me)
    .orderBy('m.created_at', 'desc')
    .orderBy('u.id')
    .execute();
}
