import { englishErrorMessages, loadErrorMessages } from '@flick/api-types/errors';
import type { Language } from '@flick/api-types/rules';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { NotificationType, OtpMethod } from '../db/tables/account';
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
 * A notification's text: the list's (in English: the contract's `text`) and a push message's
 * body (in the recipient's language). `reason` is why an upload failed (videoFailed only),
 * already in `language` (`failureReasonIn`); none kept reads "unknown error.".
 */
export function notificationText(
  language: Language,
  type: NotificationType,
  userName: string,
  reason: string | null = null,
): string {
  const i18n = i18nFor(language);
  if (type !== 'videoFailed') return i18n._(`notification.${type}`, { userName });
  return i18n._('notification.videoFailed', {
    reason: reason ?? i18n._('video-failure.unknown'),
  });
}

/** Title of a push about one notification: the app's name, in every language. */
export const PUSH_TITLE = 'Flick';

/** The title of a push message about `count` new notifications (`Flick` for one). */
export function pushTitle(language: Language, count: number): string {
  return count === 1 ? PUSH_TITLE : i18nFor(language)._('push.several', { count });
}

/** A compiled message that is plain text (no placeholders), as one string. */
function plain(message: Messages[string] | undefined): string | undefined {
  if (typeof message === 'string') return message;
  return Array.isArray(message) && message.every((part) => typeof part === 'string')
    ? message.join('')
    : undefined;
}

/** An English reason's id: one of this catalog's video-failure texts, or an error code's text. */
let reasonIds: Map<string, { failure: string } | { code: string }> | undefined;
function reasonIdOf(reason: string) {
  if (!reasonIds) {
    reasonIds = new Map();
    for (const [code, message] of Object.entries(englishErrorMessages)) {
      const text = plain(message);
      if (text !== undefined) reasonIds.set(text, { code });
    }
    for (const [id, message] of Object.entries(en)) {
      const text = plain(message);
      if (id.startsWith('video-failure.') && text !== undefined)
        reasonIds.set(text, { failure: id });
    }
  }
  return reasonIds.get(reason);
}

/**
 * Why an upload failed (the English kept on the video), in `language`: one of the pipeline's
 * reasons (this catalog's video-failure texts) or a server's error text (the errors catalog of
 * `@flick/api-types`, ADR 0144) is translated; anything else stays as kept. Null stays null.
 */
export async function failureReasonIn(
  language: Language,
  reason: string | null,
): Promise<string | null> {
  if (reason === null || language === 'en') return reason;
  const id = reasonIdOf(reason);
  if (!id) return reason;
  if ('failure' in id) return i18nFor(language)._(id.failure);
  return plain((await loadErrorMessages(language))[id.code]) ?? reason;
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
