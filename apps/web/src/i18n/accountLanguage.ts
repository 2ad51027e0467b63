import type { RootStore } from '@flick/stores';
import { browserLocalStorage } from '../ports/storage';
import { currentLocale, storeLanguage } from './languagePreference';
import { LANGUAGE_STORAGE_KEY, parseLocale } from './localeRule';

/**
 * The account's language on this device (docs/product.md#languages, ADR 0148), once signed
 * in: right after a sign-in, and on a page opened signed in. The account's language wins:
 * when it has one other than the page's, this device takes it (remembered, so the next page
 * paints in it before its first frame; LanguageProvider loads its catalogs and sets
 * `<html lang dir>`). An account without one takes the language chosen on this device, if
 * any (PATCH /me), so its emails, SMS and push messages follow it. Quiet: a failed call
 * changes nothing and says nothing (Settings tells the account's language again).
 */
export async function followAccountLanguage(stores: RootStore): Promise<void> {
  const { api } = stores;
  const { data } = await api.account.GET('/me');
  const account = data?.data.language ?? null;
  if (account) {
    if (account !== currentLocale()) storeLanguage(account);
    return;
  }
  // The pseudo-locale is this device's only (tests), never an account's.
  const chosen = parseLocale(browserLocalStorage.getItem(LANGUAGE_STORAGE_KEY));
  if (chosen && chosen !== 'pseudo') {
    await api.account.PATCH('/me', { body: { language: chosen } });
  }
}
