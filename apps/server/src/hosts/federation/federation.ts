import type { webcrypto } from 'node:crypto';
import { createFederation, type Federation } from '@fedify/fedify';
import {
  Accept,
  type Actor,
  Create,
  Delete,
  Endpoints,
  Flag,
  Follow,
  Image,
  isActor,
  Like,
  Person,
  Reject,
  Undo,
  Update,
  Video,
} from '@fedify/vocab';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { KyselyKvStore } from '../../platform/federation/kvStore';
import { JobMessageQueue } from '../../platform/federation/messageQueue';
import type { PushOutbox } from '../../platform/jobs/pushOutbox';
import type { JobQueue } from '../../platform/jobs/queue';
import { RateLimiter } from '../../rules/auth/rateLimiter';
import { REMOTE_FLAGS_PER_HOUR, REPORT_WINDOW_MS } from '../../rules/moderation/moderation.service';
import { selectPublicVideos } from '../../rules/visibility/publicVideos';
import { recordGoneDeliveries } from './deliveries';
import {
  findFederatedAccount,
  findRemoteFollower,
  forgetRemoteFollower,
  keepRemoteActor,
  keepRemoteFollower,
  userIdOfHandle,
} from './federation.repository';
import { onFlag } from './flags';
import { onCreateVideo, onDeleteVideo, onFollowAnswer } from './following';
import { onCreateReply, onDeleteActor, onDeleteReply, onLike, onUndoLike } from './inbound';
import { blocksRemote } from './inbound.repository';
import { INSTANCE_ACTOR, instanceActor, instanceKeyPairs } from './instanceActor';
import { keptKeyPairs } from './keyPairs';
import { registerFollowersCollection } from './outbox';
import { registerRemoteComments } from './reactions';
import { anyBlocked } from './remoteServers';
import { onUpdateVideo } from './remoteUpdates';
import { federatedVideo, MastodonVideo, videoObject } from './videoObject';

/**
 * Where the fediverse finds a Flick account and a video: the same addresses people share
 * (ADR 0151). A request for ActivityPub JSON there gets the actor or the object; any other
 * request falls through to the web app's page.
 */
export const ACTOR_PATH = '/user/profile/{identifier}';
export const VIDEO_PATH = '/watch/{id}';
export const INBOX_PATH = '/user/profile/{identifier}/inbox';
export const SHARED_INBOX_PATH = '/inbox';
export const NODEINFO_PATH = '/nodeinfo/2.1';

export interface FlickFederationDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  config: Config;
  /** The server's version, as NodeInfo states it. */
  version: string;
  /** The push outbox, when push delivery is configured (remote likes and replies, ADR 0158). */
  push?: () => PushOutbox | null;
  /** Where inbox work says what it dropped (a Flag past its server's limit, ADR 0159). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Flick's Fedify federation: actors, videos, inboxes, NodeInfo, on the app's database and job queue. */
export function createFlickFederation(deps: FlickFederationDeps): Federation<void> {
  const { db, config } = deps;
  const federation = createFederation<void>({
    kv: new KyselyKvStore(db),
    queue: new JobMessageQueue(deps.jobs),
    origin: config.publicUrl,
    allowPrivateAddress: config.federation.allowPrivateAddress,
    // Queues are started by the plugin, after the app is ready (`startQueue`).
    manuallyStartQueue: true,
    // Retries are the job queue's alone, so a delivery that keeps failing ends as a failed
    // job the admin sees (ADR 0152), never held back out of sight by a circuit breaker.
    circuitBreaker: false,
  });

  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      // The server's own actor, which signs forwarded reports (ADR 0158).
      if (identifier === INSTANCE_ACTOR) return instanceActor(ctx, config.publicUrl);
      const account = await findFederatedAccount(db, identifier);
      if (!account) return null;
      const keys = await ctx.getActorKeyPairs(identifier);
      const page = new URL(`/user/profile/${account.id}`, config.publicUrl);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: account.user_name,
        name: `${account.first_name} ${account.last_name}`.trim(),
        summary: account.about_me || null,
        url: page,
        inbox: ctx.getInboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        manuallyApprovesFollowers: account.is_private,
        discoverable: !account.is_private,
        ...(account.profile_picture
          ? { icon: new Image({ url: new URL(account.profile_picture, config.publicUrl) }) }
          : {}),
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((k) => k.multikey),
      });
    })
    .mapHandle(async (_ctx, username) =>
      username === INSTANCE_ACTOR ? INSTANCE_ACTOR : ((await userIdOfHandle(db, username)) ?? null),
    )
    .setKeyPairsDispatcher(async (_ctx, identifier) =>
      identifier === INSTANCE_ACTOR ? instanceKeyPairs(db) : keyPairsOf(db, identifier),
    );

  // The object carries Mastodon's terms, the duration and mentions (ADR 0152).
  federation.setObjectDispatcher(Video, VIDEO_PATH, async (ctx, { id }) => {
    const shared = await federatedVideo(db, id);
    return shared ? videoObject(ctx, config.publicUrl, shared, MastodonVideo) : null;
  });
  registerFollowersCollection(federation, db);
  // Deliveries refused as gone are listed for the admin; a 410 ends the follow (ADR 0156).
  recordGoneDeliveries(federation, db);
  registerRemoteComments(federation, db);
  // Reports from other servers, counted per server in the database like users' (ADR 0159).
  const flags = {
    db,
    limiter: new RateLimiter(db, REMOTE_FLAGS_PER_HOUR, REPORT_WINDOW_MS),
    log: deps.log,
  };

  federation
    .setInboxListeners(INBOX_PATH, SHARED_INBOX_PATH)
    .on(Follow, async (ctx, follow) => {
      if (!follow.id || !follow.objectId) return;
      const target = ctx.parseUri(follow.objectId);
      if (target?.type !== 'actor') return;
      const account = await findFederatedAccount(db, target.identifier);
      if (!account) return;
      const follower = await follow.getActor(ctx);
      if (!follower || !isActor(follower) || !follower.id || !follower.inboxId) return;
      // An account the owner blocked cannot follow them: refused, as Mastodon does (ADR 0158).
      if (await blocksRemote(db, account.id, follower.id.href)) {
        await ctx.sendActivity(
          { identifier: account.id },
          follower,
          new Reject({ actor: follow.objectId, object: follow }),
        );
        return;
      }
      await keepRemoteActor(db, follower);
      const status = account.is_private ? 'pending' : 'accepted';
      await keepRemoteFollower(db, {
        userId: account.id,
        actorIri: follower.id.href,
        followIri: follow.id.href,
        status,
      });
      // A private account's follow waits for the owner's answer (`answerRemoteFollow`).
      if (status === 'accepted') {
        await ctx.sendActivity(
          { identifier: account.id },
          follower,
          new Accept({ actor: follow.objectId, object: follow }),
        );
      }
    })
    .on(Like, (ctx, like) => onLike(ctx, db, like, deps.push?.()))
    // A report from another server becomes reports in the admins' queue (ADR 0159).
    .on(Flag, (ctx, flag) => onFlag(ctx, flags, flag))
    .on(Create, async (ctx, create) => {
      const object = await create.getObject(ctx);
      if (!object) return;
      // A reply to a Flick video, else perhaps a video of a followed account.
      if (!(await onCreateReply(ctx, db, create, object, deps.push?.()))) {
        await onCreateVideo(ctx, db, create, object);
      }
    })
    .on(Delete, async (_ctx, del) => {
      // A remote account deleted (ADR 0160), else a reply or a video of its sender.
      if (await onDeleteActor(db, del)) return;
      if (!(await onDeleteReply(db, del)) && del.actorId && del.objectId) {
        await onDeleteVideo(db, del.objectId.href, del.actorId.href);
      }
    })
    // An edit of a remote video Flick keeps (ADR 0156).
    .on(Update, (ctx, update) => onUpdateVideo(ctx, db, update))
    // The answers to Follows Flick accounts sent to remote ones.
    .on(Accept, (_ctx, accept) => onFollowAnswer(db, accept, true))
    .on(Reject, (_ctx, reject) => onFollowAnswer(db, reject, false))
    .on(Undo, async (ctx, undo) => {
      const object = await undo.getObject(ctx);
      if (object instanceof Like && undo.actorId) {
        // Only the Like's own author may undo it.
        if (object.actorId?.href !== undo.actorId.href) return;
        return onUndoLike(ctx, db, undo.actorId, object);
      }
      if (!(object instanceof Follow) || !undo.actorId || !object.objectId) return;
      const target = ctx.parseUri(object.objectId);
      if (target?.type !== 'actor') return;
      await forgetRemoteFollower(db, target.identifier, undo.actorId.href);
    });

  federation.setNodeInfoDispatcher(NODEINFO_PATH, async () => {
    const users = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('federation', '=', true)
      .executeTakeFirstOrThrow();
    // The videos anyone may watch (the visibility rules' public read).
    const videos = await db
      .selectFrom(selectPublicVideos(db).clearSelect().select('v.id').as('p'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return {
      software: { name: 'flick', version: deps.version },
      protocols: ['activitypub'],
      openRegistrations: true,
      usage: { users: { total: Number(users.n) }, localPosts: Number(videos.n), localComments: 0 },
    };
  });

  return federation;
}

/** An account's key pairs, made and kept the first time a remote server needs them. */
async function keyPairsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<webcrypto.CryptoKeyPair[]> {
  if (!(await findFederatedAccount(db, userId))) return [];
  return keptKeyPairs(
    () =>
      db
        .selectFrom('federation_keys')
        .select(['algorithm', 'private_jwk', 'public_jwk'])
        .where('user_id', '=', userId)
        .execute(),
    async ({ algorithm, privateJwk, publicJwk }) => {
      await db
        .insertInto('federation_keys')
        .values({ user_id: userId, algorithm, private_jwk: privateJwk, public_jwk: publicJwk })
        .onConflict((oc) => oc.columns(['user_id', 'algorithm']).doNothing())
        .execute();
    },
  );
}

/**
 * The owner's answer to a remote account's request to follow a private account: approved, it
 * becomes a follower and an Accept is sent; declined, the request goes and a Reject is sent.
 * False when there is no such request.
 */
export async function answerRemoteFollow(
  federation: Federation<void>,
  db: Kysely<Database>,
  publicUrl: string,
  answer: { userId: string; actorIri: string; approve: boolean },
): Promise<boolean> {
  const request = await findRemoteFollower(db, answer.userId, answer.actorIri);
  if (request?.status !== 'pending') return false;
  if (answer.approve) {
    await keepRemoteFollower(db, { ...request, status: 'accepted' });
  } else {
    await forgetRemoteFollower(db, answer.userId, answer.actorIri);
  }
  // Nothing is delivered to a blocked server (ADR 0152).
  if (await anyBlocked(db, [request.actorIri, request.inbox])) return true;
  const ctx = federation.createContext(new URL(publicUrl), undefined);
  const recipient: Pick<Actor, 'id' | 'inboxId' | 'endpoints'> = {
    id: new URL(request.actorIri),
    inboxId: new URL(request.inbox),
    endpoints: request.sharedInbox
      ? new Endpoints({ sharedInbox: new URL(request.sharedInbox) })
      : null,
  };
  const follow = new Follow({
    id: new URL(request.followIri),
    actor: new URL(request.actorIri),
    object: ctx.getActorUri(answer.userId),
  });
  const Answer = answer.approve ? Accept : Reject;
  await ctx.sendActivity(
    { identifier: answer.userId },
    recipient,
    new Answer({ actor: ctx.getActorUri(answer.userId), object: follow }),
  );
  return true;
}
