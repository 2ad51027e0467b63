import { type ErrorCode, englishErrorMessages, errorCodeFor } from '@flick/api-types/errors';
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

/**
 * The code an error answer carries: the one given, else the code whose English text is the
 * message (a fixed message), else the kind of its status (a message with variable parts).
 */
export function codeOf(status: number, message: string, given?: ErrorCode): ErrorCode {
  return given ?? errorCodeFor(status, message);
}

/** The body of every error answer: `{ code, message }`. */
export function errorBody(
  status: number,
  message: string,
  code?: ErrorCode,
): { code: ErrorCode; message: string } {
  return { code: codeOf(status, message, code), message };
}
