/**
 * The app frame's fixed sizes in pixels: the bottom bar below the medium breakpoint, the
 * side navigation beside the content from it (narrow) and from the large one (full).
 * Plain constants with no styles attached, so a page script that runs before the app's
 * stylesheet (the /reels boot) can lay its video out where the feed will put it.
 * Importable alone as `@flick/design-system/layout`.
 */
import { breakpoints, mediaQueries } from './breakpoints';
import { prefersReducedMotion } from './motion';

export const layout = {
  bottomBarHeight: 56,
  sideNavNarrowWidth: 72,
  sideNavFullWidth: 244,
} as const;

export { videoStageColors } from './palette';
export { breakpoints, mediaQueries, prefersReducedMotion };
