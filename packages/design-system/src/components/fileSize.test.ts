import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A component file a newcomer reads in one sitting: at most this many lines (stories and
 * tests aside). A component that grows past it is split into named hooks and parts.
 */
const MAX_LINES = 300;

const here = import.meta.dirname;
const sources = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
  (path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path),
);

describe('component files', () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    const counted = sources.map((path) => {
      const text = readFileSync(join(here, path), 'utf8');
      return { path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
    });
    // The walk found the components (not an empty pass).
    expect(sources).toContain(join('ReelPlayer', 'ReelPlayer.tsx'));
    expect(counted.filter(({ lines }) => lines > MAX_LINES)).toEqual([]);
  });
});
