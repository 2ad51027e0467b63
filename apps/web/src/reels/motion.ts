/**
 * Whether the visitor asked for reduced motion: then videos wait for a tap instead of
 * autoplaying (docs/product.md#keyboard-and-motion). Read once when a feed or viewer opens,
 * and by the /reels boot script before the app runs. The rule's one home is the design
 * system (its feed and player read it too).
 */
export { prefersReducedMotion } from '@flick/design-system/layout';
