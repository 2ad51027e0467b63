/**
 * The answers to an owner approving or declining a follow request, local or remote
 * (docs/product.md#private-accounts).
 */
export const FOLLOW_REQUEST_APPROVED = 'Follow request approved.';
export const FOLLOW_REQUEST_DECLINED = 'Follow request declined.';
