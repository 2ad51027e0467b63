/**
 * The answers to an owner approving or declining a follow request, local or remote
 * (docs/product.md#private-accounts).
 */
export const FOLLOW_REQUEST_APPROVED = 'Follow request approved.';
export const FOLLOW_REQUEST_DECLINED = 'Follow request declined.';
/** The answer to a follow sent and waiting, local (a private account) or remote (its server). */
export const FOLLOW_REQUEST_SENT = 'Follow request sent.';
/** The answer to an unfollow, local or remote. */
export const UNFOLLOWED = 'Unfollowed successfully.';
