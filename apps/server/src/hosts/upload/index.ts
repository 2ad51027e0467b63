import type { FastifyPluginAsync } from 'fastify';

/** The upload host, mounted at /api/upload. Its routes are added by the content area. */
export const uploadHost: FastifyPluginAsync = async () => {};
