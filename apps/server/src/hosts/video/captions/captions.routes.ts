import { CAPTIONS_CONTENT_TYPE, MAX_CAPTIONS_BYTES } from '@flick/api-types/captions';
import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import { CAPTIONS_REMOVED, CAPTIONS_SAVED, deleteCaptions, putCaptions } from './captions.service';

/** Captions of a video (docs/product.md#captions): attach or replace, remove. */
export async function captionsRoutes(app: FastifyInstance) {
  // The body arrives as bytes: the service checks the size and that it is UTF-8 itself.
  app.addContentTypeParser(CAPTIONS_CONTENT_TYPE, { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );

  route(
    app,
    'putCaptions',
    async (request) => {
      // No body reads as an empty file: the service checks the owner first (404 for anyone
      // else), then refuses the file with the captions rules' message.
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const data = await putCaptions(
        app.db,
        app.media,
        request.log,
        request.userId,
        request.params.videoId,
        body,
      );
      return { message: CAPTIONS_SAVED, data };
    },
    // A little over the cap, so a file just too big gets the captions message (413).
    { bodyLimit: MAX_CAPTIONS_BYTES + 64 * 1024 },
  );

  route(app, 'deleteCaptions', async (request) => {
    await deleteCaptions(app.db, app.media, request.log, request.userId, request.params.videoId);
    return { message: CAPTIONS_REMOVED };
  });
}
