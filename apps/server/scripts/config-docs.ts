// Writes (default) or checks (`--check`) the server's configuration table in
// docs/architecture.md, generated from the schema in src/config.ts. `pnpm gen` writes it;
// `node scripts/check-docs.mjs` at the root runs the check.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_DOC, configTableProblems, withConfigTable } from '../src/configDocs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const file = path.join(root, CONFIG_DOC);
const doc = readFileSync(file, 'utf8');

if (process.argv.includes('--check')) {
  const problems = configTableProblems(doc);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`✔ ${CONFIG_DOC}: the configuration table matches the schema`);
} else {
  const next = withConfigTable(doc);
  if (next !== doc) writeFileSync(file, next);
  console.log(`✔ ${CONFIG_DOC}: configuration table ${next === doc ? 'unchanged' : 'written'}`);
}
