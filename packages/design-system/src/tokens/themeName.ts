/** The two shipped themes, and the base a theme made with `createFlickTheme` starts from. */
export type ThemeName = 'light' | 'dark';
