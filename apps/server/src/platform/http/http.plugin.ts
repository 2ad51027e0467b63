import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import { compressJsonResponses } from './compressJson';
import { installErrorHandler } from './errorHandler';
import { installInputGuards } from './inputGuards';
import { mediaOrigins } from './mediaOrigins';
import { answerRequestIds } from './requestId';
import { securityHeaders } from './securityHeaders';

/** Loopback origins on any port: where a test's second server is (ADR 0157). */
const LOOPBACK_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*'];

/** The Content-Security-Policy's directives for `config` (helmet's names). */
function contentSecurityPolicy(config: Config) {
  const origins = mediaOrigins(config);
  // Federating, remote avatars, posters and videos are shown from their own servers (ADR 0153,
  // ADR 0157); a test's other server answers on a loopback port.
  const remote = config.federation.enabled
    ? ['https:', ...(config.federation.allowPrivateAddress ? LOOPBACK_ORIGINS : [])]
    : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...origins, ...remote],
    mediaSrc: ["'self'", 'blob:', ...origins, ...remote],
    // Push (Firebase Cloud Messaging) registers the browser with Google's APIs. A
    // download fetches the media address, which a bucket answers after a redirect
    // (docs/adr/0092-media-from-a-bucket-in-the-browser.md).
    connectSrc: [
      "'self'",
      ...origins,
      ...(config.firebaseServiceAccount ? ['https://*.googleapis.com'] : []),
    ],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * What every route of every host shares, registered before the hosts: the `{ message }`
 * error shape, every answer's `X-Request-Id` (ADR 0119), the input rules (no U+0000 anywhere), compressed JSON answers
 * (docs/architecture.md#performance), the security headers and CSP, CORS for
 * `CORS_ORIGINS`, and multipart bodies (each route passes its own limits to `request.file()`).
 */
export const httpPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    installErrorHandler(app);
    answerRequestIds(app);
    installInputGuards(app);
    compressJsonResponses(app);
    // helmet's headers, worked out once (see securityHeaders) instead of on every request.
    await app.register(securityHeaders, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    });
    await app.register(cors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type'],
      maxAge: 600,
    });
    await app.register(multipart, {
      limits: { files: 1, fields: 10, fileSize: 5 * 1024 * 1024 },
    });
  },
  { name: 'flick-http' },
);
