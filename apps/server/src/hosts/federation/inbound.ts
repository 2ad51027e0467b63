import type { Context } from '@fedify/fedify';
import {
  type Object as APObject,
  type Create,
  type Delete,
  isActor,
  type Like,
  Video,
} from '@fedify/vocab';
import type { Video as FlickVideo } from '@flick/api-types';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { PushOutbox } from '../../platform/jobs/pushOutbox';
import { createRemoteNotification } from '../../rules/notifications/notifications.service';
import { keepRemoteActor } from './federation.repository';
import {
  addRemoteComment,
  addRemoteLike,
  blocksRemote,
  forgetRemoteActor,
  removeRemoteComment,
  removeRemoteLike,
} from './inbound.repository';
import { parseRemoteComment, withoutLeadingMention } from './remoteObjects';
import { federatedVideo } from './videoObject';

/**
 * What remote servers send about Flick videos (docs/federation.md, ADR 0153): a Like and a
 * reply (`Create` of a `Note` whose `inReplyTo` is a Flick video) become a like and a comment
 * of the remote author; an Undo of the Like and a Delete of the Note remove them. The video's
 * visibility rules apply: only a video served to the fediverse (anyone may watch it, its
 * owner federates and is not private) takes them, a reply only where comments are on, and
 * nothing from a remote account the video's owner blocked. A `Delete` of a remote account by
 * itself forgets it and all it did here (ADR 0160).
 */

/** The Flick video an object id names, when it is one the fediverse may see. */
async function videoNamed(
  ctx: Context<void>,
  db: Kysely<Database>,
  iri: URL | null,
): Promise<FlickVideo | undefined> {
  if (!iri) return undefined;
  const parsed = ctx.parseUri(iri);
  if (parsed?.type !== 'object' || parsed.class !== Video) return undefined;
  const id = parsed.values.id;
  return id ? (await federatedVideo(db, id))?.video : undefined;
}

/** The sending actor, kept (handle, name, avatar) for showing its likes and comments. */
async function keepSender(
  ctx: Context<void>,
  db: Kysely<Database>,
  activity: Like | Create,
): Promise<string | undefined> {
  const actor = await activity.getActor(ctx);
  if (!actor || !isActor(actor) || !actor.id) return undefined;
  await keepRemoteActor(db, actor);
  return actor.id.href;
}

/** Compacted JSON-LD of a remote object, in the terms `remoteObjects` reads. */
export async function compactJson(ctx: Context<void>, object: APObject): Promise<unknown> {
  return object.toJsonLd({
    format: 'compact',
    contextLoader: ctx.contextLoader,
    context: [
      'https://www.w3.org/ns/activitystreams',
      { sensitive: 'as:sensitive', Hashtag: 'as:Hashtag' },
    ],
  });
}

/** A new like tells the video's owner as a local one does (ADR 0158), unless they muted its author. */
export async function onLike(
  ctx: Context<void>,
  db: Kysely<Database>,
  like: Like,
  push?: PushOutbox | null,
): Promise<void> {
  if (!like.id || !like.actorId) return;
  const video = await videoNamed(ctx, db, like.objectId);
  // Nothing from an account the video's owner blocked.
  if (!video || (await blocksRemote(db, video.userId, like.actorId.href))) return;
  const actorIri = await keepSender(ctx, db, like);
  if (actorIri !== like.actorId.href) return;
  if (await addRemoteLike(db, { videoId: video.id, actorIri, likeIri: like.id.href })) {
    await createRemoteNotification(
      db,
      { userId: video.userId, actorIri, type: 'like', videoId: video.id },
      push,
    );
  }
}

/** An Undo of a Like: the like named (by its id, or by its video when embedded) goes. */
export async function onUndoLike(
  ctx: Context<void>,
  db: Kysely<Database>,
  actorId: URL,
  like: { id: URL | null; objectId: URL | null },
): Promise<void> {
  const video = like.objectId ? ctx.parseUri(like.objectId) : null;
  const videoId = video?.type === 'object' && video.class === Video ? video.values.id : undefined;
  await removeRemoteLike(db, {
    actorIri: actorId.href,
    likeIri: like.id?.href ?? null,
    videoId: videoId ?? null,
  });
}

/**
 * A `Create` of a reply to a Flick video: a comment, when the video takes replies and the
 * Note's author is the one who sent it. Answers whether it was a reply to a Flick video (taken
 * or refused), so other Creates go on to the next reader.
 */
export async function onCreateReply(
  ctx: Context<void>,
  db: Kysely<Database>,
  create: Create,
  object: APObject,
  push?: PushOutbox | null,
): Promise<boolean> {
  if (!create.actorId) return false;
  const json = await compactJson(ctx, object);
  const parsed = parseRemoteComment(json);
  if (!parsed.ok) return false;
  const target = ctx.parseUri(new URL(parsed.value.inReplyTo));
  if (target?.type !== 'object' || target.class !== Video) return false;
  const id = target.values.id;
  const video = id ? (await federatedVideo(db, id))?.video : undefined;
  // A reply to a hidden, private or unknown video, or one with comments off, is refused.
  if (video?.allowComment !== '1') return true;
  if (parsed.value.authorIri !== create.actorId.href) return true;
  // Nothing from an account the video's owner blocked.
  if (await blocksRemote(db, video.userId, create.actorId.href)) return true;
  const actorIri = await keepSender(ctx, db, create);
  if (actorIri !== create.actorId.href) return true;
  // The reply's opening mention of the video's owner is not repeated under their video.
  const reply = withoutLeadingMention(parsed.value, [
    `@${video.userName}@${new URL(ctx.origin).host}`,
    `@${video.userName}`,
  ]);
  const commentId = await addRemoteComment(db, video.id, reply);
  // A new reply tells the owner as a local comment does (ADR 0158).
  if (commentId) {
    await createRemoteNotification(
      db,
      {
        userId: video.userId,
        actorIri,
        type: 'comment',
        videoId: video.id,
        remoteCommentId: commentId,
      },
      push,
    );
  }
  return true;
}

/**
 * A `Delete` of a remote reply: its comment goes (only its author's Delete counts), and with
 * it the notification it made (the key's cascade).
 */
export async function onDeleteReply(db: Kysely<Database>, del: Delete): Promise<boolean> {
  if (!del.actorId || !del.objectId) return false;
  return removeRemoteComment(db, del.objectId.href, del.actorId.href);
}

/**
 * A `Delete` whose object is its own actor: a remote account deleted itself, and Flick forgets
 * it (`forgetRemoteActor`, ADR 0160). Only the account itself may: a Delete of another actor
 * is not this (and matches no reply nor video of its sender). Answers whether it was one.
 */
export async function onDeleteActor(db: Kysely<Database>, del: Delete): Promise<boolean> {
  if (!del.actorId || del.objectId?.href !== del.actorId.href) return false;
  await forgetRemoteActor(db, del.actorId.href);
  return true;
}
