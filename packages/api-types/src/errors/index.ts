// The errors catalog: for every `ErrorCode` of the contract, its text in each shipped language.
// Sources: src/errors/locales/<locale>.po (id = code; English = the server's message);
// compiled by `lingui compile` into <locale>.ts. Load one into a Lingui `i18n` and show
// `i18n._(code)` for an error answer (docs/adr/0144-error-codes-and-the-accounts-language.md).
import type { Messages } from '@lingui/core';
import { ERROR_CODES, type ErrorCode, type Language } from '../generated/rules';
import { messages as englishErrorMessages } from './locales/en';

export { ERROR_CODES, type ErrorCode, englishErrorMessages };

/** One language's errors catalog (compiled Lingui messages), loaded on demand. */
export async function loadErrorMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return englishErrorMessages;
    case 'es':
      return (await import('./locales/es')).messages;
    case 'ar':
      return (await import('./locales/ar')).messages;
  }
}

/** Whether `value` is a code the contract declares. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
