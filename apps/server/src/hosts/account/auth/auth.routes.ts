import type { FastifyInstance } from 'fastify';
import { revokeSession } from '../../../auth/sessions.repository';
import { route } from '../route';

/** Sign-up, sign-in, OTP and password routes of the account host. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'logout', async (request) => {
    await revokeSession(app.db, request.sessionId);
    return { message: 'Logged out successfully!' };
  });
}
