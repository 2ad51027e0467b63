import type { Context } from '@fedify/fedify';
import {
  type Activity,
  Create,
  Delete,
  Endpoints,
  Like,
  Mention,
  Note,
  PUBLIC_COLLECTION,
  type Recipient,
  Tombstone,
  Undo,
} from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { CoreEvents, RemoteVideoAction } from '../../platform/core/events';
import { findFederatedAccount } from './federation.repository';
import { type OutboxDeps, remoteRecipients } from './outbox';
import { anyBlocked } from './remoteServers';

/**
 * What Flick users do with videos of other servers, sent there (ADR 0155,
 * docs/federation.md): a like as a `Like` of the video's object (an unlike as its `Undo`), a
 * comment as a `Create` of a `Note` in reply to it (to the public and the author, cc the
 * commenter's followers, mentioning the author), a deleted comment as a `Delete` of it. To the
 * author's shared inbox where it has one (a comment also to the commenter's remote followers);
 * nothing to a blocked server, nothing from an account that does not federate. Each delivery
 * is a Fedify job on the app's queue, retried with backoff (ADR 0150).
 */

/** Where a Flick user's comment on a remote video is named (its Note's id). */
export const REMOTE_COMMENT_PATH = '/comments/';

/** Subscribes the sender to the core events; answers the unsubscribe function. */
export function subscribeReactions(events: CoreEvents, deps: OutboxDeps): () => void {
  return events.on('remoteVideoAction', (action) => sendRemoteVideoAction(deps, action));
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The Note of a Flick user's comment on a remote video. */
function commentNote(
  ctx: Context<void>,
  publicUrl: string,
  action: RemoteVideoAction,
  author: { iri: string; handle: string; url: string | null },
): Note {
  const me = ctx.getActorUri(action.userId);
  const authorIri = new URL(author.iri);
  const mention = `<span class="h-card"><a href="${escapeHtml(author.url ?? author.iri)}" class="u-url mention">@${escapeHtml(author.handle)}</a></span>`;
  const paragraphs = (action.text ?? '')
    .split(/\n+/)
    .map((line) => escapeHtml(line))
    .filter((line) => line.trim() !== '');
  const content = paragraphs.map((p, i) => `<p>${i === 0 ? `${mention} ` : ''}${p}</p>`).join('');
  return new Note({
    id: commentIri(publicUrl, action.id),
    attribution: me,
    replyTarget: new URL(action.objectIri),
    content,
    tos: [PUBLIC_COLLECTION, authorIri],
    ccs: [ctx.getFollowersUri(action.userId)],
    tags: [new Mention({ href: authorIri, name: `@${author.handle}` })],
    published: Temporal.Instant.from(action.at.toISOString()),
  });
}

export function commentIri(publicUrl: string, commentId: string): URL {
  return new URL(`${REMOTE_COMMENT_PATH}${commentId}`, publicUrl);
}

/** Sends what a Flick user did with a remote video to its server. */
export async function sendRemoteVideoAction(
  deps: OutboxDeps,
  action: RemoteVideoAction,
): Promise<void> {
  const { db, publicUrl } = deps;
  if (!(await findFederatedAccount(db, action.userId))) return;
  const author = await db
    .selectFrom('remote_actors')
    .select(['iri', 'handle', 'url', 'inbox', 'shared_inbox'])
    .where('iri', '=', action.authorIri)
    .executeTakeFirst();
  if (!author) return;
  if (await anyBlocked(db, [author.iri, author.inbox, author.shared_inbox])) return;
  const ctx = deps.federation.createContext(new URL(publicUrl), undefined);
  const me = ctx.getActorUri(action.userId);
  const recipients: Recipient[] = [
    {
      id: new URL(author.iri),
      inboxId: new URL(author.inbox),
      endpoints: author.shared_inbox
        ? new Endpoints({ sharedInbox: new URL(author.shared_inbox) })
        : null,
    },
  ];
  const object = new URL(action.objectIri);
  const likeId = new URL(`${me.href}#likes/${action.id}`);
  let activity: Activity;
  switch (action.kind) {
    case 'like':
      activity = new Like({ id: likeId, actor: me, object, to: new URL(author.iri) });
      break;
    case 'undoLike':
      activity = new Undo({
        id: new URL(`${likeId.href}/undo`),
        actor: me,
        to: new URL(author.iri),
        object: new Like({ id: likeId, actor: me, object }),
      });
      break;
    case 'comment': {
      const note = commentNote(ctx, publicUrl, action, author);
      recipients.push(...(await remoteRecipients(db, action.userId)));
      activity = new Create({
        id: new URL(`${note.id?.href}#create`),
        actor: me,
        tos: note.toIds,
        ccs: note.ccIds,
        published: note.published,
        object: note,
      });
      break;
    }
    case 'deleteComment': {
      const id = commentIri(publicUrl, action.id);
      recipients.push(...(await remoteRecipients(db, action.userId)));
      activity = new Delete({
        id: new URL(`${id.href}#delete`),
        actor: me,
        tos: [PUBLIC_COLLECTION, new URL(author.iri)],
        object: new Tombstone({ id }),
      });
      break;
    }
  }
  await ctx.sendActivity({ identifier: action.userId }, recipients, activity, {
    preferSharedInbox: true,
  });
}
