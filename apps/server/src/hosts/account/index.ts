import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';

/** The account host, mounted at /api/account: sign-up and sign-in, follows, profiles, notifications. */
export const accountHost: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
};
