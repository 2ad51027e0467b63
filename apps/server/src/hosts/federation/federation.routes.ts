import type { account } from '@flick/api-types';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../../platform/contract/route';
import { errorMessage } from '../../platform/http/errorCodes';
import { notFound } from '../../platform/http/errors';
import {
  FOLLOW_REQUEST_APPROVED,
  FOLLOW_REQUEST_DECLINED,
  FOLLOW_REQUEST_SENT,
  UNFOLLOWED,
} from '../../rules/follows/followRequests';
import { requireAdmin } from '../../rules/moderation/moderation.service';
import { USER_MUTED, USER_UNMUTED } from '../../rules/moderation/mutes.service';
import { USER_BLOCKED, USER_UNBLOCKED } from '../../rules/visibility/blockAnswers';
import { listFailedDeliveries } from './deliveries';
import { listRemoteFollowRequests } from './federation.repository';
import type { RemoteAccount } from './following.repository';
import { blockRemote, muteRemote, unblockRemote, unmuteRemote } from './inbound.repository';
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

  route(app, 'findRemoteAccount', async (request) => {
    const federation = app.federation;
    const found =
      federation &&
      (await (
        await import('./following')
      ).lookUpRemoteAccount(
        federation,
        app.db,
        app.config.publicUrl,
        request.userId,
        request.query.handle,
      ));
    if (!found) throw notFound(errorMessage('remote_account_not_found'));
    return { data: publicAccount(found) };
  });

  route(app, 'followRemoteAccount', async (request) => {
    const federation = app.federation;
    const followed =
      federation &&
      (await (
        await import('./following')
      ).followRemote(
        federation,
        app.db,
        app.config.publicUrl,
        request.userId,
        request.body.actorId,
      ));
    if (!followed) throw notFound(errorMessage('remote_account_not_found'));
    return { message: FOLLOW_REQUEST_SENT, data: publicAccount(followed) };
  });

  route(app, 'unfollowRemoteAccount', async (request) => {
    const federation = app.federation;
    if (federation) {
      await (await import('./following')).unfollowRemote(
        federation,
        app.db,
        app.config.publicUrl,
        request.userId,
        request.body.actorId,
      );
    }
    return { message: UNFOLLOWED };
  });

  // A remote account's block (docs/federation.md): kept in the database, federating or not.
  route(app, 'blockRemoteAccount', async (request) => {
    if (!(await blockRemote(app.db, request.userId, request.body.actorId))) {
      throw notFound(errorMessage('remote_account_not_found'));
    }
    await tellRemoteBlock(app, request.userId, request.body.actorId, true);
    return { message: USER_BLOCKED };
  });

  route(app, 'unblockRemoteAccount', async (request) => {
    await unblockRemote(app.db, request.userId, request.body.actorId);
    await tellRemoteBlock(app, request.userId, request.body.actorId, false);
    return { message: USER_UNBLOCKED };
  });

  // A remote account's mute (ADR 0158): its replies and notifications are hidden from the caller.
  route(app, 'muteRemoteAccount', async (request) => {
    if (!(await muteRemote(app.db, request.userId, request.body.actorId))) {
      throw notFound(errorMessage('remote_account_not_found'));
    }
    return { message: USER_MUTED };
  });

  route(app, 'unmuteRemoteAccount', async (request) => {
    await unmuteRemote(app.db, request.userId, request.body.actorId);
    return { message: USER_UNMUTED };
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

/** Sends the block or unblock to the account's server, when this server federates (ADR 0158). */
async function tellRemoteBlock(
  app: FastifyInstance,
  userId: string,
  actorIri: string,
  blocked: boolean,
): Promise<void> {
  const federation = app.federation;
  if (!federation) return;
  await (await import('./following')).sendRemoteBlock(
    federation,
    app.db,
    app.config.publicUrl,
    userId,
    actorIri,
    blocked,
  );
}

/** The contract's fields of a remote account (not the inboxes Flick keeps). */
function publicAccount({ inbox: _inbox, sharedInbox: _shared, ...account }: RemoteAccount) {
  return account;
}
