import type { DesignSystemMessages } from '@flick/design-system';
import { i18n, type Messages } from '@lingui/core';
import { messages as englishFirst } from '../locales/en/first.po';
import type { AppLocale } from './localeRule';
import { formatLocaleOf } from './localeRule';

/**
 * The app's one Lingui instance (ADR 0143). Each locale has two compiled catalogs
 * (lingui.config.ts): `first`, the /reels first route's and the signed-in shell's texts, and
 * `screens`, every other screen's. English's `first` is in the first route and active from
 * the start; every other catalog, and the design system's words for a locale, are fetched
 * when needed: a locale's `first` when it is chosen, its `screens` with the first screen that
 * shows them (`withScreenTexts`). Catalogs are compiled at build time (@lingui/vite-plugin),
 * so no message parser runs in the browser.
 */
i18n.load('en', englishFirst);
i18n.activate('en');

type Words = Partial<DesignSystemMessages>;
const NONE: Words = {};
const messagesOf = (module: { messages: Messages }) => module.messages;

/** The server's English error texts, each with its code (ADR 0144), once a locale needs them. */
const serverCodes = new Map<string, string>();

/**
 * A language's errors catalog (`@flick/api-types/errors`: the id is the contract's code), and
 * the English texts' codes, so a server's message the page shows is said in that language.
 * English needs neither: the server's message is the English text.
 */
async function serverErrors(locale: 'es' | 'ar'): Promise<Messages> {
  // Named, so the bundle takes only these two (not the contract's list of codes).
  const { englishErrorMessages, loadErrorMessages } = await import('@flick/api-types/errors');
  if (serverCodes.size === 0) {
    for (const [code, text] of Object.entries(englishErrorMessages)) {
      const plain = Array.isArray(text) && text.length === 1 ? text[0] : text;
      if (typeof plain === 'string') serverCodes.set(plain, code);
    }
  }
  return loadErrorMessages(locale);
}

/** The contract's code of a server's English error text, when it is one of the catalog's. */
export function serverCodeOf(text: string): string | undefined {
  return serverCodes.get(text);
}

const firstCatalogs: Record<Exclude<AppLocale, 'en'>, () => Promise<[Messages, Words]>> = {
  es: () =>
    Promise.all([
      import('../locales/es/first.po').then(messagesOf),
      import('./designSystem/es').then((m) => m.default),
      serverErrors('es'),
    ]).then(([first, words, errors]) => [{ ...errors, ...first }, words]),
  ar: () =>
    Promise.all([
      import('../locales/ar/first.po').then(messagesOf),
      import('./designSystem/ar').then((m) => m.default),
      serverErrors('ar'),
    ]).then(([first, words, errors]) => [{ ...errors, ...first }, words]),
  // The pseudo-locale keeps the design system's English (its texts are the app's to stretch).
  pseudo: () => import('../locales/pseudo/first.po').then((m) => [m.messages, NONE]),
};

const screenCatalogs: Record<AppLocale, () => Promise<Messages>> = {
  en: () => import('../locales/en/screens.po').then(messagesOf),
  es: () => import('../locales/es/screens.po').then(messagesOf),
  ar: () => import('../locales/ar/screens.po').then(messagesOf),
  pseudo: () => import('../locales/pseudo/screens.po').then(messagesOf),
};

const designSystemWords = new Map<AppLocale, Words>([['en', NONE]]);
const screens = new Map<AppLocale, Promise<void>>();

/** Fetches a locale's first catalog and design-system words once (at once for English). */
export async function loadLocale(locale: AppLocale): Promise<void> {
  if (designSystemWords.has(locale) || locale === 'en') return;
  const [messages, words] = await firstCatalogs[locale]();
  i18n.load(locale, messages);
  designSystemWords.set(locale, words);
}

/** Fetches a locale's `screens` catalog once (a failed fetch is tried again next time). */
export function loadScreenTexts(locale: AppLocale): Promise<void> {
  let loading = screens.get(locale);
  if (!loading) {
    loading = screenCatalogs[locale]().then((messages) => i18n.load(locale, messages));
    loading.catch(() => screens.delete(locale));
    screens.set(locale, loading);
  }
  return loading;
}

/**
 * A lazy screen's loader that settles once the screen's code and the shown locale's `screens`
 * texts are both here (a screen whose texts failed to arrive still renders, in the ids'
 * place its English would take: the fetch is tried again on the next screen).
 */
export function withScreenTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([load(), loadScreenTexts(i18n.locale as AppLocale).catch(() => undefined)]).then(
      ([module]) => module,
    );
}

/** Whether a locale's first catalog is here (English's always is). */
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
