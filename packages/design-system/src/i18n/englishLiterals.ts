// The heuristic behind the "no English outside the messages" test (ADR 0135): finds the
// user-visible English a component source would show or announce without asking the messages.

/** One finding: where, and the text. */
export interface EnglishLiteral {
  line: number;
  text: string;
}

/** A phrase as people read it: a capitalised word, then words (`Add a comment...`). */
const PHRASE = /^[A-Z][a-z]+(?:[ -][A-Za-z][\w'’-]*)*[ ]?[.!?…:]*$/;
/** One capitalised word, e.g. `Report`, or a phrase. */
const WORDS = /^[A-Z][a-z]+(?:[ -][\w'’().-]+)*[.!?…:]*$/;

const CHECKS: { name: string; pattern: RegExp; looksEnglish: RegExp }[] = [
  // JSX text between tags: `>Post<`, also over several lines.
  { name: 'jsx text', pattern: />\s*([^<>{}=;`]+?)\s*</g, looksEnglish: WORDS },
  // Texts given to props: label="Like", aria-label='…', placeholder={'…'}.
  {
    name: 'prop',
    pattern:
      /\b(?:aria-label|label|placeholder|title|alt|description|\w+Label|\w+Text)=\{?["'`]([^"'`{}]+)["'`]\}?/g,
    looksEnglish: WORDS,
  },
  // Defaults of text props: `label = 'Videos'`, `closeLabel = 'Close'`.
  {
    name: 'default',
    pattern: /\b(?:label|\w+Label|\w+Text)\s*=\s*["'`]([^"'`]+)["'`]/g,
    looksEnglish: WORDS,
  },
  // Object texts: `children: 'Log in'`, `'aria-label': 'Flick home'`, `label: 'Spam'`.
  {
    name: 'object text',
    pattern: /(?:\bchildren|'aria-label'|\blabel|\btitle)\s*:\s*["'`]([^"'`]+)["'`]/g,
    looksEnglish: WORDS,
  },
  // Any other string or template that reads as a phrase of two words or more.
  { name: 'phrase', pattern: /["'`]([A-Z][a-z]+ [^"'`\n]*)["'`]/g, looksEnglish: PHRASE },
  { name: 'template', pattern: /`([A-Z][a-z]+ [^`\n]*)\$\{/g, looksEnglish: /./ },
];

/** Comments say things to developers, not to users: blank them, keeping the lines. */
function withoutComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return source
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(
      /(^|[^:'"`])\/\/[^\n]*/g,
      (match, before: string) => before + blank(match.slice(before.length)),
    );
}

/** The English texts `source` shows or announces as literals, with their lines. */
export function englishLiterals(source: string): EnglishLiteral[] {
  const code = withoutComments(source);
  const found = new Map<string, EnglishLiteral>();
  for (const { pattern, looksEnglish } of CHECKS) {
    for (const match of code.matchAll(pattern)) {
      const text = (match[1] ?? '').replace(/\s+/g, ' ').trim();
      if (!text || !looksEnglish.test(text)) continue;
      const at = match.index + match[0].indexOf(match[1] ?? '');
      const line = code.slice(0, at).split('\n').length;
      found.set(`${line}:${text}`, { line, text });
    }
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
}
