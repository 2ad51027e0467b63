import { fieldRules } from '@flick/api-types/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';

// Personal keyword filters (docs/product.md#keyword-filter): captions and comments holding
// one of your words, as a whole word in any case, are left out of what you are shown by the
// rules of src/rules/visibility.

/** Most keywords one person may filter. */
export const KEYWORDS_MAX = 50;
/** Longest keyword, in characters. */
export const KEYWORD_MAX_LENGTH = 40;

/** The contract's words for a blank keyword (its FilterKeyword schema answers them first). */
const KEYWORD_EMPTY = fieldRules.FilterKeyword.messages.pattern;
const KEYWORD_TOO_LONG = `Keywords can be at most ${KEYWORD_MAX_LENGTH} characters.`;
const KEYWORD_NO_LETTERS = 'A keyword needs at least one letter or digit.';
const TOO_MANY_KEYWORDS = `You can filter at most ${KEYWORDS_MAX} keywords.`;

/**
 * The PostgreSQL regular expression that finds `keyword` as a whole word (case is left to
 * `~*`): its special characters escaped, spaces matching any run of spaces, and word
 * boundaries (`\m`, `\M`) where the keyword starts or ends with a word character.
 */
export function keywordPattern(keyword: string): string {
  const escaped = keyword.replace(/[\\^$.*+?()[\]{}|]/g, (c) => `\\${c}`).replace(/\s+/g, '\\s+');
  const word = /^[\p{L}\p{N}_]/u;
  const start = word.test(keyword) ? '\\m' : '';
  const end = word.test(keyword.slice(-1)) ? '\\M' : '';
  return `${start}${escaped}${end}`;
}

/** Trims, checks and de-duplicates (ignoring case) a list of keywords, keeping their order. */
export function normalizeKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim().replace(/\s+/g, ' ');
    if (keyword === '') throw badRequest(KEYWORD_EMPTY);
    if ([...keyword].length > KEYWORD_MAX_LENGTH) throw badRequest(KEYWORD_TOO_LONG);
    if (!/[\p{L}\p{N}]/u.test(keyword)) throw badRequest(KEYWORD_NO_LETTERS);
    const key = keyword.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  if (out.length > KEYWORDS_MAX) throw badRequest(TOO_MANY_KEYWORDS);
  return out;
}

/** The caller's keywords, oldest first. */
export async function listKeywords(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('keyword_filters')
    .select('keyword')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('keyword')
    .execute();
  return rows.map((r) => r.keyword);
}

/** Replaces the caller's keywords with `keywords` (checked first; 400 names the problem). */
export async function replaceKeywords(
  db: Kysely<Database>,
  userId: string,
  keywords: readonly string[],
): Promise<string[]> {
  const wanted = normalizeKeywords(keywords);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('keyword_filters').where('user_id', '=', userId).execute();
    if (wanted.length === 0) return;
    const now = Date.now();
    await trx
      .insertInto('keyword_filters')
      .values(
        wanted.map((keyword, i) => ({
          user_id: userId,
          keyword,
          pattern: keywordPattern(keyword),
          // Kept in the order given.
          created_at: new Date(now + i),
        })),
      )
      .execute();
  });
  return listKeywords(db, userId);
}
