/**
 * Breakpoints in pixels. `medium` is the product's layout switch: the side navigation
 * at and above it, the bottom bar below it (docs/product.md#navigation).
 * Media queries cannot read CSS variables, so these are plain constants.
 */
export const breakpoints = {
  small: 0,
  medium: 768,
  large: 1200,
} as const;

/** Ready-made media queries for `@media` blocks in `.css.ts` files. */
export const mediaQueries = {
  /** At and above the medium breakpoint (wide screens). */
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  /** Below the medium breakpoint (small screens). */
  belowMedium: `screen and (max-width: ${breakpoints.medium - 0.02}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
