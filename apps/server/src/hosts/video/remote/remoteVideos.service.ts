import type { Comment, Video } from '@flick/api-types';
import type { Kysely } from 'kysely';
import type { CoreEvents } from '../../../platform/core/events';
import type { Database } from '../../../platform/db/database';
import { errorMessage } from '../../../platform/http/errorCodes';
import { forbidden, HttpError, notFound } from '../../../platform/http/errors';
import type { VideoCounts } from '../videos/videos.repository';
import { checkVideoOwner } from '../videos/videos.service';
import {
  addRemoteVideoComment,
  deleteRemoteVideoComment,
  findRemoteVideo,
  findRemoteVideoComment,
  type RemoteVideoFacts,
  setRemoteVideoLike,
} from './remoteVideos.repository';

/**
 * What a Flick user may do with a video of another server (ADR 0155, docs/federation.md):
 * watch it, like it and comment on it, through the same routes as a local video's. Each like,
 * unlike, comment and deleted comment is kept here and announced (`remoteVideoAction`) for the
 * federation host to send to the video's server. Anything else (download, share count, edit,
 * duet, save, report, insights) is refused: `REMOTE_VIDEO_REFUSED`, or "Video not found." where
 * the route only knows local videos.
 */

/** The answer to what cannot be done with a remote video here. */
export const REMOTE_VIDEO_REFUSED = errorMessage('remote_video_refused');

/**
 * Runs a route's work on a local video; when it answers "Video not found." and `videoId` names
 * a remote video the caller may see, runs `onRemote` with it instead. So a local video's
 * like, comment or read costs what it did; only an id no local video has reads
 * `remote_videos`.
 */
export async function localOrRemote<T>(
  db: Kysely<Database>,
  videoId: string,
  callerId: string,
  local: () => Promise<T>,
  onRemote: (remote: { video: Video; facts: RemoteVideoFacts }) => Promise<T>,
): Promise<T> {
  try {
    return await local();
  } catch (err) {
    if (!(err instanceof HttpError) || err.code !== 'video_not_found') throw err;
    const remote = await findRemoteVideo(db, videoId, callerId);
    if (!remote) throw err;
    return onRemote(remote);
  }
}

/** The caller likes (1) or unlikes (0) a remote video: kept, and sent when it changed. */
export async function likeRemoteVideo(
  db: Kysely<Database>,
  events: CoreEvents,
  userId: string,
  facts: RemoteVideoFacts,
  videoUserId: string,
  like: 0 | 1,
): Promise<VideoCounts> {
  checkVideoOwner(facts.authorId, videoUserId);
  const result = await setRemoteVideoLike(db, facts.id, userId, like === 1);
  if (result.changedId) {
    await events.emit('remoteVideoAction', {
      kind: like === 1 ? 'like' : 'undoLike',
      userId,
      id: result.changedId,
      objectIri: facts.objectIri,
      authorIri: facts.actorIri,
      at: new Date(),
    });
  }
  return { likes: result.likes, downloads: 0, shares: 0, liked: result.liked };
}

/**
 * The caller's comment on a remote video (its text already checked as a local comment's:
 * `decodedCommentText`): kept, answered as a comment, and sent.
 */
export async function commentOnRemoteVideo(
  db: Kysely<Database>,
  events: CoreEvents,
  userId: string,
  facts: RemoteVideoFacts,
  videoUserId: string,
  comment: { encoded: string; plain: string },
): Promise<Comment> {
  checkVideoOwner(facts.authorId, videoUserId);
  const added = await addRemoteVideoComment(db, facts.id, userId, comment.encoded, comment.plain);
  if (!added) throw notFound('Video not found.');
  await events.emit('remoteVideoAction', {
    kind: 'comment',
    userId,
    id: added.id,
    objectIri: facts.objectIri,
    authorIri: facts.actorIri,
    text: comment.plain,
    at: new Date(added.createdAt),
  });
  return added;
}

/**
 * Deletes the caller's comment on a remote video, and sends its Delete. False when there is
 * no such comment; refused (`notYours`) when it is someone else's.
 */
export async function deleteCommentOnRemoteVideo(
  db: Kysely<Database>,
  events: CoreEvents,
  userId: string,
  commentId: string,
  notYours: string,
): Promise<boolean> {
  const found = await findRemoteVideoComment(db, commentId);
  if (!found) return false;
  if (found.user_id !== userId) throw forbidden(notYours);
  await deleteRemoteVideoComment(db, found.id);
  await events.emit('remoteVideoAction', {
    kind: 'deleteComment',
    userId,
    id: found.id,
    objectIri: found.object_iri,
    authorIri: found.actor_iri,
    at: new Date(),
  });
  return true;
}
