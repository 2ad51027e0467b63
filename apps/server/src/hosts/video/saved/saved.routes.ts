import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../platform/http/errors';
import { route } from '../route';
import { savedVideos, saveVideo, unsaveVideo } from './saved.repository';

/** The answers of the saved-videos calls (docs/product.md#saved-videos). */
export const SAVED_MESSAGES = {
  saved: 'Saved.',
  removed: 'Removed from saved videos.',
  notFound: 'Video not found.',
} as const;

/** Saved videos: the caller's private bookmarks (docs/product.md#saved-videos, ADR 0109). */
export async function savedRoutes(app: FastifyInstance) {
  route(app, 'getSavedVideos', async (request) => ({
    data: { Items: await savedVideos(app.db, request.userId) },
  }));

  route(app, 'saveVideo', async (request) => {
    // Unknown and unreadable videos answer alike: a save tells nobody a hidden video exists.
    if (!(await saveVideo(app.db, request.userId, request.params.videoId))) {
      throw notFound(SAVED_MESSAGES.notFound);
    }
    return { message: SAVED_MESSAGES.saved, data: { saved: true } };
  });

  route(app, 'unsaveVideo', async (request) => {
    if (!(await unsaveVideo(app.db, request.userId, request.params.videoId))) {
      throw notFound(SAVED_MESSAGES.notFound);
    }
    return { message: SAVED_MESSAGES.removed, data: { saved: false } };
  });
}
