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

/** The code of a failure's status when its message has no code of its own. */
export function statusErrorCode(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'authentication_required';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 408:
      return 'request_timeout';
    case 409:
      return 'conflict';
    case 410:
      return 'gone';
    case 413:
      // An upload over its limit (Fastify's own body limit has a fixed message of its own).
      return 'file_too_large';
    case 414:
      return 'address_too_long';
    case 415:
      return 'unsupported_content_type';
    case 416:
      return 'range_not_satisfiable';
    case 429:
      return 'rate_limited';
    case 431:
      return 'headers_too_large';
    case 501:
      return 'not_implemented';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'invalid_input';
  }
}

/** The English text of a code as plain text (every errors-catalog message is one). */
function plainText(message: Messages[string] | undefined): string | undefined {
  if (typeof message === 'string') return message;
  return Array.isArray(message) && message.every((part) => typeof part === 'string')
    ? message.join('')
    : undefined;
}

let codeByMessage: Map<string, ErrorCode> | undefined;

/**
 * The code of an error answer that names none (ADR 0144): the code whose English text is the
 * message (a fixed message), else the kind of its status (a message with variable parts).
 * The server answers with it, and the stores' fake server fills it in the same way.
 */
export function errorCodeFor(status: number, message: string): ErrorCode {
  if (!codeByMessage) {
    codeByMessage = new Map();
    for (const code of ERROR_CODES) {
      const text = plainText(englishErrorMessages[code]);
      if (text !== undefined) codeByMessage.set(text, code);
    }
  }
  return codeByMessage.get(message) ?? statusErrorCode(status);
}
