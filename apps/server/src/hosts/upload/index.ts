import type { FastifyPluginAsync } from 'fastify';
import { decorateEvents } from '../../platform/core/events';
import { decorateMedia } from '../../platform/media/index';
import { uploadRoutes } from './upload.routes';

/** The upload host, mounted at /api/upload: thumbnail and video uploads, media serving. */
export const uploadHost: FastifyPluginAsync = async (app) => {
  // No-op when app.ts registered mediaPlugin at the root (see SEAMS.md).
  decorateMedia(app);
  decorateEvents(app);
  await app.register(uploadRoutes);
};
