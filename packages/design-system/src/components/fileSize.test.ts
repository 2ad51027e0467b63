import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A file a newcomer reads in one sitting: at most this many lines, for every file of the
 * components folder, stories, tests and usage pages included (ADR 0125, ADR 0142). A
 * component that grows past it is split into named hooks and parts; a story or test file,
 * into files by subject, with what they share in `src/fixtures/` or `src/test/`.
 */
const MAX_LINES = 300;

const here = import.meta.dirname;
const files = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter((path) =>
  /\.(tsx?|mdx)$/.test(path),
);

describe('component files', () => {
  it(`are at most ${MAX_LINES} lines each, stories and tests included`, () => {
    const counted = files.map((path) => {
      const text = readFileSync(join(here, path), 'utf8');
      return { path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
    });
    // The walk found the components, their stories and tests (not an empty pass).
    for (const file of ['ReelPlayer.tsx', 'ReelPlayer.stories.tsx', 'ReelPlayer.test.tsx']) {
      expect(files).toContain(join('ReelPlayer', file));
    }
    expect(counted.filter(({ lines }) => lines > MAX_LINES)).toEqual([]);
  });
});
