import type { FastifyInstance } from 'fastify';
import { listKeywords, replaceKeywords } from '../../../rules/moderation/keywords.service';
import {
  listMuted,
  mute,
  USER_MUTED,
  USER_UNMUTED,
  unmute,
} from '../../../rules/moderation/mutes.service';
import { route } from '../route';

/** Mutes and keyword filters: what the caller chooses not to see (docs/product.md#mute). */
export async function filterRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'mute', async (request) => {
    await mute(app.db, request.userId, request.body.userId);
    return { message: USER_MUTED };
  });

  route(app, 'unmute', async (request) => {
    await unmute(app.db, request.userId, request.body.userId);
    return { message: USER_UNMUTED };
  });

  route(app, 'getMutedUsers', async (request) => ({
    data: { Items: await listMuted(app.db, request.userId) },
  }));

  route(app, 'getKeywordFilters', async (request) => ({
    data: { Items: await listKeywords(app.db, request.userId) },
  }));

  route(app, 'setKeywordFilters', async (request) => ({
    data: { Items: await replaceKeywords(app.db, request.userId, request.body.keywords) },
  }));
}
