/**
 * The smallest target a pointer or a finger may be asked to hit: 24 x 24 CSS px (WCAG 2.2
 * target size, held strictly: a smaller target is not excused by space around it). The story
 * tests check every story with axe's `target-size` rule; ADR 0131.
 */
export const MIN_TARGET = '24px';

/**
 * A text link or a text button at least `MIN_TARGET` tall, its text centred in it. Not for
 * text that ends in an ellipsis (a flex box does not clip its text with one): give that a
 * `lineHeight` of `MIN_TARGET` instead.
 */
export const textTarget = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: MIN_TARGET,
} as const;
