import { LANGUAGES, type Language } from '@flick/api-types/rules';
import Negotiator from 'negotiator';

/** Whether `value` is one of the shipped languages (the contract's `Language`). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The shipped language an `Accept-Language` header prefers most (`es-MX` → `es`), or null
 * when the header is missing, names none of them, or only says `*` (no preference).
 */
export function preferredLanguage(acceptLanguage: string | string[] | undefined): Language | null {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header?.trim()) return null;
  const named = header
    .split(',')
    .map((part) => part.split(';')[0]?.trim())
    .filter((tag) => tag && tag !== '*');
  if (named.length === 0) return null;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...LANGUAGES]);
  return isLanguage(best) ? best : null;
}
