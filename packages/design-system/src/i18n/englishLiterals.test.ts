import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishLiterals } from './englishLiterals';

const root = join(import.meta.dirname, '..');

/** Where components live: every source file there, stories and tests aside. */
const sources = ['components', 'primitives'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories|css)\.tsx?$/.test(path))
    .map((path) => join(folder, path)),
);

/**
 * Literals that are not words for people, each with why: the product's name is a name in
 * every language.
 */
const ALLOWED = new Set<string>([]);

describe('component sources', () => {
  it('take every visible or accessible English text from the messages', () => {
    // The walk found the components (not an empty pass).
    expect(sources).toContain(join('components', 'ReelActions', 'ReelActions.tsx'));
    const found = sources.flatMap((path) =>
      englishLiterals(readFileSync(join(root, path), 'utf8'))
        .filter(({ text }) => !ALLOWED.has(text))
        .map(({ line, text }) => `${path}:${line} ${text}`),
    );
    expect(found).toEqual([]);
  });
});

describe('englishLiterals', () => {
  it('finds texts in JSX, props, defaults, objects and templates', () => {
    const source = [
      'export function A({ label = "Videos" }) {',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test has a template
      '  const name = `Video ${index}`;',
      '  return (',
      '    <div aria-label="Video actions" title={"Hi there"}>',
      '      <Button>',
      '        Post',
      '      </Button>',
      "      {renderLink({ href, children: 'Log in' })}",
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(englishLiterals(source).map(({ line, text }) => `${line} ${text}`)).toEqual([
      '1 Videos',
      '2 Video',
      '4 Video actions',
      '4 Hi there',
      '6 Post',
      '8 Log in',
    ]);
  });

  it('leaves code, keys, class names and comments alone', () => {
    const source = [
      '// A comment that Says Things.',
      "if (event.key === 'ArrowRight') step();",
      'const ref = useRef<HTMLDivElement>(null);',
      '<div className={styles.list} data-state="open">{t.post}</div>',
      '/** `Log Out` — Are you sure? */',
      '{/* Settings from every layout. */}',
    ].join('\n');
    expect(englishLiterals(source)).toEqual([]);
  });
});
