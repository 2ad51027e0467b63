import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every token name a component may use. Values live in
 * `themes.css.ts`; components read `vars.*` only and never literal colours.
 */
export const vars = createThemeContract({
  color: {
    /** The brand accent, light blue. Used for fills behind `onAccent` text. */
    accent: null,
    accentHover: null,
    /** Text drawn on top of an `accent` fill. */
    onAccent: null,
    /** Accent used as text or icon colour on `background` (links, selected tabs). */
    accentText: null,
    accentSubtle: null,
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceHover: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    /** Always black: the letterbox behind a video, whatever the theme. */
    videoBackdrop: null,
    /**
     * The stage around a feed's video column: follows the theme (a light neutral in the
     * light theme, black in the dark one). The video's own letterbox stays `videoBackdrop`.
     */
    videoStage: null,
    /** Translucent layer over video for controls and gradients. */
    videoScrim: null,
    /** Text and icons drawn over video. */
    videoText: null,
    danger: null,
    onDanger: null,
    dangerText: null,
    success: null,
    focusRing: null,
    skeleton: null,
    skeletonHighlight: null,
    overlay: null,
    like: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { base: null, nav: null, overlay: null, dialog: null, toast: null },
  motion: { fast: null, normal: null, slow: null, easing: null },
});
