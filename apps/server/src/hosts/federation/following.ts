import { createHash, randomUUID } from 'node:crypto';
import type { Context, Federation } from '@fedify/fedify';
import {
  type Accept,
  type Actor,
  type Object as APObject,
  Block,
  type Create,
  Endpoints,
  Follow,
  isActor,
  PUBLIC_COLLECTION,
  type Reject,
  Undo,
} from '@fedify/vocab';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import {
  findFederatedAccount,
  forgetRemoteFollower,
  keepRemoteActor,
} from './federation.repository';
import {
  addRemoteVideo,
  findRemoteAccount,
  findRemoteFollow,
  forgetRemoteFollow,
  isFollowedRemotely,
  keepRemoteFollow,
  type RemoteAccount,
  removeRemoteVideo,
  setRemoteFollowStatus,
} from './following.repository';
import { compactJson } from './inbound';
import { parseRemoteVideo } from './remoteObjects';
import { anyBlocked } from './remoteServers';

/**
 * Flick accounts following remote ones (docs/federation.md, ADR 0153): an account is found by
 * its handle (WebFinger) or address, followed with a Follow that stays pending until its
 * server's Accept (a Reject removes it), unfollowed with an Undo; the public videos a followed
 * account then sends (Create) are kept, to be played from their origin.
 */

/** `@user@server` or `user@server`, as Fedify looks it up (`@user@server`). */
const HANDLE = /^@?([^@\s/]+)@([^@\s/]+)$/;

/** What the caller typed as a lookup Fedify makes: a handle, or an `http(s)` address. */
export function lookupQuery(input: string): string | undefined {
  const text = input.trim();
  const handle = HANDLE.exec(text);
  if (handle) return `@${handle[1]}@${handle[2]}`;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The remote account `input` names, kept, with whether `userId` follows it. Undefined when
 * nothing is there (or it is at a private address, which Fedify refuses outside tests).
 */
export async function lookUpRemoteAccount(
  federation: Federation<void>,
  db: Kysely<Database>,
  publicUrl: string,
  userId: string,
  input: string,
): Promise<RemoteAccount | undefined> {
  const query = lookupQuery(input);
  if (!query) return undefined;
  const ctx = federation.createContext(new URL(publicUrl), undefined);
  const found = await ctx.lookupObject(query).catch(() => null);
  if (!found || !isActor(found) || !found.id || !found.inboxId) return undefined;
  // One of ours is not a remote account.
  if (found.id.origin === new URL(publicUrl).origin) return undefined;
  await keepRemoteActor(db, found);
  return findRemoteAccount(db, userId, found.id.href);
}

/** Where Flick's activities about a remote account go. */
function recipientOf(
  account: Pick<RemoteAccount, 'actorId'> & { inbox: string; sharedInbox: string | null },
): Pick<Actor, 'id' | 'inboxId' | 'endpoints'> {
  return {
    id: new URL(account.actorId),
    inboxId: new URL(account.inbox),
    endpoints: account.sharedInbox
      ? new Endpoints({ sharedInbox: new URL(account.sharedInbox) })
      : null,
  };
}

/**
 * `userId` follows the remote account `actorIri` (one looked up before): a Follow is sent and
 * the follow is pending until its server accepts. Again while pending or accepted, nothing is
 * sent. Undefined when the account is unknown or `userId` stays out of federation.
 */
export async function followRemote(
  federation: Federation<void>,
  db: Kysely<Database>,
  publicUrl: string,
  userId: string,
  actorIri: string,
): Promise<RemoteAccount | undefined> {
  const account = await findRemoteAccount(db, userId, actorIri);
  if (!account || !(await findFederatedAccount(db, userId))) return undefined;
  if (account.following !== 'none') return account;
  const ctx = federation.createContext(new URL(publicUrl), undefined);
  const me = ctx.getActorUri(userId);
  const id = new URL(`${me.href}#follows/${randomUUID()}`);
  await keepRemoteFollow(db, { userId, actorIri, followIri: id.href });
  await ctx.sendActivity(
    { identifier: userId },
    recipientOf(account),
    new Follow({ id, actor: me, object: new URL(actorIri) }),
  );
  return { ...account, following: 'pending' };
}

/** `userId` stops following `actorIri`: the follow goes and an Undo of it is sent. */
export async function unfollowRemote(
  federation: Federation<void>,
  db: Kysely<Database>,
  publicUrl: string,
  userId: string,
  actorIri: string,
): Promise<void> {
  const follow = await findRemoteFollow(db, userId, actorIri);
  if (!follow) return;
  await forgetRemoteFollow(db, userId, actorIri);
  const ctx = federation.createContext(new URL(publicUrl), undefined);
  const me = ctx.getActorUri(userId);
  await ctx.sendActivity(
    { identifier: userId },
    recipientOf(follow),
    new Undo({
      id: new URL(`${follow.followIri}/undo`),
      actor: me,
      object: new Follow({ id: new URL(follow.followIri), actor: me, object: new URL(actorIri) }),
    }),
  );
}

/**
 * `userId` blocked (`blocked`) or unblocked the remote account `actorIri`: its server is sent a
 * `Block`, or an `Undo` of it, as Mastodon sends them, so the account stops being shown the
 * blocker's posts there. A block also ends the follows both ways: the account no longer
 * follows `userId` here, and `userId`'s follow of it is undone. Nothing is sent for an account
 * that stays out of federation, nor to a blocked server.
 */
export async function sendRemoteBlock(
  federation: Federation<void>,
  db: Kysely<Database>,
  publicUrl: string,
  userId: string,
  actorIri: string,
  blocked: boolean,
): Promise<void> {
  const account = await findRemoteAccount(db, userId, actorIri);
  if (!account || !(await findFederatedAccount(db, userId))) return;
  if (blocked) {
    await forgetRemoteFollower(db, userId, actorIri);
    if (account.following !== 'none') {
      await unfollowRemote(federation, db, publicUrl, userId, actorIri);
    }
  }
  if (await anyBlocked(db, [actorIri, account.inbox])) return;
  const ctx = federation.createContext(new URL(publicUrl), undefined);
  const me = ctx.getActorUri(userId);
  // One id per (account, blocked account), so the Undo names the Block it takes back.
  const blockId = new URL(
    `${me.href}#blocks/${createHash('sha256').update(actorIri).digest('hex').slice(0, 32)}`,
  );
  const block = new Block({ id: blockId, actor: me, object: new URL(actorIri) });
  await ctx.sendActivity(
    { identifier: userId },
    recipientOf(account),
    blocked ? block : new Undo({ id: new URL(`${blockId.href}/undo`), actor: me, object: block }),
  );
}

/** The remote account's answer to a Follow Flick sent: Accept makes it a follow, Reject ends it. */
export async function onFollowAnswer(
  db: Kysely<Database>,
  answer: Accept | Reject,
  accepted: boolean,
): Promise<void> {
  if (!answer.actorId || !answer.objectId) return;
  await setRemoteFollowStatus(db, {
    followIri: answer.objectId.href,
    actorIri: answer.actorId.href,
    accepted,
  });
}

/**
 * A `Create` of a public video (a `Video`, or a `Note` with a video) by a remote account some
 * Flick account follows: kept for their "Following". Anything else is left alone.
 */
export async function onCreateVideo(
  ctx: Context<void>,
  db: Kysely<Database>,
  create: Create,
  object: APObject,
): Promise<void> {
  if (!create.actorId) return;
  const actorIri = create.actorId.href;
  if (!(await isFollowedRemotely(db, actorIri))) return;
  // Only what anyone may see: addressed to the public collection.
  const audience = [...object.toIds, ...object.ccIds].map((u) => u.href);
  if (!audience.includes(PUBLIC_COLLECTION.href)) return;
  const parsed = parseRemoteVideo(await compactJson(ctx, object));
  if (!parsed.ok || parsed.value.authorIri !== actorIri) return;
  const actor = await create.getActor(ctx);
  if (actor && isActor(actor)) await keepRemoteActor(db, actor);
  await addRemoteVideo(db, parsed.value);
}

/** A `Delete` of a remote video: it goes (only its author's Delete counts). */
export async function onDeleteVideo(db: Kysely<Database>, objectIri: string, actorIri: string) {
  await removeRemoteVideo(db, objectIri, actorIri);
}
