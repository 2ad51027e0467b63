/** Where a like button stands: the agreed state, a call in flight, or a refusal just taken back. */
export interface LikeHeartState {
  /** Whether it is liked, as the server last agreed (`aria-pressed`). */
  liked: boolean;
  /** A like or unlike is in flight: the heart shows the wanted state, marked pending. */
  pending?: boolean | undefined;
  /** The last like or unlike was refused: the heart is back at `liked` and shakes once. */
  failed?: boolean | undefined;
}

/**
 * What a like button shows (ADR 0100): `shown`, the heart to draw (the wanted one while
 * pending), and `state`, its `data-state`: `pending` while the server decides (with
 * `aria-busy`), `failed` after a refusal (the heart is back at `liked`, `aria-pressed`).
 */
export function likeHeart({ liked, pending, failed }: LikeHeartState) {
  return {
    shown: liked !== !!pending,
    state: pending ? 'pending' : failed ? 'failed' : undefined,
  };
}
