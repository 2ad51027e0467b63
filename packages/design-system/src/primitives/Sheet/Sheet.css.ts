import { keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideInRtl = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});

/**
 * Below the medium width a bottom sheet, up to three quarters of the screen, so the video
 * above stays in sight; from the medium width a panel along the window's end edge
 * (right, or left in a right-to-left page).
 */
export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': {
    [mediaQueries.belowMedium]: {
      insetInline: 0,
      bottom: 0,
      height: '75dvh',
      borderStartStartRadius: vars.radius.lg,
      borderStartEndRadius: vars.radius.lg,
      paddingBottom: 'env(safe-area-inset-bottom)',
      animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easing}`,
    },
    [mediaQueries.medium]: {
      top: 0,
      insetInlineEnd: 0,
      bottom: 0,
      width: 'min(420px, 100vw)',
      borderInlineStart: `1px solid ${vars.color.border}`,
      animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
      selectors: { '&:dir(rtl)': { animationName: slideInRtl } },
    },
    [mediaQueries.reducedMotion]: { animation: 'none' },
  },
});

/** The handle and the title row: where a finger drags the bottom sheet down. */
export const header = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.xs} ${vars.space.lg} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  // The drag is ours: the browser neither scrolls nor zooms under it.
  touchAction: 'none',
  '@media': { [mediaQueries.medium]: { paddingTop: vars.space.sm, touchAction: 'auto' } },
});

/** The grip drawn at the top of the bottom sheet (decorative: the close button is the control). */
export const handle = style({
  alignSelf: 'center',
  width: '40px',
  height: '4px',
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  '@media': { [mediaQueries.medium]: { display: 'none' } },
});

/** The title row, title and description: the same as the dialog's. */
export { description, header as titleRow, title } from '../Dialog/Dialog.css';

/** The sheet's content: it scrolls on its own, between the header and the footer. */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.sm} ${vars.space.lg}`,
});

/** Stays at the sheet's foot (a comment box, which draws its own rule) while the body scrolls. */
export const footer = style({
  flexShrink: 0,
  padding: `0 ${vars.space.lg} ${vars.space.xs}`,
});
