import { unwrap } from '@flick/api-types';
import type { ServiceContext } from '../serviceContext';

/** The answer of a follow or unfollow call (account host `FollowAnswer`). */
export interface FollowResult {
  status: number;
  isFollowing: boolean;
  /** The followed person's follower count now, when the answer carries it. */
  totalFollowers: number | undefined;
}

/**
 * Follows (POST /follow) or unfollows (DELETE /unfollow) `userId`. Resolves with the
 * status; throws an ApiError when the server refuses or does not answer. Each screen
 * decides what the answer means and which text it shows (docs/product.md#messages differ per
 * screen).
 */
export async function sendFollow(
  ctx: ServiceContext,
  userId: string,
  follow: boolean,
  fallback: string,
): Promise<FollowResult> {
  const body = { userId };
  const call = follow
    ? ctx.api.account.POST('/follow', { body })
    : ctx.api.account.DELETE('/unfollow', { body });
  const { data, status } = await unwrap(call, fallback);
  return {
    status,
    isFollowing: data?.data?.isFollowing ?? follow,
    totalFollowers: data?.data?.totalFollowers,
  };
}
