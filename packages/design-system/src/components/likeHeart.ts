import { likeFeedback } from './likeHeart.css';

/** Where a like button stands: the agreed state, a call in flight, or a refusal just taken back. */
export interface LikeHeartState {
  /** Whether it is liked, as the server last agreed (`aria-pressed`). */
  liked: boolean;
  /** A like or unlike is in flight: the heart shows the wanted state, marked pending. */
  pending?: boolean;
  /** The last like or unlike was refused: the heart is back at `liked` and shakes once. */
  failed?: boolean;
}

/**
 * A like button's attributes (ADR 0100): `aria-pressed` the agreed state, `aria-busy` while
 * pending, `data-state` `liked`, `unliked`, `liking` or `unliking`, `data-failed` after a
 * refusal; and `shown`, the heart to draw (the wanted one while pending).
 */
export function likeHeart({ liked, pending = false, failed = false }: LikeHeartState) {
  const shown = liked !== pending;
  return {
    shown,
    attributes: {
      'aria-pressed': liked,
      'aria-busy': pending || undefined,
      'data-state': pending ? (shown ? 'liking' : 'unliking') : liked ? 'liked' : 'unliked',
      'data-failed': failed && !pending ? '' : undefined,
    },
    className: likeFeedback,
  };
}
