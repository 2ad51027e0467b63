import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from './config';
import { CONFIG_DOC, configTable, configTableProblems, TABLE_END, TABLE_START } from './configDocs';

const docOf = (table: string) => `# Doc\n\n${TABLE_START}\n\n${table}\n\n${TABLE_END}\n`;

describe('the generated configuration table', () => {
  it('is what docs/architecture.md shows', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../..', CONFIG_DOC), 'utf8');
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
      `${CONFIG_DOC}: the configuration table lacks PORT, which apps/server/src/config.ts reads; run \`pnpm gen\``,
    ]);
    const stale = configTable().replace('port to listen on', 'the port');
    expect(configTableProblems(docOf(stale))).toEqual([
      `${CONFIG_DOC}: the configuration table differs from apps/server/src/config.ts; run \`pnpm gen\``,
    ]);
    expect(configTableProblems('# Doc\n')).toEqual([
      `${CONFIG_DOC}: the generated configuration table is missing; run \`pnpm gen\``,
    ]);
  });
});
