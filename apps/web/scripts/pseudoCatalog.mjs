// The pseudo-locale's catalogs (ADR 0149): every English text made at least 30 % longer, so a
// browser run in `pseudo` finds the labels a longer language would clip. Lingui's compiler
// accents the pseudo-locale's texts when it builds them (its own pseudo-localization), so the
// catalogs hold the lengthened English; the longer words keep every ICU placeholder, plural,
// `#` and tag as it is (only the literal text between them grows).
//
// Run by `pnpm --filter @flick/web i18n:extract` after Lingui's extract (one command after a
// merge); `scripts/check-catalogs.mjs` fails on a pseudo entry that differs from what this makes.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { parse } from '@messageformat/parser';

/** How much longer every literal text becomes, at least. */
export const PSEUDO_GROWTH = 0.3;

const WORD = /\p{L}+/gu;

/**
 * One literal text made longer: ceil(30 % of its length) letters more, one at a time to each
 * of its words in turn (a word grows by repeating its last letter, so no new line-break
 * opportunity appears, as with a long German compound). A text without letters stays.
 */
function lengthen(text) {
  const words = [...text.matchAll(WORD)];
  if (words.length === 0) return text;
  const extra = new Array(words.length).fill(0);
  const needed = Math.ceil(text.trim().length * PSEUDO_GROWTH);
  for (let i = 0; i < needed; i += 1) extra[i % words.length] += 1;
  let out = '';
  let at = 0;
  words.forEach((word, i) => {
    const end = word.index + word[0].length;
    out += text.slice(at, end) + word[0].at(-1).repeat(extra[i]);
    at = end;
  });
  return out + text.slice(at);
}

/** The literal (content) tokens of a parsed message, nested plural/select cases included. */
function contents(tokens, found = []) {
  for (const token of tokens) {
    if (token.type === 'content') found.push(token);
    for (const branch of token.cases ?? []) contents(branch.tokens, found);
  }
  return found;
}

/** A message in the pseudo-locale: its literal texts lengthened, its ICU syntax unchanged. */
export function pseudoOf(message) {
  let out = message;
  const literals = contents(parse(message)).sort((a, b) => b.ctx.offset - a.ctx.offset);
  for (const { ctx } of literals) {
    out = out.slice(0, ctx.offset) + lengthen(ctx.text) + out.slice(ctx.offset + ctx.text.length);
  }
  return out;
}

/** Writes every catalog's pseudo-locale entries from the source locale's texts. */
async function writePseudoCatalogs() {
  const config = getConfig({ cwd: new URL('..', import.meta.url).pathname });
  let count = 0;
  for (const catalog of await getCatalogs(config)) {
    const stored = await catalog.readAll([config.sourceLocale, config.pseudoLocale]);
    const english = stored[config.sourceLocale] ?? {};
    const pseudo = stored[config.pseudoLocale] ?? {};
    for (const [id, entry] of Object.entries(pseudo)) {
      const source = english[id]?.translation || english[id]?.message || entry.message || id;
      entry.translation = pseudoOf(source);
      count += 1;
    }
    await catalog.write(config.pseudoLocale, pseudo);
  }
  console.log(`pseudo catalogs written: ${count} messages`);
}

if (import.meta.url === `file://${process.argv[1]}`) await writePseudoCatalogs();
