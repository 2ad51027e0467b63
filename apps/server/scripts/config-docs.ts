// Writes (default) or checks (`--check`) what is generated from the server's configuration
// schema in src/platform/config/config.ts: the table in docs/architecture.md and the root's .env.example.
// `pnpm gen` writes them; `node scripts/check-docs.mjs` at the root runs the check.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONFIG_DOC,
  configTableProblems,
  ENV_EXAMPLE,
  envExample,
  envExampleProblems,
  withConfigTable,
} from '../src/platform/config/configDocs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const file = path.join(root, CONFIG_DOC);
const doc = readFileSync(file, 'utf8');
const envFile = path.join(root, ENV_EXAMPLE);
const env = existsSync(envFile) ? readFileSync(envFile, 'utf8') : undefined;

if (process.argv.includes('--check')) {
  const problems = [...configTableProblems(doc), ...envExampleProblems(env)];
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`✔ ${CONFIG_DOC}: the configuration table matches the schema`);
  console.log(`✔ ${ENV_EXAMPLE}: every variable, as the schema says`);
} else {
  const next = withConfigTable(doc);
  if (next !== doc) writeFileSync(file, next);
  console.log(`✔ ${CONFIG_DOC}: configuration table ${next === doc ? 'unchanged' : 'written'}`);
  const nextEnv = envExample();
  if (nextEnv !== env) writeFileSync(envFile, nextEnv);
  console.log(`✔ ${ENV_EXAMPLE}: ${nextEnv === env ? 'unchanged' : 'written'}`);
}
