import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../platform/http/errors';
import { findLiveSession } from './sessions.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest/preHandler hook: requires `Authorization: Bearer <token>` of a live
     * session and sets `request.userId` and `request.sessionId`; otherwise 401
     * `{ message }`. Routes declared with `route()` get it from the contract's `security`.
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user's id; set by `app.authenticate` ('' before it ran). */
    userId: string;
    /** The id of the caller's session; set by `app.authenticate`. */
    sessionId: string;
  }
}

/** Reads the bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Decorates the app with `authenticate`. Needs `app.db`. */
export const authenticatePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('userId', '');
    app.decorateRequest('sessionId', '');
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('Authentication required.');
      // Tokens we issue are 43 base64url characters; anything else cannot match.
      if (token.length > 256) throw unauthorized('Your session is invalid or has expired.');
      const session = await findLiveSession(app.db, token);
      if (!session) throw unauthorized('Your session is invalid or has expired.');
      request.userId = session.userId;
      request.sessionId = session.sessionId;
    });
  },
  { name: 'flick-authenticate', dependencies: ['flick-db'] },
);
