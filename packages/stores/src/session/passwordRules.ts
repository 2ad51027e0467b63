import { type FieldRule, fieldRules, OTP_LENGTH } from '@flick/api-types';
import { sessionMessages } from '../messages';

/**
 * The rules a client checks before it sends a password, a name, a username or a one-time
 * code. The limits and their messages come from the contract (`@flick/api-types`, generated
 * from the OpenAPI schemas the server checks against, whose `x-messages` are also the
 * server's answers); the other texts live in messages.ts. Pages read these instead of
 * restating them.
 */

/** The hint under a new-password field, e.g. "At least 8 characters." (messages.ts). */
export const passwordHint = sessionMessages.passwordHint;

/** Characters as the contract counts them: code points (an emoji is one), as the server does. */
export function lengthOf(value: string): number {
  return [...value].length;
}

/**
 * The contract's message for the first keyword of `rule` that `value` breaks (shortest,
 * longest, then pattern), or null when none does. Keywords without a message of their own are
 * left to the server.
 */
export function fieldError(rule: FieldRule, value: string): string | null {
  const { messages } = rule;
  const length = lengthOf(value);
  if (messages.minLength && rule.minLength !== undefined && length < rule.minLength) {
    return messages.minLength;
  }
  if (messages.maxLength && rule.maxLength !== undefined && length > rule.maxLength) {
    return messages.maxLength;
  }
  if (
    messages.pattern &&
    rule.pattern !== undefined &&
    !new RegExp(rule.pattern, 'u').test(value)
  ) {
    return messages.pattern;
  }
  return null;
}

/** Why the server would refuse `password` (checked exactly as typed), or null. */
export function passwordError(password: string): string | null {
  return fieldError(fieldRules.Password, password);
}

/** Whether the server would accept `password`'s length (checked exactly as typed). */
export function isPasswordLengthValid(password: string): boolean {
  return passwordError(password) === null;
}

/**
 * The error to show under a "confirm password" field: none while it is empty (the person has
 * not typed it yet) or equal to the password, else the mismatch text.
 */
export function confirmPasswordError(password: string, confirm: string): string | null {
  return confirm !== '' && confirm !== password ? sessionMessages.passwordsDiffer : null;
}

/** Whether `value` is a whole one-time code: exactly OTP_LENGTH digits. */
export function isOtpCode(value: string): boolean {
  return value.length === OTP_LENGTH && /^\d+$/.test(value);
}

export { OTP_LENGTH };
