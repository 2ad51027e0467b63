#!/usr/bin/env node
// The repository stands alone: no tracked file may point at documents outside it (a
// sibling `shared` folder, a machine's absolute paths), cite tracker numbers a reader cannot
// open, or cite "the spec" instead of docs/product.md. Code comments cite
// `docs/product.md#anchor`, an ADR or CONTRIBUTING.md. Run by `pnpm test` (step "repo docs").
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each rule: what it finds and what to write instead. */
export const RULES = [
  {
    pattern: /\.\.\/shared\b/,
    why: 'points outside the repository; describe it in docs/ instead',
  },
  {
    pattern: /(^|[\s('"`])\/work\//,
    why: "names a machine's folder; use a path inside the repository",
  },
  {
    pattern: /\bissues? #?\d+/i,
    why: 'cites a tracker number; cite docs/product.md#anchor, an ADR or state the rule',
  },
  {
    pattern: /\b(the|product) spec(ification)?\b|\bspec(ification)? (section|§)|\bspec §/i,
    why: 'cites an outside specification; cite docs/product.md#anchor instead',
  },
  {
    pattern: /\bTOOLCHAIN\.md\b/,
    why: 'cites an outside document; cite CONTRIBUTING.md#known-pitfalls instead',
  },
];

/** Files the rules do not apply to: this checker and its test name the patterns. */
const EXEMPT = new Set(['scripts/check-docs.mjs', 'scripts/check-docs.test.mjs']);

const BINARY = /\.(png|jpe?g|gif|webp|ico|mp4|mov|webm|woff2?|ttf|pdf|zip|gz)$/i;

/** The rule violations in one file's text, as `{ line, text, why }`. */
export function violationsIn(text) {
  const found = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    for (const rule of RULES) {
      if (rule.pattern.test(lines[i])) {
        found.push({ line: i + 1, text: lines[i].trim(), why: rule.why });
      }
    }
  }
  return found;
}

/** Every violation in the tracked files under `root`, as `file:line` reports. */
export function checkRepository(root) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !EXEMPT.has(file) && !BINARY.test(file));
  const reports = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    if (text.includes('\0')) continue;
    for (const v of violationsIn(text)) reports.push(`${file}:${v.line}: ${v.why}\n    ${v.text}`);
  }
  return reports;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const reports = checkRepository(root);
  if (reports.length > 0) {
    console.error(reports.join('\n'));
    console.error(`\n✖ ${reports.length} citation(s) of documents outside the repository`);
    process.exit(1);
  }
  console.log('✔ no citations of documents outside the repository');
}
