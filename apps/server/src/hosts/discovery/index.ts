import type { FastifyPluginAsync } from 'fastify';

/** The discovery host, mounted at /api/discovery. Its routes are added by the content area. */
export const discoveryHost: FastifyPluginAsync = async () => {};
