import type { Actor } from '@fedify/vocab';
import type { Kysely } from 'kysely';
import { isUuid } from '../../platform/contract/ids';
import type { Database } from '../../platform/db/database';

/**
 * The account a local actor stands for: any account that has not turned federation off (a
 * private one says so in its actor).
 */
export async function findFederatedAccount(db: Kysely<Database>, userId: string) {
  if (!isUuid(userId)) return undefined;
  return db
    .selectFrom('users')
    .select([
      'id',
      'user_name',
      'first_name',
      'last_name',
      'about_me',
      'profile_picture',
      'is_private',
    ])
    .where('id', '=', userId)
    .where('federation', '=', true)
    .executeTakeFirst();
}

/** The id of the account whose username is `username` (WebFinger's `acct:username@host`). */
export async function userIdOfHandle(
  db: Kysely<Database>,
  username: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', username)
    .where('federation', '=', true)
    .executeTakeFirst();
  return row?.id;
}

/** Keeps (or refreshes) what Flick knows of a remote actor. */
export async function keepRemoteActor(db: Kysely<Database>, actor: Actor): Promise<void> {
  if (!actor.id || !actor.inboxId) return;
  const handle = `${actor.preferredUsername ?? ''}@${actor.id.host}`;
  const icon = await actor.getIcon().catch(() => null);
  const avatar = icon?.url instanceof URL ? icon.url.href : (icon?.url?.href?.href ?? null);
  const row = {
    handle,
    name: actor.name?.toString() ?? '',
    avatar_url: avatar,
    url: actor.url instanceof URL ? actor.url.href : (actor.url?.href?.href ?? null),
    inbox: actor.inboxId.href,
    shared_inbox: actor.endpoints?.sharedInbox?.href ?? null,
    public_keys: JSON.stringify(
      [...actor.publicKeyIds, ...actor.assertionMethodIds].map((id) => ({ id: id.href })),
    ),
    fetched_at: new Date(),
  };
  await db
    .insertInto('remote_actors')
    .values({ iri: actor.id.href, ...row })
    .onConflict((oc) => oc.column('iri').doUpdateSet(row))
    .execute();
}

export interface RemoteFollower {
  userId: string;
  actorIri: string;
  followIri: string;
  status: 'accepted' | 'pending';
}

/** Records a remote account's follow (or request to follow) of `userId`. */
export async function keepRemoteFollower(db: Kysely<Database>, f: RemoteFollower): Promise<void> {
  await db
    .insertInto('remote_followers')
    .values({ user_id: f.userId, actor_iri: f.actorIri, follow_iri: f.followIri, status: f.status })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'actor_iri'])
        .doUpdateSet({ follow_iri: f.followIri, status: f.status }),
    )
    .execute();
}

/** One remote follower (or request) of `userId`, with the inboxes to answer it at. */
export async function findRemoteFollower(db: Kysely<Database>, userId: string, actorIri: string) {
  const row = await db
    .selectFrom('remote_followers as f')
    .innerJoin('remote_actors as a', 'a.iri', 'f.actor_iri')
    .select(['f.follow_iri', 'f.status', 'a.inbox', 'a.shared_inbox', 'a.handle'])
    .where('f.user_id', '=', userId)
    .where('f.actor_iri', '=', actorIri)
    .executeTakeFirst();
  return row
    ? {
        userId,
        actorIri,
        followIri: row.follow_iri,
        status: row.status,
        inbox: row.inbox,
        sharedInbox: row.shared_inbox,
        handle: row.handle,
      }
    : undefined;
}

/** The open requests of remote accounts to follow `userId`, newest first. */
export async function listRemoteFollowRequests(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('remote_followers as f')
    .innerJoin('remote_actors as a', 'a.iri', 'f.actor_iri')
    .select(['a.iri', 'a.handle', 'a.name', 'a.avatar_url', 'f.created_at'])
    .where('f.user_id', '=', userId)
    .where('f.status', '=', 'pending')
    .orderBy('f.created_at', 'desc')
    .orderBy('a.iri')
    .execute();
  return rows.map((r) => ({
    actorId: r.iri,
    handle: r.handle,
    name: r.name,
    avatarUrl: r.avatar_url,
    requestedAt: r.created_at.toISOString(),
  }));
}

/** The remote followers (and requests) of `userId`, by handle. */
export async function listRemoteFollowers(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('remote_followers as f')
    .innerJoin('remote_actors as a', 'a.iri', 'f.actor_iri')
    .select(['a.iri', 'a.handle', 'a.name', 'a.avatar_url', 'f.status'])
    .where('f.user_id', '=', userId)
    .orderBy('a.handle')
    .execute();
}

/** Forgets a remote account's follow (Undo) or declined request. */
export async function forgetRemoteFollower(
  db: Kysely<Database>,
  userId: string,
  actorIri: string,
): Promise<void> {
  if (!isUuid(userId)) return;
  await db
    .deleteFrom('remote_followers')
    .where('user_id', '=', userId)
    .where('actor_iri', '=', actorIri)
    .execute();
}
