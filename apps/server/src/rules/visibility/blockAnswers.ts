/** The answers to a block and an unblock, of a Flick account or a remote one. */
export const USER_BLOCKED = 'User blocked.';
export const USER_UNBLOCKED = 'User unblocked.';
