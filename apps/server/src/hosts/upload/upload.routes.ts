import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadKind } from '../../platform/db/tables/content';
import { badRequest, notFound } from '../../platform/http/errors';
import { formFile } from '../../platform/media/formFile';
import {
  ingestFile,
  MEDIA_REFUSAL_CACHE_CONTROL,
  NO_FILE,
  sendMedia,
  UPLOAD_CUT_OFF,
  UPLOAD_NOT_FOUND,
} from '../../platform/media/index';
import { requireMediaTools } from '../../platform/media/tools';
import { removeUnattachedUpload } from '../../rules/videos/uploads.repository';
import { keepUpload } from './keepUpload';
import { MediaAccessCheck } from './mediaAccess';
import { resumableRoutes } from './resumable.routes';
import { route } from './route';

/** Thumbnails and videos in; media files out (to those who may see them, range-aware). */
export async function uploadRoutes(app: FastifyInstance) {
  // Validated at start (`UPLOAD_MAX_VIDEO_MB`, `UPLOAD_MAX_THUMB_MB`).
  const limits: Record<UploadKind, number> = app.config.uploadLimits;

  async function receive(request: FastifyRequest, kind: UploadKind): Promise<string[]> {
    // Without ffmpeg a video cannot be checked or processed: say so before reading the body.
    const tools = kind === 'video' ? requireMediaTools(app.mediaTools) : undefined;
    const part = await formFile(request, limits[kind]);
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw badRequest(NO_FILE);
    }
    // A client that goes away mid-upload must end the stream, or the scratch file waits
    // forever. The close may even have come before this handler ran (while the token was
    // checked), when the multipart plugin's own listener was not there yet to see it.
    const file = part.file;
    const abandon = () => {
      if (!request.raw.complete) file.destroy(badRequest(UPLOAD_CUT_OFF));
    };
    if (request.raw.destroyed) abandon();
    else request.raw.once('close', abandon);
    let stored: Awaited<ReturnType<typeof ingestFile>>;
    try {
      stored = await keepUpload(app, request.userId, kind, (beforeStore) =>
        ingestFile(file, {
          // A video's original is private until processed (never served); thumbnails are public.
          storage: kind === 'video' ? app.originals : app.media,
          tmpDir: app.mediaScratchDir,
          kind: kind === 'video' ? 'video' : 'image',
          maxBytes: limits[kind],
          ...(tools ? { tools } : {}),
          // The row first, then the file (ADR 0024).
          beforeStore,
        }),
      );
    } finally {
      request.raw.off('close', abandon);
    }
    request.log.info({ name: stored.name, size: stored.size, kind }, 'upload stored');
    return [stored.name];
  }

  route(app, 'uploadThumb', async (request) => receive(request, 'thumb'));
  route(app, 'uploadVideo', async (request) => receive(request, 'video'));
  // The same video upload, resumable with tus 1.0 (ADR 0097).
  await app.register(resumableRoutes);
  // A cancelled upload removes what it already stored (docs/product.md#upload-cancel).
  route(app, 'deleteUpload', async (request) => {
    const storageOf = (kind: UploadKind) => (kind === 'video' ? app.originals : app.media);
    if (!(await removeUnattachedUpload(app.db, storageOf, request.userId, request.params.name))) {
      throw notFound(UPLOAD_NOT_FOUND);
    }
    return { message: 'Upload removed.' };
  });
  // Who may read each file, asked on every request (ADR 0090): a change this process makes
  // to who sees what is heard at once; other processes' changes within MEDIA_DECISION_TTL_MS.
  const access = new MediaAccessCheck(app.db);
  const forget = () => access.forget();
  app.events.on('userChanged', forget);
  app.events.on('videoChanged', forget);
  app.events.on('relationChanged', forget);
  route(app, 'getMedia', async (request, reply) => {
    const { name } = request.params;
    // A refusal (404, 403) is kept by no cache: the same address may open a minute later
    // (a video that finished processing, or made public again). A file's answer sets its own.
    reply.header('cache-control', MEDIA_REFUSAL_CACHE_CONTROL);
    const audience = await access.decide(name, request.query.access);
    return sendMedia(app.media, name, audience, request, reply);
  });
}
