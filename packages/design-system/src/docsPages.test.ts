import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every component the package exports has a usage page in Storybook: `<Folder>.mdx` beside
 * its stories, attached to them, with these sections (as `## ` headings).
 */
const SECTIONS = ['When to use', 'Props', 'Keyboard', 'Accessibility'] as const;

/** The folders whose exports are components (tokens, icons and helpers are documented in the README). */
const AREAS = ['components', 'patterns', 'primitives'] as const;

const here = import.meta.dirname;

interface ExportedComponent {
  name: string;
  /** The folder under src, e.g. `components/ReelPlayer`. */
  folder: string;
}

/** A component name: PascalCase (not a SCREAMING_CASE constant, not a camelCase helper). */
const isComponentName = (name: string) => /^[A-Z]/.test(name) && /[a-z]/.test(name);

/** The components exported from the barrel (`src/index.ts`), with the folder each comes from. */
function exportedComponents(barrel: string): ExportedComponent[] {
  const found: ExportedComponent[] = [];
  const named = /export\s*\{([^}]*)\}\s*from\s*'\.\/([a-z]+)\/([^'/]+)'/g;
  for (const [, list = '', area = '', folder = ''] of barrel.matchAll(named)) {
    if (!(AREAS as readonly string[]).includes(area)) continue;
    for (const raw of list.split(',')) {
      const name = raw.trim();
      if (name && !name.startsWith('type ') && isComponentName(name)) {
        found.push({ name, folder: `${area}/${folder}` });
      }
    }
  }
  return found;
}

/** The page of a component folder, e.g. `components/ReelPlayer/ReelPlayer.mdx`. */
const pageOf = (folder: string) => `${folder}/${folder.split('/').pop()}.mdx`;

/** What is wrong with one folder's page (given the components it exports), or nothing. */
function pageProblems(
  folder: string,
  names: readonly string[],
  page: string | undefined,
): string[] {
  const file = pageOf(folder);
  if (page === undefined) return [`${names.join(', ')}: no usage page (${file})`];
  const problems: string[] = [];
  const headings = new Set(
    page
      .split('\n')
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3).trim()),
  );
  for (const section of SECTIONS) {
    if (!headings.has(section)) problems.push(`${file}: no "## ${section}" section`);
  }
  const stories = `./${folder.split('/').pop()}.stories`;
  if (!page.includes(`from '${stories}'`) || !/<Meta of=\{/.test(page)) {
    problems.push(`${file}: not attached to ${stories} (<Meta of={...} />)`);
  }
  // A second export of the folder (ReelCue, DialogClose, SkeletonList) is explained on its page.
  for (const name of names) {
    if (!page.includes(name)) problems.push(`${file}: does not mention ${name}`);
  }
  return problems;
}

/** The exported components grouped by the folder (and so the page) they belong to. */
function byFolder(components: readonly ExportedComponent[]): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  for (const { name, folder } of components)
    folders.set(folder, [...(folders.get(folder) ?? []), name]);
  return folders;
}

const readPage = (folder: string) => {
  const file = join(here, pageOf(folder));
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

describe('component usage pages', () => {
  const barrel = readFileSync(join(here, 'index.ts'), 'utf8');
  const components = exportedComponents(barrel);

  it('finds every component the barrel exports', () => {
    // Not an empty pass: the walk reads the barrel's multi-line export lists.
    expect(components.length).toBeGreaterThan(40);
    expect(components).toContainEqual({ name: 'ReelPlayer', folder: 'components/ReelPlayer' });
    expect(components).toContainEqual({ name: 'ReelCue', folder: 'components/ReelPlayer' });
    expect(components).toContainEqual({ name: 'Button', folder: 'primitives/Button' });
    // No component area escapes the check through `export *`.
    expect(barrel).not.toMatch(/export \* from '\.\/(components|patterns|primitives)\//);
  });

  it('has a page with When to use, Props, Keyboard and Accessibility for each', () => {
    const problems = [...byFolder(components)].flatMap(([folder, names]) =>
      pageProblems(folder, names, readPage(folder)),
    );
    expect(problems).toEqual([]);
  });

  it('is found by Storybook', () => {
    const main = readFileSync(join(here, '../../../.storybook/main.ts'), 'utf8');
    expect(main).toContain("'../packages/design-system/src/**/*.mdx'");
  });

  it('reports a missing page, a missing section, a detached page and an unmentioned export', () => {
    const folder = 'components/ReelPlayer';
    expect(pageProblems(folder, ['ReelPlayer', 'ReelCue'], undefined)).toEqual([
      'ReelPlayer, ReelCue: no usage page (components/ReelPlayer/ReelPlayer.mdx)',
    ]);
    const whole = [
      "import * as Stories from './ReelPlayer.stories';",
      '<Meta of={Stories} />',
      '# ReelPlayer and ReelCue',
      ...SECTIONS.map((section) => `## ${section}`),
    ].join('\n');
    expect(pageProblems(folder, ['ReelPlayer', 'ReelCue'], whole)).toEqual([]);
    expect(
      pageProblems(folder, ['ReelPlayer'], whole.replace('## Keyboard', '### Keyboard')),
    ).toEqual(['components/ReelPlayer/ReelPlayer.mdx: no "## Keyboard" section']);
    expect(
      pageProblems(folder, ['ReelPlayer'], whole.replace('<Meta of={Stories} />', '')),
    ).toEqual([
      'components/ReelPlayer/ReelPlayer.mdx: not attached to ./ReelPlayer.stories (<Meta of={...} />)',
    ]);
    expect(
      pageProblems(folder, ['ReelPlayer', 'ReelCue'], whole.replace(' and ReelCue', '')),
    ).toEqual(['components/ReelPlayer/ReelPlayer.mdx: does not mention ReelCue']);
  });
});
