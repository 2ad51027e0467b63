import { type ErrorCode, englishErrorMessages } from '@flick/api-types/errors';
import { ERROR_CODES } from '@flick/api-types/rules';
import { setupI18n } from '@lingui/core';

/**
 * The English message of every code, read from the errors catalog (its English PO is the
 * one home of the server's fixed error messages; ADR 0144).
 */
const english = setupI18n({ locale: 'en', messages: { en: englishErrorMessages } });

/** The English text the errors catalog gives `code`. */
export function errorMessage(code: ErrorCode): string {
  return english._(code);
}

const codeByMessage = new Map<string, ErrorCode>(
  ERROR_CODES.map((code) => [errorMessage(code), code]),
);

/** The code of a failure's status when its message has no code of its own. */
export function statusCode(status: number): ErrorCode {
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

/**
 * The code an error answer carries: the one given, else the code whose English text is the
 * message (a fixed message), else the kind of its status (a message with variable parts).
 */
export function codeOf(status: number, message: string, given?: ErrorCode): ErrorCode {
  return given ?? codeByMessage.get(message) ?? statusCode(status);
}

/** The body of every error answer: `{ code, message }`. */
export function errorBody(
  status: number,
  message: string,
  code?: ErrorCode,
): { code: ErrorCode; message: string } {
  return { code: codeOf(status, message, code), message };
}
