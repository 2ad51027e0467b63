import type { OtpMethod } from '../../platform/db/tables/account';
import { badRequest } from '../../platform/http/errors';

/** An email address (lower case) or phone number (`+` and digits) and which one it is. */
export interface Address {
  address: string;
  method: OtpMethod;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+[0-9]{8,15}$/;

/**
 * Reads `email_phone`: an email address, or a phone number in international form (spaces,
 * dashes, dots and brackets are ignored). With `method`, the address must be of that kind.
 */
export function parseAddress(raw: string, method?: OtpMethod): Address {
  const text = raw.trim();
  const kind: OtpMethod = method ?? (text.includes('@') ? 'email' : 'phone');
  if (kind === 'email') {
    const email = text.toLowerCase();
    if (!EMAIL.test(email) || email.length > 254) {
      throw badRequest('Please enter a valid email address.');
    }
    return { address: email, method: 'email' };
  }
  const phone = text.replace(/[\s\-().]/g, '');
  if (!PHONE.test(phone)) {
    throw badRequest('Please enter a valid phone number: + and country code, then 8–15 digits.');
  }
  return { address: phone, method: 'phone' };
}
