/**
 * Where the caller stands with someone: not following, asked to follow a private account
 * and waiting (`requested`), or following (docs/product.md#private-accounts).
 */
export type FollowState = 'not-following' | 'requested' | 'following';
