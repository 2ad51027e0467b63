import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusVisible } from '../../tokens/focus';

/** The tab list under a page's heading: tabs underlined when active. */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const trigger = style({
  flex: '0 0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': {
      color: vars.color.accentText,
      borderBottomColor: vars.color.accentText,
    },
    '&:focus-visible': focusVisible,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const panel = style({
  paddingTop: vars.space.lg,
  selectors: { '&:focus-visible': focusVisible },
});

/** The tab list floating over a video (FeedTabs): pills on the video's scrim. */
export const overlayList = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.videoScrim,
  overflowX: 'auto',
});

export const overlayTrigger = style({
  flex: '0 0 auto',
  // A comfortable target over the video, past WCAG 2.2's 24 × 24 px minimum.
  minHeight: '32px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.videoText,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[data-state="active"]': {
      background: vars.color.videoText,
      color: vars.color.videoBackdrop,
    },
    '&:focus-visible': focusVisible,
  },
});
