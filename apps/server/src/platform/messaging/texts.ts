import type { Language } from '@flick/api-types/rules';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { OtpMethod } from '../db/tables/account';
import { messages as ar } from './locales/ar';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';

/** A message that is not only a text: a subject (email only) and a text (email and SMS). */
export interface Notice {
  subject: string;
  text: string;
}

const catalogs: Record<Language, Messages> = { en, es, ar };
const i18ns = new Map<Language, I18n>();

/** The server's texts in one language (locales/<language>.po, compiled by Lingui). */
function i18nFor(language: Language): I18n {
  let i18n = i18ns.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: catalogs[language] } });
    i18ns.set(language, i18n);
  }
  return i18n;
}

function notice(language: Language, id: string, values?: Record<string, string>): Notice {
  const i18n = i18nFor(language);
  return { subject: i18n._(`${id}.subject`, values), text: i18n._(`${id}.text`, values) };
}

/** The message carrying a one-time code. */
export function codeNotice(language: Language, code: string): Notice {
  return notice(language, 'code', { code });
}

/** What an address that already has an account receives when someone starts a sign-up with it. */
export function accountExistsNotice(language: Language): Notice {
  return notice(language, 'account-exists');
}

/** What the old address is told when the account's sign-in email or phone changed. */
export function addressChangedNotice(language: Language, method: OtpMethod): Notice {
  return notice(language, method === 'email' ? 'email-changed' : 'phone-changed');
}

/**
 * The language a message goes out in: the account's, else (before an account exists, or
 * when it chose none) the best match of the request's `Accept-Language`, else English.
 */
export function messageLanguage(
  account: Language | null | undefined,
  request: Language | null | undefined,
): Language {
  return account ?? request ?? 'en';
}
