import type { Context, Federation } from '@fedify/fedify';
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
import type { Kysely } from 'kysely';
import { isUuid } from '../../platform/contract/ids';
import type { CoreEvents, RemoteVideoAction } from '../../platform/core/events';
import type { Database } from '../../platform/db/database';
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

/** Where a Flick user's comment on a remote video is served, as a Note (its id). */
export const REMOTE_COMMENT_PATH = '/comments/{id}';

/**
 * Serves each Flick user's comment on a remote video as its Note (servers fetch a reply by
 * its id to show a thread): while it exists, is not hidden and its author federates.
 */
export function registerRemoteComments(federation: Federation<void>, db: Kysely<Database>): void {
  federation.setObjectDispatcher(Note, REMOTE_COMMENT_PATH, async (ctx, { id }) => {
    if (!isUuid(id)) return null;
    const row = await db
      .selectFrom('local_comments_on_remote as c')
      .innerJoin('remote_videos as v', 'v.id', 'c.remote_video_id')
      .innerJoin('remote_actors as a', 'a.iri', 'v.actor_iri')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.user_id',
        'c.plain',
        'c.created_at',
        'v.object_iri',
        'a.iri',
        'a.handle',
        'a.url',
      ])
      .where('c.id', '=', id)
      .where('u.federation', '=', true)
      // Hidden by an admin (a report, ADR 0159): not served, as a hidden comment is not here.
      .where('c.hidden', '=', false)
      .executeTakeFirst();
    if (!row) return null;
    return commentNote(
      ctx,
      { userId: row.user_id, id, text: row.plain, at: row.created_at, objectIri: row.object_iri },
      row,
    );
  });
}

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
  action: Pick<RemoteVideoAction, 'userId' | 'id' | 'text' | 'at' | 'objectIri'>,
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
    id: ctx.getObjectUri(Note, { id: action.id }),
    attribution: me,
    replyTarget: new URL(action.objectIri),
    content,
    tos: [PUBLIC_COLLECTION, authorIri],
    ccs: [ctx.getFollowersUri(action.userId)],
    tags: [new Mention({ href: authorIri, name: `@${author.handle}` })],
    published: Temporal.Instant.from(action.at.toISOString()),
  });
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
      const note = commentNote(ctx, action, author);
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
      const id = ctx.getObjectUri(Note, { id: action.id });
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
