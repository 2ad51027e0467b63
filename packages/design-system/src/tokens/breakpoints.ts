/**
 * Breakpoints in pixels. `medium` is the product's layout switch: the side navigation
 * at and above it, the bottom bar below it (docs/product.md#navigation).
 * Media queries cannot read CSS variables, so these are plain constants.
 */
export const breakpoints = {
  small: 0,
  medium: 768,
  large: 1200,
  /** From here (with a landscape window) the feed's action rail stands beside its column. */
  rail: 1024,
} as const;

/** Ready-made media queries for `@media` blocks in `.css.ts` files. */
export const mediaQueries = {
  /** At and above the medium breakpoint (wide screens). */
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  /** Below the medium breakpoint (small screens). */
  belowMedium: `screen and (max-width: ${breakpoints.medium - 0.02}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
  /**
   * Room beside the feed's 9:16 column for its action rail: a window at least `rail` wide and
   * at least as wide as it is tall, so the column (9/16 of the height) leaves each side more
   * than the rail and the ↑/↓ steps need, even beside the full side navigation.
   */
  rail: `screen and (min-width: ${breakpoints.rail}px) and (min-aspect-ratio: 1 / 1)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
