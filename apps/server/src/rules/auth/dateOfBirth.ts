import { badRequest } from '../../platform/http/errors';

/** Youngest age to hold an account; social apps keep children under 13 out. */
export const MIN_AGE_YEARS = 13;
/** Earliest year accepted as a birth year (PostgreSQL has no year 0; nobody alive is older). */
export const EARLIEST_BIRTH_YEAR = 1900;

/**
 * Checks a date of birth (`YYYY-MM-DD`, already a valid calendar date by the contract's
 * `format: date`) for sign-up and profile edit alike: a real, past date that makes the
 * person at least MIN_AGE_YEARS old. Throws 400 with the reason.
 */
export function checkDateOfBirth(dateOfBirth: string, now: Date = new Date()): void {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  if (!Number.isInteger(y) || y < EARLIEST_BIRTH_YEAR) {
    throw badRequest('Please enter a real date of birth.');
  }
  const birthdayThisYear = new Date(Date.UTC(now.getUTCFullYear(), m - 1, d));
  let age = now.getUTCFullYear() - y;
  if (birthdayThisYear.getTime() > now.getTime()) age -= 1;
  if (age < 0 || Date.UTC(y, m - 1, d) > now.getTime()) {
    throw badRequest('Your date of birth cannot be in the future.');
  }
  if (age < MIN_AGE_YEARS) {
    throw badRequest(`You must be at least ${MIN_AGE_YEARS} years old to use Flick.`);
  }
}
