import { mediaQueries } from './breakpoints';

/**
 * Whether the visitor asked for reduced motion (`prefers-reduced-motion: reduce`): videos
 * then wait for a tap instead of playing by themselves (docs/product.md#keyboard-and-motion).
 * The one reading of that rule for the feed, the player, the app's viewers and the /reels
 * boot script (`@flick/design-system/layout`). False where there is no window.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(mediaQueries.reducedMotion).matches;
}
