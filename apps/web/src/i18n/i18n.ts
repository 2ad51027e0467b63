import type { DesignSystemMessages } from '@flick/design-system';
import { i18n, type Messages } from '@lingui/core';
import { messages as english } from '../locales/en/messages.po';
import type { AppLocale } from './localeRule';
import { formatLocaleOf } from './localeRule';

/**
 * The app's one Lingui instance (ADR 0143). English, the source locale, is compiled into the
 * first route and active from the start; every other locale's catalog, and the design system's
 * set of words for it, are fetched only when that locale is chosen. Catalogs are compiled at
 * build time (@lingui/vite-plugin), so no message parser runs in the browser.
 */
i18n.load('en', english);
i18n.activate('en');

type Words = Partial<DesignSystemMessages>;
const NONE: Words = {};

const catalogs: Record<Exclude<AppLocale, 'en'>, () => Promise<[Messages, Words]>> = {
  es: () =>
    Promise.all([
      import('../locales/es/messages.po').then((m) => m.messages),
      import('./designSystem/es').then((m) => m.default),
    ]),
  ar: () =>
    Promise.all([
      import('../locales/ar/messages.po').then((m) => m.messages),
      import('./designSystem/ar').then((m) => m.default),
    ]),
  // The pseudo-locale keeps the design system's English (its texts are the app's to stretch).
  pseudo: () => import('../locales/pseudo/messages.po').then((m) => [m.messages, NONE]),
};

const designSystemWords = new Map<AppLocale, Words>([['en', NONE]]);

/** Fetches a locale's catalog and design-system words once (at once for English). */
export async function loadLocale(locale: AppLocale): Promise<void> {
  if (designSystemWords.has(locale) || locale === 'en') return;
  const [messages, words] = await catalogs[locale]();
  i18n.load(locale, messages);
  designSystemWords.set(locale, words);
}

/** Whether a locale's catalog is here (English always is). */
export function isLoaded(locale: AppLocale): boolean {
  return designSystemWords.has(locale);
}

/** The design system's words for a loaded locale (English's defaults otherwise). */
export function designSystemWordsOf(locale: AppLocale): Words {
  return designSystemWords.get(locale) ?? NONE;
}

/** Makes a loaded locale the one every `t`/`Trans` renders in. */
export function activateLocale(locale: AppLocale): void {
  if (!isLoaded(locale)) return;
  // The pseudo-locale's plurals and formats follow English's.
  i18n.activate(locale, [formatLocaleOf(locale)]);
}

export { i18n };
