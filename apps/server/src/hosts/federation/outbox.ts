import { createHash, type JsonWebKey, randomUUID } from 'node:crypto';
import { type Context, type Federation, importJwk, type SenderKeyPair } from '@fedify/fedify';
import {
  type Activity,
  Create,
  Delete,
  Endpoints,
  PUBLIC_COLLECTION,
  type Recipient,
  Tombstone,
  Update,
  Video,
} from '@fedify/vocab';
import type { Kysely } from 'kysely';
import type { CoreEvents } from '../../platform/core/events';
import type { Database } from '../../platform/db/database';
import { blockedHosts, hostOf } from './remoteServers';
import { findSharedVideo, type SharedVideo, videoObject } from './videoObject';

/**
 * What Flick sends on its own (ADR 0152, docs/federation.md): a video that becomes
 * watchable goes to its owner's remote followers as a Create, an edit as an Update, a hide,
 * a delete or a move out of view as a Delete; an account leaving federation (turned off or
 * deleted) sends a Delete of its actor to every server that holds something of it (ADR 0160). Heard on the core events, so every way a video
 * changes (posted, processed, a draft or scheduled video listed, edited, hidden, deleted) is
 * covered where it is announced. Each delivery is a Fedify job on the app's queue, retried
 * with backoff (ADR 0150); blocked servers get nothing.
 */

export interface OutboxDeps {
  federation: Federation<void>;
  db: Kysely<Database>;
  publicUrl: string;
}

/** Where a local actor's followers collection is (its size only; ADR 0152). */
export const FOLLOWERS_PATH = '/user/profile/{identifier}/followers';

/**
 * Registers the followers collection every actor names (Mastodon addresses a followers-only
 * post to it). It answers its size and no members: who follows an account is not public.
 */
export function registerFollowersCollection(
  federation: Federation<void>,
  db: Kysely<Database>,
): void {
  federation
    .setFollowersDispatcher(FOLLOWERS_PATH, async () => ({ items: [] }))
    .setCounter(async (_ctx, identifier) => {
      const row = await db
        .selectFrom('remote_followers')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', identifier)
        .where('status', '=', 'accepted')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    });
}

/** Subscribes the outbox to the core events; answers the unsubscribe function. */
export function subscribeOutbox(events: CoreEvents, deps: OutboxDeps): () => void {
  const offs = [
    events.on('videoChanged', ({ videoId }) => syncVideo(deps, videoId)),
    events.on('userChanged', ({ userId }) => syncAccount(deps, userId)),
    events.on('accountLeaving', ({ userId }) => sayGoodbye(deps, userId)),
  ];
  return () => {
    for (const off of offs) off();
  };
}

/** What of a video's object, when it changes, makes an Update. */
function digestOf(shared: SharedVideo): string {
  const { video } = shared;
  return createHash('sha256')
    .update(
      JSON.stringify([
        video.caption,
        video.hashtags,
        video.mentions ?? [],
        video.iosUrl,
        video.thumbUrl,
        shared.durationSeconds,
        shared.ownerPrivate,
      ]),
    )
    .digest('hex');
}

/**
 * Brings remote followers' copy of a video in line with what Flick shows now: a Create the
 * first time it is watchable (again after a hide is lifted), an Update when its object
 * changed, a Delete when it went out of view. Each step claims its row change first, so two
 * announcements of one change send it once.
 */
export async function syncVideo(deps: OutboxDeps, videoId: string): Promise<void> {
  const { db } = deps;
  const ctx = contextOf(deps);
  const shared = await findSharedVideo(db, videoId);
  if (shared) {
    const digest = digestOf(shared);
    const created = await db
      .insertInto('federated_videos')
      .values({ video_id: videoId, user_id: shared.video.userId, digest })
      .onConflict((oc) => oc.column('video_id').doNothing())
      .returning('video_id')
      .executeTakeFirst();
    const changed = created
      ? undefined
      : await db
          .updateTable('federated_videos')
          .set({ digest, sent_at: new Date() })
          .where('video_id', '=', videoId)
          .where('digest', '<>', digest)
          .returning('video_id')
          .executeTakeFirst();
    if (!created && !changed) return;
    const object = videoObject(ctx, deps.publicUrl, shared);
    const Kind = created ? Create : Update;
    await deliver(
      deps,
      ctx,
      shared.video.userId,
      new Kind({
        id: activityId(object.id, created ? 'create' : 'update'),
        actor: ctx.getActorUri(shared.video.userId),
        tos: object.toIds,
        ccs: object.ccIds,
        object,
      }),
    );
    return;
  }
  const gone = await db
    .deleteFrom('federated_videos')
    .where('video_id', '=', videoId)
    .returning('user_id')
    .executeTakeFirst();
  if (!gone) return;
  const objectId = ctx.getObjectUri(Video, { id: videoId });
  await deliver(
    deps,
    ctx,
    gone.user_id,
    new Delete({
      id: activityId(objectId, 'delete'),
      actor: ctx.getActorUri(gone.user_id),
      to: PUBLIC_COLLECTION,
      object: new Tombstone({ id: objectId }),
    }),
  );
}

/** An account that turned federation off says goodbye to the servers that know it (`sayGoodbye`). */
export async function syncAccount(deps: OutboxDeps, userId: string): Promise<void> {
  const account = await deps.db
    .selectFrom('users')
    .select('federation')
    .where('id', '=', userId)
    .executeTakeFirst();
  // A deleted account said goodbye before it went (`accountLeaving`).
  if (!account || account.federation) return;
  await sayGoodbye(deps, userId);
}

/**
 * Sends a Delete of the account's actor to every server that holds something of it (ADR
 * 0160): its remote followers', the ones of the remote accounts it follows or blocked, and
 * the ones of the remote videos it liked or commented on; one delivery per shared inbox,
 * none to a blocked server. Those servers then forget the account with its follows, likes
 * and replies. Queued before the rows it reads go (a deletion announces `accountLeaving`
 * before its transaction), signed with the keys as stored, which travel with the queued
 * deliveries. Then the account's federation rows go: its followers and follows elsewhere,
 * what they were sent, and its keys, so it says goodbye once (a later edit of a profile
 * that stays out finds no keys to sign with); turned on again, the account starts afresh
 * with new keys, to be followed again.
 */
export async function sayGoodbye(deps: OutboxDeps, userId: string): Promise<void> {
  const { db } = deps;
  const ctx = contextOf(deps);
  const actor = ctx.getActorUri(userId);
  const recipients = await goodbyeRecipients(db, userId);
  const keys = recipients.length > 0 ? await senderKeys(db, ctx, userId) : [];
  if (keys.length > 0) {
    await ctx.sendActivity(
      keys,
      recipients,
      new Delete({
        id: activityId(actor, 'delete'),
        actor,
        to: PUBLIC_COLLECTION,
        object: actor,
      }),
      { preferSharedInbox: true },
    );
  }
  await db.deleteFrom('federated_videos').where('user_id', '=', userId).execute();
  await db.deleteFrom('remote_followers').where('user_id', '=', userId).execute();
  await db.deleteFrom('remote_follows').where('user_id', '=', userId).execute();
  await db.deleteFrom('federation_keys').where('user_id', '=', userId).execute();
}

/**
 * Every server that holds something of `userId` (ADR 0160), one recipient per inbox it is
 * delivered to (the shared one where known), leaving out blocked servers: the accounts that
 * follow it or asked to, the ones it follows, asked to follow or blocked, and the authors of
 * the remote videos it liked or commented on.
 */
export async function goodbyeRecipients(
  db: Kysely<Database>,
  userId: string,
): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('remote_actors as a')
    .select(['a.iri', 'a.inbox', 'a.shared_inbox'])
    .where('a.iri', 'in', (eb) =>
      eb
        .selectFrom('remote_followers')
        .select('actor_iri')
        .where('user_id', '=', userId)
        .union(eb.selectFrom('remote_follows').select('actor_iri').where('user_id', '=', userId))
        .union(eb.selectFrom('remote_blocks').select('actor_iri').where('user_id', '=', userId))
        .union(
          eb
            .selectFrom('local_likes_on_remote as l')
            .innerJoin('remote_videos as v', 'v.id', 'l.remote_video_id')
            .select('v.actor_iri')
            .where('l.user_id', '=', userId),
        )
        .union(
          eb
            .selectFrom('local_comments_on_remote as c')
            .innerJoin('remote_videos as v', 'v.id', 'c.remote_video_id')
            .select('v.actor_iri')
            .where('c.user_id', '=', userId),
        ),
    )
    .orderBy('a.iri')
    .execute();
  return recipientsOf(db, rows);
}

function contextOf(deps: OutboxDeps): Context<void> {
  return deps.federation.createContext(new URL(deps.publicUrl), undefined);
}

/** A fresh id for an activity about `subject` (an object or actor of this server). */
function activityId(subject: URL | null, kind: string): URL {
  return new URL(`${subject?.href ?? ''}#${kind}-${randomUUID()}`);
}

/**
 * Queues `activity` to every approved remote follower of `userId` not on a blocked server,
 * one delivery per shared inbox where known (Fedify fans out on the queue). Signed with the
 * account's keys as stored, so an account that just turned federation off still signs its
 * goodbye.
 */
async function deliver(
  deps: OutboxDeps,
  ctx: Context<void>,
  userId: string,
  activity: Activity,
): Promise<void> {
  const recipients = await remoteRecipients(deps.db, userId);
  if (recipients.length === 0) return;
  const keys = await senderKeys(deps.db, ctx, userId);
  if (keys.length === 0) return;
  await ctx.sendActivity(keys, recipients, activity, { preferSharedInbox: true });
}

/** The approved remote followers of `userId`, leaving out blocked servers. */
export async function remoteRecipients(db: Kysely<Database>, userId: string): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('remote_followers as f')
    .innerJoin('remote_actors as a', 'a.iri', 'f.actor_iri')
    .select(['a.iri', 'a.inbox', 'a.shared_inbox'])
    .where('f.user_id', '=', userId)
    .where('f.status', '=', 'accepted')
    .execute();
  return recipientsOf(db, rows);
}

/**
 * The recipients of remote actors' rows, leaving out those on blocked servers, one per inbox
 * a delivery goes to (the shared inbox where the actor names one, else its own).
 */
async function recipientsOf(
  db: Kysely<Database>,
  rows: { iri: string; inbox: string; shared_inbox: string | null }[],
): Promise<Recipient[]> {
  if (rows.length === 0) return [];
  const blocked = new Set(await blockedHosts(db));
  const byInbox = new Map<string, Recipient>();
  for (const row of rows) {
    if ([row.iri, row.inbox, row.shared_inbox].some((a) => blocked.has(hostOf(a) ?? ''))) continue;
    const inbox = row.shared_inbox ?? row.inbox;
    if (byInbox.has(inbox)) continue;
    byInbox.set(inbox, {
      id: new URL(row.iri),
      inboxId: new URL(row.inbox),
      endpoints: row.shared_inbox
        ? new Endpoints({ sharedInbox: new URL(row.shared_inbox) })
        : null,
    });
  }
  return [...byInbox.values()];
}

/** The account's stored key pairs as Fedify signs with them (RSA first, as the actor lists them). */
async function senderKeys(
  db: Kysely<Database>,
  ctx: Context<void>,
  userId: string,
): Promise<SenderKeyPair[]> {
  const rows = await db
    .selectFrom('federation_keys')
    .select(['algorithm', 'private_jwk'])
    .where('user_id', '=', userId)
    .execute();
  const order = ['RSASSA-PKCS1-v1_5', 'Ed25519'];
  rows.sort((a, b) => order.indexOf(a.algorithm) - order.indexOf(b.algorithm));
  const actor = ctx.getActorUri(userId);
  return Promise.all(
    rows.map(async (row, i) => ({
      // The ids the actor document gives its keys (Fedify's: `#main-key`, then `#key-2`…).
      keyId: new URL(i === 0 ? '#main-key' : `#key-${i + 1}`, actor),
      privateKey: await importJwk(row.private_jwk as JsonWebKey, 'private'),
    })),
  );
}
