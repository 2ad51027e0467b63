import type { FastifyPluginAsync } from 'fastify';
import { discoveryRoutes } from './discovery.routes';

/** The discovery host, mounted at /api/discovery: search and hashtag pages. */
export const discoveryHost: FastifyPluginAsync = async (app) => {
  await app.register(discoveryRoutes);
};
