import type { account } from '@flick/api-types';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../../platform/contract/route';
import { errorMessage } from '../../platform/http/errorCodes';
import { notFound } from '../../platform/http/errors';
import {
  FOLLOW_REQUEST_APPROVED,
  FOLLOW_REQUEST_DECLINED,
} from '../../rules/follows/followRequests';
import { requireAdmin } from '../../rules/moderation/moderation.service';
import { listFailedDeliveries } from './deliveries';
import { listRemoteFollowRequests } from './federation.repository';
import {
  clearServerPolicy,
  listRemoteServers,
  SERVER_POLICY_SET,
  SERVER_RULE_LIFTED,
  setServerPolicy,
} from './remoteServers';

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

  // The admin's view of federation (ADR 0152): failed deliveries, blocked and silenced servers.
  route(app, 'getFailedDeliveries', async (request) => {
    await requireAdmin(app.db, request.userId);
    return { data: { Items: app.federation ? await listFailedDeliveries(app.db) : [] } };
  });

  route(app, 'getRemoteServers', async (request) => {
    await requireAdmin(app.db, request.userId);
    return { data: { Items: await listRemoteServers(app.db) } };
  });

  route(app, 'setRemoteServerPolicy', async (request) => {
    await requireAdmin(app.db, request.userId);
    const { host, policy } = request.body;
    await setServerPolicy(app.db, host, policy);
    return { message: SERVER_POLICY_SET[policy] };
  });

  route(app, 'clearRemoteServerPolicy', async (request) => {
    await requireAdmin(app.db, request.userId);
    if (!(await clearServerPolicy(app.db, request.params.host))) {
      throw notFound(errorMessage('server_rule_not_found'));
    }
    return { message: SERVER_RULE_LIFTED };
  });
}
