import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every token a component may use, as CSS variables. Components read
 * `vars.*` only and never literal colours; a theme gives every token a value (`themes.css.ts`
 * for Flick's light and dark themes, `createFlickTheme` for another brand). The pairs that
 * must contrast are listed in `contrast.ts` (`CONTRAST_PAIRS`) and noted on each token here.
 * The design system's README lists the same tokens; a unit test keeps the two in step.
 */
export const vars = createThemeContract({
  color: {
    /**
     * The brand colour as a fill: primary buttons, the upload button, switches that are on,
     * progress. `onAccent` is drawn on it (4.5:1).
     */
    accent: null,
    /** The `accent` fill under a pointer. `onAccent` is drawn on it too (4.5:1). */
    accentHover: null,
    /** Text and icons drawn on an `accent` or `accentHover` fill (4.5:1 on both). */
    onAccent: null,
    /**
     * The accent as text, icon or selected-tab underline on the page: links, the current
     * navigation entry, the brand mark (4.5:1 on `background`, `surface`, `surfaceRaised`
     * and `accentSubtle`).
     */
    accentText: null,
    /** A faint accent wash behind selected or unread rows (`text` and `accentText` on it: 4.5:1). */
    accentSubtle: null,
    /** The page behind everything. */
    background: null,
    /** Cards, sheets and inputs on the page. */
    surface: null,
    /** Menus, popovers and dialogs above surfaces. */
    surfaceRaised: null,
    /** A surface row under a pointer (`text` on it: 4.5:1). */
    surfaceHover: null,
    /** Hairlines between rows and around cards (decorative: no contrast asked). */
    border: null,
    /** Borders that carry meaning, such as an input's outline (non-text: 3:1 on `background`, `surface`). */
    borderStrong: null,
    /** Body text (4.5:1 on `background`, `surface`, `surfaceRaised`, `surfaceHover`). */
    text: null,
    /** Secondary text: counts, times, hints (4.5:1 on `background` and `surface`). */
    textMuted: null,
    /** Always black: the letterbox behind a video, whatever the theme. */
    videoBackdrop: null,
    /**
     * The stage around a feed's video column: follows the theme (a light neutral in the
     * light theme, black in the dark one). The video's own letterbox stays `videoBackdrop`.
     * `text` is drawn on it (4.5:1).
     */
    videoStage: null,
    /** Translucent layer over video for controls and gradients. */
    videoScrim: null,
    /** Text and icons drawn over video (4.5:1 on `videoBackdrop`). */
    videoText: null,
    /** Destructive action fill (delete, block). `onDanger` is drawn on it (4.5:1). */
    danger: null,
    /** Text and icons on a `danger` fill. */
    onDanger: null,
    /** Error messages and destructive menu items as text (4.5:1 on `background`). */
    dangerText: null,
    /** A finished state's icon or bar (an upload done). */
    success: null,
    /**
     * The keyboard focus outline: non-text, 3:1 on `background`, `surface` and
     * `surfaceRaised`.
     */
    focusRing: null,
    /** A loading placeholder's block. */
    skeleton: null,
    /** The shimmer moving over `skeleton`. */
    skeletonHighlight: null,
    /** The translucent layer behind a dialog or sheet. */
    overlay: null,
    /** A liked heart. */
    like: null,
  },
  /** Spacing steps for padding, gaps and margins. */
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
  /**
   * Corner radii: `sm` for chips and inputs, `md` for buttons and cards, `lg` for sheets,
   * `full` for pills and avatars.
   */
  radius: { sm: null, md: null, lg: null, full: null },
  /** Font stacks: `body` for all text, `mono` for codes and counts that must line up. */
  font: { body: null, mono: null },
  /** Type scale, from captions (`xs`) to page titles (`xxl`). */
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  /** Font weights. */
  fontWeight: { regular: null, medium: null, bold: null },
  /** Line heights: `tight` for headings and single lines, `normal` for running text. */
  lineHeight: { tight: null, normal: null },
  /** Elevation shadows for raised surfaces. */
  shadow: { sm: null, md: null, lg: null },
  /** Stacking layers, from the page to toasts. */
  zIndex: { base: null, nav: null, overlay: null, dialog: null, toast: null },
  /** Durations and the easing curve of transitions. */
  motion: { fast: null, normal: null, slow: null, easing: null },
});

/** The type of the contract: every token as a `var(--…)` reference. */
export type ThemeVars = typeof vars;

/** A value for every token of the contract: what a theme is made of. */
export type ThemeValues = {
  [Group in keyof ThemeVars]: { [Token in keyof ThemeVars[Group]]: string };
};

/** The names of the colour tokens. */
export type ColorToken = keyof ThemeValues['color'];
