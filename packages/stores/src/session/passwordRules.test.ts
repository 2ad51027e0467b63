import { PASSWORD_MIN_LENGTH } from '@flick/api-types';
import { describe, expect, it } from 'vitest';
import { sessionMessages } from '../messages';
import {
  confirmPasswordError,
  isOtpCode,
  isPasswordLengthValid,
  OTP_LENGTH,
  passwordHint,
} from './passwordRules';

describe('password and code rules', () => {
  it('hints the shortest password the contract allows', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordHint).toBe('At least 8 characters.');
    expect(isPasswordLengthValid('1234567')).toBe(false);
    expect(isPasswordLengthValid('12345678')).toBe(true);
    expect(isPasswordLengthValid('x'.repeat(129))).toBe(false);
    // Checked exactly as typed: spaces count.
    expect(isPasswordLengthValid('       a')).toBe(true);
    // Counted in characters (code points), as the server counts: four emoji are four.
    expect(isPasswordLengthValid('😀'.repeat(4))).toBe(false);
  });

  it('says the passwords differ only once the confirmation is typed and differs', () => {
    expect(confirmPasswordError('secret-1', '')).toBeNull();
    expect(confirmPasswordError('secret-1', 'secret-1')).toBeNull();
    expect(confirmPasswordError('secret-1', 'secret-2')).toBe(sessionMessages.passwordsDiffer);
    expect(sessionMessages.passwordsDiffer).toBe('The passwords do not match.');
  });

  it('takes exactly six digits as a code', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(isOtpCode('012345')).toBe(true);
    expect(isOtpCode('12345')).toBe(false);
    expect(isOtpCode('1234567')).toBe(false);
    expect(isOtpCode('12a456')).toBe(false);
  });
});
