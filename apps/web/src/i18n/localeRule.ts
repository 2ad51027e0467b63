/**
 * The languages the web app speaks and how one is chosen (docs/product.md#languages): the one
 * home of the rule, read by the theme boot script (to set `<html lang dir>` before the first
 * paint) and by the app. No imports: the boot script is bundled alone and inlined in the head.
 */

/** The shipped languages, in the order Settings lists them. */
export const LANGUAGES = ['en', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every locale the app can show: the shipped languages and the pseudo-locale (tests only). */
export type AppLocale = Language | 'pseudo';

/** Where this browser remembers the person's choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Right-to-left languages among the shipped ones. */
const RTL: ReadonlySet<string> = new Set(['ar']);

/** A stored value as a locale, or null when nothing (or nothing known) is stored. */
export function parseLocale(value: string | null | undefined): AppLocale | null {
  if (value === 'pseudo') return 'pseudo';
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}

/**
 * The best shipped language for the browser's preferences (`navigator.languages`, best first):
 * the first whose primary subtag is one of ours (`es-MX` → `es`), else English.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    const found = parseLocale(primary);
    if (found && found !== 'pseudo') return found;
  }
  return 'en';
}

/** The writing direction of a locale. */
export function directionOf(locale: AppLocale): 'ltr' | 'rtl' {
  return RTL.has(locale) ? 'rtl' : 'ltr';
}

/** The BCP 47 tag of `<html lang>` (the pseudo-locale's is the tag reserved for it). */
export function tagOf(locale: AppLocale): string {
  return locale === 'pseudo' ? 'en-XA' : locale;
}

/** The locale numbers, dates and plurals follow (the pseudo-locale's are English's). */
export function formatLocaleOf(locale: AppLocale): Language {
  return locale === 'pseudo' ? 'en' : locale;
}

/** The locale this page starts in: the stored choice, else the browser's languages. */
export function initialLocale(stored: string | null, preferred: readonly string[]): AppLocale {
  return parseLocale(stored) ?? pickLanguage(preferred);
}

/** Sets `<html lang dir>` for a locale (dialogs portal into `<body>`, so the root carries it). */
export function applyLocaleToDocument(locale: AppLocale): void {
  const root = document.documentElement;
  root.lang = tagOf(locale);
  root.dir = directionOf(locale);
}
