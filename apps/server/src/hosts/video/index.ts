import type { FastifyPluginAsync } from 'fastify';

/** The video host, mounted at /api/video. Its routes are added by the content area. */
export const videoHost: FastifyPluginAsync = async () => {};
