import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../../platform/http/errors';
import {
  FOLLOW_REQUEST_APPROVED,
  FOLLOW_REQUEST_DECLINED,
  FOLLOW_REQUEST_SENT,
  UNFOLLOWED,
} from '../../../rules/follows/followRequests';
import { USER_NOT_FOUND, userExists } from '../../../rules/visibility/users.repository';
import { route } from '../route';
import { listFollowRequests, listFollows, seesLists } from './follows.repository';
import {
  ACCOUNT_IS_PRIVATE,
  approveFollowRequest,
  declineFollowRequest,
  follow,
  unfollow,
} from './follows.service';

/** Someone else's lists: 404 for unknown users, 403 for a private account not followed. */
async function checkListsVisible(app: FastifyInstance, userId: string, viewerId: string) {
  if (!(await userExists(app.db, userId))) throw notFound(USER_NOT_FOUND);
  if (!(await seesLists(app.db, userId, viewerId))) throw forbidden(ACCOUNT_IS_PRIVATE);
}

/** Follow, unfollow and the follower/following lists (docs/product.md#follow). */
export async function followRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getFollowers', async (request) => ({
    data: {
      Items: await listFollows(app.db, {
        userId: request.userId,
        viewerId: request.userId,
        side: 'followers',
      }),
    },
  }));

  route(app, 'getFollowings', async (request) => ({
    data: {
      Items: await listFollows(app.db, {
        userId: request.userId,
        viewerId: request.userId,
        side: 'followings',
      }),
    },
  }));

  route(app, 'follow', async (request, reply) => {
    const state = await follow(app.db, request.userId, request.body.userId, app.push);
    const data = { isFollowing: state.isFollowing, totalFollowers: state.totalFollowers };
    // A private account is asked, not followed: 202 with `requested` (public answers keep
    // their shape; docs/product.md#private-accounts).
    if (state.requested) {
      reply.code(202);
      return {
        message: state.created ? FOLLOW_REQUEST_SENT : 'Follow request already sent.',
        data: { ...data, requested: true },
      };
    }
    // The client flips the button on 200 or 201 (docs/product.md#follow): 201 new, 200 already
    // following.
    reply.code(state.created ? 201 : 200);
    return {
      message: state.created ? 'Followed successfully.' : 'You already follow this user.',
      data,
    };
  });

  route(app, 'unfollow', async (request) => {
    const state = await unfollow(app.db, request.userId, request.body.userId);
    // A former follower of a private account loses its files at once (ADR 0090).
    await app.events.emit('relationChanged', {
      userId: request.userId,
      otherId: request.body.userId,
    });
    return {
      message: state.cancelled ? 'Follow request cancelled.' : UNFOLLOWED,
      data: { isFollowing: state.isFollowing, totalFollowers: state.totalFollowers },
    };
  });

  route(app, 'getUserFollowers', async (request) => {
    await checkListsVisible(app, request.params.userId, request.userId);
    return {
      data: {
        Items: await listFollows(app.db, {
          userId: request.params.userId,
          viewerId: request.userId,
          side: 'followers',
        }),
      },
    };
  });

  route(app, 'getUserFollowings', async (request) => {
    await checkListsVisible(app, request.params.userId, request.userId);
    return {
      data: {
        Items: await listFollows(app.db, {
          userId: request.params.userId,
          viewerId: request.userId,
          side: 'followings',
        }),
      },
    };
  });

  route(app, 'getFollowRequests', async (request) => ({
    data: { Items: await listFollowRequests(app.db, request.userId) },
  }));

  route(app, 'approveFollowRequest', async (request) => {
    const { totalFollowers } = await approveFollowRequest(
      app.db,
      request.userId,
      request.params.userId,
      app.push,
    );
    await app.events.emit('relationChanged', {
      userId: request.userId,
      otherId: request.params.userId,
    });
    return { message: FOLLOW_REQUEST_APPROVED, data: { totalFollowers } };
  });

  route(app, 'declineFollowRequest', async (request) => {
    await declineFollowRequest(app.db, request.userId, request.params.userId);
    return { message: FOLLOW_REQUEST_DECLINED };
  });
}
