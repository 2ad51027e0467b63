import { vars } from '@flick/design-system';
import { style } from '@vanilla-extract/css';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: 280,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
  selectors: {
    '&[data-state="over"]': { borderColor: vars.color.accent, background: vars.color.accentSubtle },
  },
});

export const dropText = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const preview = style({
  display: 'block',
  width: '100%',
  maxHeight: '55dvh',
  borderRadius: vars.radius.md,
  background: vars.color.videoBackdrop,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const status = style({
  margin: 0,
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const detail = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.dangerText, textAlign: 'center' });
