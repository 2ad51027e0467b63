import type { FastifyInstance } from 'fastify';
import {
  badRequest,
  forbidden,
  isForeignKeyViolation,
  notFound,
} from '../../../platform/http/errors';
import { refuseNulIn } from '../../../platform/http/inputGuards';
import { hasBlocked } from '../../../rules/visibility/users.repository';
import { notifyOwner } from '../notify';
import { findRemoteVideo, listRemoteVideoComments } from '../remote/remoteVideos.repository';
import {
  commentOnRemoteVideo,
  deleteCommentOnRemoteVideo,
  localOrRemote,
} from '../remote/remoteVideos.service';
import { route } from '../route';
import { videoFacts } from '../videos/videos.repository';
import { checkVideoOwner } from '../videos/videos.service';
import {
  deleteCommentRow,
  findComment,
  insertComment,
  listComments,
  setCommentLike,
} from './comments.repository';
import { deleteRemoteComment, findRemoteComment } from './remoteComments.repository';

/**
 * Whether URI-encoded comment text has anything to show. The client encodes
 * (docs/product.md#comments); we store what was sent and only decode to refuse blank or broken
 * text.
 */
export function decodedCommentText(encoded: string): string {
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    throw badRequest('The comment is not properly encoded.');
  }
  // `%00` passes the request guard (it sees the encoded text) and would fail in the insert.
  refuseNulIn(text, 'body/comment');
  if (text.trim() === '') throw badRequest('Comment cannot be empty.');
  return text;
}

/** docs/product.md#comments: only the author, or the video's owner on their own video. */
const NOT_YOUR_COMMENT = 'You can only delete your own comments or comments on your videos.';

/**
 * Comments, comment likes and deleting a comment (its author, or the video's owner on their
 * own video: docs/product.md#comments).
 */
export async function commentRoutes(app: FastifyInstance) {
  route(app, 'getComments', async (request) => {
    const { videoId } = request.query;
    const items = await localOrRemote(
      app.db,
      videoId,
      request.userId,
      async () => {
        if (!(await videoFacts(app.db, videoId, request.userId)))
          throw notFound('Video not found.');
        return listComments(app.db, videoId, request.userId);
      },
      // A remote video's: the Flick users' comments on it (ADR 0155).
      ({ facts }) => listRemoteVideoComments(app.db, facts.id, request.userId),
    );
    return { data: { Items: items } };
  });

  route(app, 'postComment', async (request, reply) => {
    const { videoId, videoUserId, comment } = request.body;
    const plain = decodedCommentText(comment);
    const video = await videoFacts(app.db, videoId, request.userId, { acting: true });
    if (!video) {
      // A remote video's: kept and sent to its server (ADR 0155).
      const remote = await findRemoteVideo(app.db, videoId, request.userId);
      if (!remote) throw notFound('Video not found.');
      const data = await commentOnRemoteVideo(
        app.db,
        app.events,
        request.userId,
        remote.facts,
        videoUserId,
        { encoded: comment, plain },
      );
      reply.code(201);
      return { message: 'Comment added.', data };
    }
    checkVideoOwner(video.user_id, videoUserId);
    if (!video.allow_comment) throw forbidden('Comments are turned off for this video.');
    const id = await app.db
      .transaction()
      .execute((trx) => insertComment(trx, videoId, request.userId, comment, plain))
      .catch((err: unknown) => {
        // Deleted since it was found (a concurrent delete committed in between).
        if (isForeignKeyViolation(err)) throw notFound('Video not found.');
        throw err;
      });
    await notifyOwner(
      app.db,
      request.log,
      {
        userId: video.user_id,
        actorId: request.userId,
        type: 'comment',
        videoId,
        commentId: id,
      },
      app.push,
    );
    const data = await findComment(app.db, id, request.userId);
    if (!data) throw notFound('Comment not found.');
    reply.code(201);
    return { message: 'Comment added.', data };
  });

  route(app, 'likeComment', async (request) => {
    const { videoId, commentId, like } = request.body;
    const found = await findComment(app.db, commentId, request.userId);
    if (!found || found.videoId !== videoId) throw notFound('Comment not found.');
    // Neither the comment's author nor the video's owner may have blocked the caller.
    const video = await videoFacts(app.db, videoId, request.userId, { acting: true });
    if (!video || (await hasBlocked(app.db, found.userId, request.userId))) {
      throw notFound('Comment not found.');
    }
    const result = await setCommentLike(app.db, commentId, request.userId, like === 1);
    if (!result) throw notFound('Comment not found.');
    if (result.added) {
      await notifyOwner(
        app.db,
        request.log,
        {
          userId: found.userId,
          actorId: request.userId,
          type: 'commentLike',
          videoId,
          commentId,
        },
        app.push,
      );
    }
    return {
      message: like === 1 ? 'Comment liked.' : 'Comment unliked.',
      data: { like: result.like, liked: like === 1 },
    };
  });

  route(app, 'deleteComment', async (request) => {
    const found = await findComment(app.db, request.params.commentId, request.userId);
    if (!found) {
      // A reply from the fediverse: its video's owner may remove it (docs/federation.md).
      const remote = await findRemoteComment(app.db, request.params.commentId);
      if (!remote || !(await videoFacts(app.db, remote.videoId, request.userId))) {
        // The caller's comment on a remote video: its Delete is sent there (ADR 0155).
        const ours = await deleteCommentOnRemoteVideo(
          app.db,
          app.events,
          request.userId,
          request.params.commentId,
          NOT_YOUR_COMMENT,
        );
        if (!ours) throw notFound('Comment not found.');
        return { message: 'Comment deleted.' };
      }
      if (remote.videoUserId !== request.userId) {
        throw forbidden(NOT_YOUR_COMMENT);
      }
      await deleteRemoteComment(app.db, remote.id);
      return { message: 'Comment deleted.' };
    }
    // docs/product.md#comments: the author, and the video's owner on their own video.
    if (found.userId !== request.userId && found.videoUserId !== request.userId) {
      throw forbidden(NOT_YOUR_COMMENT);
    }
    await deleteCommentRow(app.db, found.id, found.videoId);
    return { message: 'Comment deleted.' };
  });
}
