import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@flick/api-types';
import { sessionMessages } from '../messages';

/**
 * The rules a client checks before it sends a password or a one-time code. The lengths come
 * from the contract (`@flick/api-types`, generated from the OpenAPI schemas the server checks
 * against); the texts live in messages.ts. Pages read these instead of restating them.
 */

/** The hint under a new-password field, e.g. "At least 8 characters." */
export const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/** Whether the server would accept `password`'s length (checked exactly as typed). */
export function isPasswordLengthValid(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
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
