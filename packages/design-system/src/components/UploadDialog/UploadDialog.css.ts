import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '320px',
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  color: vars.color.text,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-state="dragging"]': {
      background: vars.color.accentSubtle,
      borderColor: vars.color.accentText,
    },
  },
});

export const dropIcon = style({ color: vars.color.textMuted, display: 'inline-flex' });

export const dropText = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const preview = style({
  display: 'block',
  width: '100%',
  maxHeight: '50vh',
  aspectRatio: '9 / 16',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.videoBackdrop,
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const statusText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
});

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const successIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
});

export const successTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const successText = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** The optional captions file picker (docs/product.md#captions), apart from the details. */
export const captions = style({
  marginTop: vars.space.md,
});
