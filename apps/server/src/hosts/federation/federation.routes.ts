import type { account } from '@flick/api-types';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../../platform/contract/route';
import { errorMessage } from '../../platform/http/errorCodes';
import { notFound } from '../../platform/http/errors';
import {
  FOLLOW_REQUEST_APPROVED,
  FOLLOW_REQUEST_DECLINED,
} from '../../rules/follows/followRequests';
import { listRemoteFollowRequests } from './federation.repository';

const route = routesFor<account.operations>();

/**
 * The owner's side of remote follow requests (docs/federation.md), on the account host's
 * prefix: the list, and the answer that sends Accept or Reject. Without federation the list is
 * empty and every answer finds no request.
 */
export async function federationRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getRemoteFollowRequests', async (request) => ({
    data: {
      Items: app.federation ? await listRemoteFollowRequests(app.db, request.userId) : [],
    },
  }));

  route(app, 'answerRemoteFollowRequest', async (request) => {
    const { actorId, approve } = request.body;
    const federation = app.federation;
    // Loaded with federation, so only when it runs.
    const answered =
      federation &&
      (await (
        await import('./federation')
      ).answerRemoteFollow(federation, app.db, app.config.publicUrl, {
        userId: request.userId,
        actorIri: actorId,
        approve,
      }));
    if (!answered) throw notFound(errorMessage('no_follow_request'));
    return { message: approve ? FOLLOW_REQUEST_APPROVED : FOLLOW_REQUEST_DECLINED };
  });
}
