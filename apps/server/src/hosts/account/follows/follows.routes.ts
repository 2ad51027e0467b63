import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../http/errors';
import { route } from '../route';
import { userExists } from '../users/users.repository';
import { listFollows } from './follows.repository';
import { follow, USER_NOT_FOUND, unfollow } from './follows.service';

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
    // The client flips the button on 200 or 201 (docs/product.md#follow): 201 new, 200 already
    // following.
    reply.code(state.created ? 201 : 200);
    return {
      message: state.created ? 'Followed successfully.' : 'You already follow this user.',
      data: { isFollowing: state.isFollowing, totalFollowers: state.totalFollowers },
    };
  });

  route(app, 'unfollow', async (request) => {
    const state = await unfollow(app.db, request.userId, request.body.userId);
    return {
      message: 'Unfollowed successfully.',
      data: { isFollowing: state.isFollowing, totalFollowers: state.totalFollowers },
    };
  });

  route(app, 'getUserFollowers', async (request) => {
    if (!(await userExists(app.db, request.params.userId))) throw notFound(USER_NOT_FOUND);
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
    if (!(await userExists(app.db, request.params.userId))) throw notFound(USER_NOT_FOUND);
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
}
