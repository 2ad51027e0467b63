import type { FastifyInstance } from 'fastify';
import { parseInstant } from '../../../platform/contract/formats';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors';
import { jobOrigin } from '../../../platform/observability/traces';
import { sendFeedPage } from '../feed/feed.answer';
import { FEED_PAGE_SIZE, type FeedCursor, feedPage, withViews } from '../feed/feed.repository';
import { findRemoteVideo } from '../remote/remoteVideos.repository';
import {
  likeRemoteVideo,
  localOrRemote,
  REMOTE_VIDEO_REFUSED,
} from '../remote/remoteVideos.service';
import { route } from '../route';
import { findVideo } from './videos.repository';
import {
  createVideo,
  deleteVideo,
  editVideo,
  listUserVideos,
  updateVideo,
  type VideoUpdate,
} from './videos.service';

const INVALID_CURSOR_TIME = 'createdAt (from LastEvaluatedKey) must be a valid date-time.';

/** Video records, the feed, likes, downloads and shares. */
export async function videoRoutes(app: FastifyInstance) {
  route(app, 'createVideo', async (request) => {
    const video = await createVideo(
      app.db,
      app.jobs,
      request.userId,
      request.body,
      jobOrigin(app.tracing, request.id),
    );
    return { message: 'Video uploaded successfully!', data: video };
  });

  route(app, 'getVideos', async (request, reply) => {
    const { videoId, pageSize = FEED_PAGE_SIZE, id, userId, createdAt } = request.query;
    const views = request.query.withViews === 1;
    if (videoId) {
      // A local video, else a remote one the caller may see (ADR 0155).
      const video =
        (await findVideo(app.db, videoId, request.userId)) ??
        (await findRemoteVideo(app.db, videoId, request.userId))?.video;
      if (!video) throw notFound('Video not found.');
      return { data: { Items: [video] } };
    }
    let after: FeedCursor | undefined;
    if (id !== undefined || createdAt !== undefined || userId !== undefined) {
      if (id === undefined || createdAt === undefined) {
        throw badRequest('id and createdAt (from LastEvaluatedKey) must be sent together.');
      }
      // The contract's date-time format already refuses what is not one real instant; read
      // it with the same rule so an instant the database cannot hold never reaches a batch.
      const at = parseInstant(createdAt);
      if (!at) throw badRequest(INVALID_CURSOR_TIME);
      after = { id, createdAt: at };
    }
    const page = await feedPage(app.db, request.userId, pageSize, after);
    // Explore's browsing grid shows view counts; the feeds do not (ADR 0123).
    return sendFeedPage(reply, views ? await withViews(app.db, page) : page);
  });

  route(app, 'getUserVideos', async (request) => {
    const { userId } = request.params;
    const items = await listUserVideos(app.db, userId, request.query.isDuet === 1, request.userId);
    return { data: { Items: items } };
  });

  route(app, 'updateVideo', async (request, reply) => {
    const { videoId, videoUserId, like, downloads, share, ...edit } = request.body;
    const counters = [like, downloads, share].filter((v) => v !== undefined).length;
    const editing = Object.values(edit).some((v) => v !== undefined);
    if (editing && counters > 0) {
      throw badRequest('Send either one of like, downloads or share, or the fields to edit.');
    }
    // A remote video may only be liked here (ADR 0155).
    const refuseRemote = async () => {
      throw forbidden(REMOTE_VIDEO_REFUSED);
    };
    if (editing) {
      // docs/product.md#editing-a-video
      const editOf = () =>
        editVideo(
          app.db,
          request.log,
          request.userId,
          videoId,
          videoUserId,
          edit,
          app.push,
          { jobs: app.jobs, events: app.events },
          {
            media: app.media,
            tools: app.hasDecorator('mediaTools') ? app.mediaTools : null,
            scratchDir: app.mediaScratchDir,
          },
        );
      const video = await localOrRemote(app.db, videoId, request.userId, editOf, refuseRemote);
      reply.code(201);
      const { likes, downloads: downloaded, shares, liked } = video;
      return {
        message: 'Video updated.',
        data: { likes, downloads: downloaded, shares, liked, video },
      };
    }
    if (counters > 1) throw badRequest('Send one of like, downloads or share.');
    const update: VideoUpdate | undefined =
      like !== undefined
        ? { like }
        : downloads !== undefined
          ? { downloads }
          : share !== undefined
            ? { share }
            : undefined;
    if (!update) throw badRequest('Send one of like, downloads or share.');
    const counts = await localOrRemote(
      app.db,
      videoId,
      request.userId,
      () =>
        updateVideo(app.db, request.log, request.userId, videoId, videoUserId, update, app.push),
      ({ facts }) =>
        'like' in update
          ? likeRemoteVideo(app.db, app.events, request.userId, facts, videoUserId, update.like)
          : refuseRemote(),
    );
    reply.code(201);
    const message =
      'like' in update
        ? update.like === 1
          ? 'Video liked.'
          : 'Video unliked.'
        : 'downloads' in update
          ? 'Download counted.'
          : 'Share counted.';
    return { message, data: counts };
  });

  route(app, 'deleteVideo', async (request) => {
    await deleteVideo(
      app.db,
      { media: app.media, originals: app.originals },
      request.log,
      request.userId,
      request.params.videoId,
    );
    // Out of everyone's view: caches of this process that derive from it (the media route's
    // decisions, the first feed page) forget it now rather than at their expiry (ADR 0090).
    await app.events.emit('videoChanged', { videoId: request.params.videoId });
    return { message: 'Video deleted.' };
  });
}
