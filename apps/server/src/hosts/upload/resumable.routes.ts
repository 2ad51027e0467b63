import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ERRORS, Server, type ServerOptions, TUS_RESUMABLE, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest } from 'srvx/node';
import { errorBody } from '../../platform/http/errorCodes';
import {
  badRequest,
  HttpError,
  INTERNAL_ERROR_MESSAGE,
  notFound,
  Unavailable,
} from '../../platform/http/errors';
import { tooLargeMessage, UPLOAD_NOT_FOUND } from '../../platform/media/index';
import { RESUMABLE_ID_PATTERN, resumableVideoName } from '../../platform/media/resumable';
import { requireMediaTools } from '../../platform/media/tools';
import { findOwnUpload } from '../../rules/videos/uploads.repository';
import { keepUpload } from './keepUpload';
import { route } from './route';

/** The metadata key of a resumable upload that names its uploader (set by the server only). */
const OWNER = 'flickOwner';

/** The tus body type: the PATCH body is the file's next bytes, streamed to disk as they come. */
const TUS_BODY = 'application/offset+octet-stream';

/** Headers of tus's answer that are not for the caller to see (Fastify sets its own). */
const DROPPED_HEADERS = new Set(['content-length', 'content-type', 'access-control-allow-origin']);

/** A request as @tus/server hands it to its hooks (srvx's), with the Node request inside. */
type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/**
 * The resumable video upload (tus 1.0, ADR 0097): `POST /upload/tus` creates an upload for
 * the signed-in user, `HEAD`/`PATCH`/`DELETE /upload/tus/{id}` ask where it stands, send the
 * next bytes and cancel it. @tus/server speaks the protocol; these routes put the contract's
 * authentication in front, keep each upload to its uploader, and answer errors as every
 * route does (`{ message }`). A complete file takes the form upload's checks and messages
 * and is stored as `<id>.mp4`, which the client then records as the video.
 */
export async function resumableRoutes(app: FastifyInstance) {
  const store = app.resumableStore;
  const maxBytes = app.config.uploadLimits.video;
  /** Who sent each request tus is handling (its hooks see only the request). */
  const senders = new WeakMap<IncomingMessage, string>();
  const senderOf = (req: TusRequest): string => {
    const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const userId = raw ? senders.get(raw) : undefined;
    if (!userId) throw new Error('resumable upload: a request without its sender');
    return userId;
  };

  const tus = new Server({
    // Only tus's own URL making reads it; ours below answers relative to the request.
    path: '/upload/tus',
    datastore: store.datastore,
    // Shared by every replica on PostgreSQL (ADR 0108), so any of them can take any request.
    locker: store.locker,
    maxSize: maxBytes,
    // The address carries the id (32 hex digits); the store keeps it under its own key.
    namingFunction: () => store.keyOf(randomBytes(16).toString('hex')),
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && RESUMABLE_ID_PATTERN.test(lastPath) ? store.keyOf(lastPath) : undefined,
    // A relative Location: right behind any proxy and on a separate upload host alike.
    generateUrl: (req, { id }) =>
      `${new URL(req.url).pathname.replace(/\/+$/, '')}/${store.idOf(id)}`,
    // CORS is the app's (@fastify/cors with CORS_ORIGINS), not tus's `*`.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    onUploadCreate: async (req, upload) => {
      const owner = senderOf(req);
      if (upload.sizeIsDeferred) throw badRequest('Upload-Length is required.');
      // Without ffmpeg no video can be checked: say so before any byte is sent.
      requireMediaTools(app.mediaTools);
      // The client's metadata is informative; the owner is ours alone.
      const metadata: Record<string, string | null> = {};
      for (const [key, value] of Object.entries(upload.metadata ?? {})) {
        if (key !== OWNER) metadata[key] = value;
      }
      metadata[OWNER] = owner;
      return { metadata };
    },
    onUploadFinish: async (_req, upload) => {
      await finish(upload);
      return {};
    },
    onResponseError: (req, err) => {
      if (err instanceof HttpError) {
        if (err.statusCode < 500 || err instanceof Unavailable) {
          return { status_code: err.statusCode, body: err.message };
        }
      } else if ('status_code' in err && err.status_code < 500) {
        // tus's own client errors; over the size limit says what the form upload says.
        const body =
          err === ERRORS.ERR_MAX_SIZE_EXCEEDED ? tooLargeMessage(maxBytes) : err.body.trim();
        return { status_code: err.status_code, body };
      }
      app.log.error({ err, url: req.url }, 'resumable upload failed');
      return { status_code: 500, body: INTERNAL_ERROR_MESSAGE };
    },
  });

  /**
   * The last byte arrived: the file gets the form upload's checks (same rules, same
   * messages) where it lies and moves into storage under the row-first rule. Either way the
   * resumable upload is over and its bytes leave the resumable folder.
   */
  async function finish(upload: Upload): Promise<void> {
    const owner = upload.metadata?.[OWNER];
    if (!owner) throw new Error(`resumable upload ${upload.id} has no owner`);
    try {
      const tools = requireMediaTools(app.mediaTools);
      const stored = await keepUpload(app, owner, 'video', (beforeStore) =>
        store.ingest(upload.id, {
          storage: app.originals,
          tmpDir: app.mediaScratchDir,
          kind: 'video',
          maxBytes,
          tools,
          name: resumableVideoName(store.idOf(upload.id)),
          beforeStore,
        }),
      );
      app.log.info({ name: stored.name, size: stored.size }, 'resumable upload stored');
    } finally {
      await store.forget(upload.id);
    }
  }

  /** The caller's unfinished upload, or null (someone else's, finished or gone). */
  async function ownUpload(id: string, userId: string): Promise<Upload | null> {
    try {
      const upload = await store.datastore.getUpload(store.keyOf(id));
      return upload.metadata?.[OWNER] === userId ? upload : null;
    } catch {
      return null;
    }
  }

  /** Hands the request to tus and turns its answer into this reply. */
  async function handOver(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    senders.set(request.raw, request.userId);
    const answer = await tus.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }));
    for (const [name, value] of answer.headers) {
      if (!DROPPED_HEADERS.has(name)) reply.header(name, value);
    }
    reply.header('cache-control', 'no-store');
    if (answer.status >= 400) {
      const message = (await answer.text()).trim() || INTERNAL_ERROR_MESSAGE;
      return reply.code(answer.status).send(errorBody(answer.status, message));
    }
    return reply.code(answer.status).send();
  }

  // The PATCH body is tus's to read, as a stream: no parser may consume it first.
  app.addContentTypeParser(TUS_BODY, (_request, _payload, done) => done(null));

  route(app, 'createResumableUpload', async (request, reply) => handOver(request, reply));

  route(app, 'getResumableUpload', async (request, reply) => {
    const { id } = request.params;
    if (await ownUpload(id, request.userId)) return handOver(request, reply);
    // A finished upload whose file was kept says so, for a client that lost the last answer.
    const kept = await findOwnUpload(app.db, request.userId, 'video', {
      name: resumableVideoName(id),
    });
    if (!kept) throw notFound(UPLOAD_NOT_FOUND);
    return reply
      .headers({
        'tus-resumable': TUS_RESUMABLE,
        'upload-offset': String(kept.size),
        'upload-length': String(kept.size),
        'cache-control': 'no-store',
      })
      .code(200)
      .send();
  });

  route(app, 'continueResumableUpload', async (request, reply) => {
    if (!(await ownUpload(request.params.id, request.userId))) {
      // The body is not for us: let it go so the connection can answer.
      request.raw.resume();
      throw notFound(UPLOAD_NOT_FOUND);
    }
    return handOver(request, reply);
  });

  route(app, 'cancelResumableUpload', async (request, reply) => {
    if (!(await ownUpload(request.params.id, request.userId))) throw notFound(UPLOAD_NOT_FOUND);
    return handOver(request, reply);
  });
}
