// Test-only: reads the contract's OpenAPI files (`openapi/*.yaml`). Parsing them takes most
// of a second, so the test run does it once (`contractSetup.ts`) and hands the result to
// every test file; a file run without that setup reads them itself.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The parsed contract documents by file name, e.g. `account.yaml`. */
export type ContractDocuments = Record<string, Record<string, unknown>>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by `contractSetup.ts`. */
    contractDocuments: ContractDocuments;
  }
}

export function readContractDocuments(): ContractDocuments {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../openapi');
  const documents: ContractDocuments = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.yaml'))) {
    documents[file] = parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  }
  return documents;
}
