import type { account } from '@flick/api-types';
import type { Kysely } from 'kysely';
import { isUuid } from '../../platform/contract/ids';
import type { Database } from '../../platform/db/database';
import { remoteBlocked, remoteMuted } from '../../rules/visibility/remoteAccounts';
import type { RemoteVideo } from './remoteObjects';

/** A remote account as the contract answers it (`RemoteAccount`). */
export type RemoteAccount = account.components['schemas']['RemoteAccount'] & {
  inbox: string;
  sharedInbox: string | null;
};

/** A remote account Flick has met, with whether `userId` follows, blocked and muted it. */
export async function findRemoteAccount(
  db: Kysely<Database>,
  userId: string,
  actorIri: string,
): Promise<RemoteAccount | undefined> {
  const row = await db
    .selectFrom('remote_actors as a')
    .leftJoin('remote_follows as f', (j) =>
      j.onRef('f.actor_iri', '=', 'a.iri').on('f.user_id', '=', userId),
    )
    .select([
      'a.iri',
      'a.handle',
      'a.name',
      'a.avatar_url',
      'a.url',
      'a.inbox',
      'a.shared_inbox',
      'f.status',
      remoteBlocked(userId, 'a.iri').as('blocked'),
      remoteMuted(userId, 'a.iri').as('muted'),
    ])
    .where('a.iri', '=', actorIri)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    actorId: row.iri,
    handle: row.handle,
    name: row.name,
    avatarUrl: row.avatar_url,
    url: row.url ?? row.iri,
    following: row.status ?? 'none',
    blocked: row.blocked,
    muted: row.muted,
    inbox: row.inbox,
    sharedInbox: row.shared_inbox,
  };
}

/** Records `userId`'s Follow of a remote account, pending until its server accepts. */
export async function keepRemoteFollow(
  db: Kysely<Database>,
  f: { userId: string; actorIri: string; followIri: string },
): Promise<void> {
  await db
    .insertInto('remote_follows')
    .values({
      user_id: f.userId,
      actor_iri: f.actorIri,
      follow_iri: f.followIri,
      status: 'pending',
    })
    .onConflict((oc) => oc.columns(['user_id', 'actor_iri']).doNothing())
    .execute();
}

/** `userId`'s follow of `actorIri`, with the inboxes to tell. */
export async function findRemoteFollow(db: Kysely<Database>, userId: string, actorIri: string) {
  if (!isUuid(userId)) return undefined;
  const row = await db
    .selectFrom('remote_follows as f')
    .innerJoin('remote_actors as a', 'a.iri', 'f.actor_iri')
    .select(['f.follow_iri', 'f.status', 'a.inbox', 'a.shared_inbox'])
    .where('f.user_id', '=', userId)
    .where('f.actor_iri', '=', actorIri)
    .executeTakeFirst();
  return row
    ? {
        actorId: actorIri,
        followIri: row.follow_iri,
        status: row.status,
        inbox: row.inbox,
        sharedInbox: row.shared_inbox,
      }
    : undefined;
}

export async function forgetRemoteFollow(
  db: Kysely<Database>,
  userId: string,
  actorIri: string,
): Promise<void> {
  await db
    .deleteFrom('remote_follows')
    .where('user_id', '=', userId)
    .where('actor_iri', '=', actorIri)
    .execute();
}

/**
 * The remote account's answer to the Follow `followIri`: accepted, the follow stands; rejected,
 * it goes. Only the followed account's own answer counts.
 */
export async function setRemoteFollowStatus(
  db: Kysely<Database>,
  answer: { followIri: string; actorIri: string; accepted: boolean },
): Promise<void> {
  const match = db
    .updateTable('remote_follows')
    .where('follow_iri', '=', answer.followIri)
    .where('actor_iri', '=', answer.actorIri);
  if (answer.accepted) {
    await match.set({ status: 'accepted' }).execute();
  } else {
    await db
      .deleteFrom('remote_follows')
      .where('follow_iri', '=', answer.followIri)
      .where('actor_iri', '=', answer.actorIri)
      .execute();
  }
}

/** Whether any Flick account follows `actorIri` (accepted). */
export async function isFollowedRemotely(db: Kysely<Database>, actorIri: string): Promise<boolean> {
  const row = await db
    .selectFrom('remote_follows')
    .select('user_id')
    .where('actor_iri', '=', actorIri)
    .where('status', '=', 'accepted')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps a followed account's video (once per object). */
export async function addRemoteVideo(db: Kysely<Database>, v: RemoteVideo): Promise<void> {
  await db
    .insertInto('remote_videos')
    .values({
      object_iri: v.objectIri,
      actor_iri: v.authorIri,
      page_url: v.pageUrl,
      video_url: v.videoUrl,
      poster_url: v.posterUrl,
      caption: v.caption,
      hashtags: v.hashtags,
      duration_seconds: v.durationSeconds,
      sensitive: v.sensitive,
      published_at: v.publishedAt,
    })
    .onConflict((oc) => oc.column('object_iri').doNothing())
    .execute();
}

export async function removeRemoteVideo(
  db: Kysely<Database>,
  objectIri: string,
  actorIri: string,
): Promise<void> {
  await db
    .deleteFrom('remote_videos')
    .where('object_iri', '=', objectIri)
    .where('actor_iri', '=', actorIri)
    .execute();
}

/**
 * The newest videos of the remote accounts `userId` follows (accepted), newest first: what
 * their "Following" is to show beside the local videos (ADR 0153).
 */
export async function followedRemoteVideos(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('remote_videos as v')
    .innerJoin('remote_follows as f', 'f.actor_iri', 'v.actor_iri')
    .innerJoin('remote_actors as a', 'a.iri', 'v.actor_iri')
    .select([
      'v.id',
      'v.object_iri',
      'v.page_url',
      'v.video_url',
      'v.poster_url',
      'v.caption',
      'v.hashtags',
      'v.duration_seconds',
      'v.sensitive',
      'v.published_at',
      'a.handle',
      'a.name',
      'a.avatar_url',
    ])
    .where('f.user_id', '=', userId)
    .where('f.status', '=', 'accepted')
    .where(
      'v.actor_iri',
      'not in',
      db.selectFrom('remote_blocks').select('actor_iri').where('user_id', '=', userId),
    )
    .orderBy('v.published_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(limit)
    .execute();
}
