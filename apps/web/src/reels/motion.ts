/**
 * Whether the visitor asked for reduced motion: then videos wait for a tap instead of
 * autoplaying (docs/product.md#keyboard-and-motion). Read once when a feed or viewer opens.
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
