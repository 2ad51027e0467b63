import { mediaQueries } from '@flick/design-system/layout';

/**
 * Whether the visitor asked for reduced motion: then videos wait for a tap instead of
 * autoplaying (docs/product.md#keyboard-and-motion). Read once when a feed or viewer opens,
 * and by the /reels boot script before the app runs.
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(mediaQueries.reducedMotion).matches;
}
