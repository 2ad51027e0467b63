// The theme boot script: applies the colour theme before the first paint
// (docs/product.md#settings), so a dark choice never flashes light. The build bundles this
// file alone into `dist/theme-boot.js` (bootScript.ts); the server inlines it in every
// page's head in place of `index.html`'s `<script src="/theme-boot.js">` (allowed by its
// hash in the page's CSP), so no request stands between the HTML and the first paint. The
// rule is imported from its home (`themeRule.ts`), which the app follows once it runs.

import { applyLocaleToDocument, initialLocale, LANGUAGE_STORAGE_KEY } from '../i18n/localeRule';
import {
  applyColorScheme,
  parseThemePreference,
  resolveTheme,
  systemIsDark,
  THEME_STORAGE_KEY,
} from '../theme/themeRule';

let stored: string | null = null;
try {
  stored = window.localStorage.getItem(THEME_STORAGE_KEY);
} catch {}
const theme = resolveTheme(parseThemePreference(stored), systemIsDark());
document.documentElement.dataset.theme = theme;
applyColorScheme(theme);

// The page's language and direction too (docs/product.md#languages), so a right-to-left page
// is laid out right to left from its first paint; the app keeps `<html lang dir>` in step.
let language: string | null = null;
try {
  language = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
} catch {}
applyLocaleToDocument(initialLocale(language, navigator.languages ?? []));
