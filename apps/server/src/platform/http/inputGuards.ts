import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * The one character no text column can hold: PostgreSQL's `text` refuses U+0000, so a
 * string carrying it would fail deep inside a query. It is refused at the door instead.
 */
const NUL = '\u0000';

/** Deeper than any request the contract describes. */
const MAX_DEPTH = 32;

/** The message for a value holding U+0000, naming where it was found (`body/bio`). */
export function nulMessage(where: string): string {
  return `${where} must not contain the character U+0000.`;
}

/**
 * Refuses text that only holds U+0000 once decoded (a URI-encoded comment's `%00`): the
 * request guard sees the encoded form, so a field decoded later checks again here.
 */
export function refuseNulIn(text: string, where: string): void {
  if (text.includes(NUL)) throw badRequest(nulMessage(where));
}

/** Where in `value` (a parsed JSON body, query or params) a string or key holds U+0000. */
export function findNul(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? where : null;
  if (value === null || typeof value !== 'object') return null;
  // No contract schema nests this deep; a body that does is refused rather than walked.
  if (depth > MAX_DEPTH) throw badRequest(`${where} is nested too deeply.`);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNul(value[i], `${where}/${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return where;
    const found = findNul(item, `${where}/${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses a request whose path parameters, query or JSON body hold U+0000 (400). */
export function refuseNulCharacters(request: FastifyRequest): void {
  const found =
    findNul(request.params, 'path') ??
    findNul(request.query, 'query') ??
    findNul(request.body, 'body');
  if (found) throw badRequest(nulMessage(found));
}

/**
 * Installs the input rules every route shares, before any route's own validation: one
 * place instead of a check per field.
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseNulCharacters(request));
}
