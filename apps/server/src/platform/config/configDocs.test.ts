import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_VARIABLES, VARIABLES } from './config';
import {
  CONFIG_DOC,
  configTable,
  configTableProblems,
  ENV_EXAMPLE,
  envExample,
  envExampleProblems,
  TABLE_END,
  TABLE_START,
} from './configDocs';

const docOf = (table: string) => `# Doc\n\n${TABLE_START}\n\n${table}\n\n${TABLE_END}\n`;

describe('the generated configuration table', () => {
  it('is what docs/architecture.md shows', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../../../..', CONFIG_DOC), 'utf8');
    expect(configTableProblems(doc)).toEqual([]);
  });

  it('names every variable with its default', () => {
    const table = configTable();
    for (const name of Object.keys(VARIABLES)) expect(table).toContain(`| \`${name}\` |`);
    expect(table).toContain('| `PORT` | port to listen on (1–65535) | `3000` |');
    expect(table).toContain('| `OIDC_<NAME>_CLIENT_SECRET` |');
  });

  it('reports a variable missing from the table, and a stale row', () => {
    const withoutPort = configTable()
      .split('\n')
      .filter((line) => !line.startsWith('| `PORT` |'))
      .join('\n');
    expect(configTableProblems(docOf(withoutPort))).toEqual([
      `${CONFIG_DOC}: the configuration table lacks PORT, which apps/server/src/platform/config/config.ts reads; run \`pnpm gen\``,
    ]);
    const stale = configTable().replace('port to listen on', 'the port');
    expect(configTableProblems(docOf(stale))).toEqual([
      `${CONFIG_DOC}: the configuration table differs from apps/server/src/platform/config/config.ts; run \`pnpm gen\``,
    ]);
    expect(configTableProblems('# Doc\n')).toEqual([
      `${CONFIG_DOC}: the generated configuration table is missing; run \`pnpm gen\``,
    ]);
  });
});

describe('the generated .env.example', () => {
  it('is what the repository holds', () => {
    const text = readFileSync(path.resolve(__dirname, '../../../../..', ENV_EXAMPLE), 'utf8');
    expect(envExampleProblems(text)).toEqual([]);
  });

  it('lists every variable commented out with its default, so a copy changes nothing', () => {
    const text = envExample();
    for (const name of [...Object.keys(VARIABLES), ...LIBRARY_VARIABLES.map(([n]) => n)]) {
      expect(text).toMatch(new RegExp(`^#${name}=`, 'm'));
    }
    expect(text).toContain('# port to listen on (1–65535) (default: 3000)\n#PORT=3000\n');
    expect(text).toContain('#OIDC_EXAMPLE_CLIENT_SECRET=');
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([]);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(96);
  });

  it('reports a missing variable, a stale file and a missing file', () => {
    const withoutPort = envExample().replace('#PORT=3000\n', '');
    expect(envExampleProblems(withoutPort)).toEqual([
      `${ENV_EXAMPLE} lacks PORT, which apps/server/src/platform/config/config.ts reads; run \`pnpm gen\``,
    ]);
    expect(envExampleProblems(envExample().replace('port to listen on', 'the port'))).toEqual([
      `${ENV_EXAMPLE} differs from apps/server/src/platform/config/config.ts; run \`pnpm gen\``,
    ]);
    expect(envExampleProblems(undefined)).toEqual([`${ENV_EXAMPLE} is missing; run \`pnpm gen\``]);
  });
});
