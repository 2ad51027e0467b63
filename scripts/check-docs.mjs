#!/usr/bin/env node
// The repository stands alone: no tracked file may point at documents outside it (a
// sibling `shared` folder, a machine's absolute paths), cite tracker numbers a reader cannot
// open, or cite "the spec" instead of docs/product.md. Code comments cite
// `docs/product.md#anchor`, an ADR or CONTRIBUTING.md. The decision records are read
// through their index: docs/adr/README.md holds every ADR's status, and an ADR the index
// calls superseded or revised carries that status at its top (`checkAdrRecords`). The
// server's configuration table in docs/architecture.md and the root's .env.example are
// generated from its schema and must name every variable and be current (`checkConfigTable`). Run by `pnpm test` (steps "repo
// docs" and "repo citations").
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** Where the decision records live, and their index (the one home of their statuses). */
export const ADR_DIR = 'docs/adr';
export const ADR_INDEX = `${ADR_DIR}/README.md`;

/** An ADR's file name: four digits, a dash, a slug. */
const ADR_FILE = /^(\d{4})-[a-z0-9][a-z0-9-]*\.md$/;

/** A row of the index: `| [0009](0009-slug.md) | Title | Status | What it decides |`. */
const INDEX_ROW = /^\|\s*\[(\d{4})\]\(([^)]+)\)\s*\|([^|]*)\|([^|]*)\|/;

/** A status: `Accepted`, or `Superseded by` / `Revised by` and links to later ADRs. */
const STATUS =
  /^(Accepted|(Superseded|Revised) by (\[\d{4}\]\(\d{4}-[^)]+\.md\)(, \[\d{4}\]\(\d{4}-[^)]+\.md\))*))$/;
const STATUS_LINK = /\[(\d{4})\]\((\d{4}-[^)]+\.md)\)/g;

/**
 * The rows of the ADR index, as `{ line, number, file, title, status }` (`status` is the
 * cell's text as written). Lines that are not index rows are ignored.
 */
export function readAdrIndex(text) {
  const rows = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const m = INDEX_ROW.exec(lines[i]);
    if (!m) continue;
    rows.push({ line: i + 1, number: m[1], file: m[2], title: m[3].trim(), status: m[4].trim() });
  }
  return rows;
}

/** An ADR's title (its first `# ` heading, without the number) and the mark under it. */
export function readAdrHead(text) {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.startsWith('# '));
  if (at < 0) return { title: undefined, mark: undefined };
  const title = lines[at]
    .slice(2)
    .replace(/^\d{4}\s*[—:-]\s*/, '')
    .trim();
  const next = lines.slice(at + 1).find((line) => line.trim() !== '');
  const mark = next?.startsWith('Status: ') ? next.slice('Status: '.length).trim() : undefined;
  return { title, mark };
}

/** The row to add to the index for an ADR that has none. */
function rowFor(file, text) {
  const number = file.slice(0, 4);
  const { title } = readAdrHead(text);
  return `| [${number}](${file}) | ${title ?? '<title>'} | Accepted | <what it decides, in one line> |`;
}

/**
 * What is wrong with the decision records: `adrs` are the ADR files as `{ file, text }`
 * (file names inside docs/adr), `indexText` the index's text (undefined when it is missing).
 * Every ADR needs a row; a row's status is `Accepted`, `Superseded by …` or `Revised by …`
 * linking ADRs that exist; an ADR the index calls superseded or revised carries exactly that
 * status in a `Status: ` line right under its title, and an accepted one carries none.
 */
export function checkAdrRecords(adrs, indexText) {
  const reports = [];
  if (indexText === undefined) {
    return [`${ADR_INDEX}: missing; it lists every ADR with its status`];
  }
  const rows = readAdrIndex(indexText);
  const byFile = new Map(adrs.map((adr) => [adr.file, adr]));
  const listed = new Map();
  for (const row of rows) {
    const where = `${ADR_INDEX}:${row.line}`;
    if (listed.has(row.file)) reports.push(`${where}: ${row.file} has a second row; keep one`);
    listed.set(row.file, row);
    const adr = byFile.get(row.file);
    if (!adr) {
      reports.push(`${where}: lists ${row.file}, which is not a file in ${ADR_DIR}`);
      continue;
    }
    if (!row.file.startsWith(`${row.number}-`)) {
      reports.push(`${where}: the link text ${row.number} does not match ${row.file}`);
    }
    if (!STATUS.test(row.status)) {
      reports.push(
        `${where}: status "${row.status}" of ${row.file}; write Accepted, ` +
          '"Superseded by [NNNN](NNNN-slug.md)" or "Revised by [NNNN](NNNN-slug.md)" (several linked ADRs separated by ", ")',
      );
      continue;
    }
    for (const [, number, target] of row.status.matchAll(STATUS_LINK)) {
      if (!byFile.has(target) || !target.startsWith(`${number}-`)) {
        reports.push(
          `${where}: the status of ${row.file} links ${target}, which is not an ADR in ${ADR_DIR}`,
        );
      }
    }
    const { mark } = readAdrHead(adr.text);
    const file = `${ADR_DIR}/${row.file}`;
    if (row.status === 'Accepted') {
      if (mark !== undefined) {
        reports.push(
          `${file}: carries "Status: ${mark}" but the index says Accepted; ` +
            `remove the line, or change its status in ${ADR_INDEX}`,
        );
      }
    } else if (mark !== row.status) {
      reports.push(
        `${file}: the index says "${row.status}"; put this line right under its title:\n` +
          `    Status: ${row.status}`,
      );
    }
  }
  for (const adr of adrs) {
    if (!listed.has(adr.file)) {
      reports.push(
        `${ADR_DIR}/${adr.file}: has no row in ${ADR_INDEX}; add one to its table:\n    ${rowFor(adr.file, adr.text)}`,
      );
    }
  }
  return reports;
}

/** The ADR files and the index under `root`, checked by `checkAdrRecords`. */
export function checkAdrs(root) {
  const dir = path.join(root, ADR_DIR);
  if (!existsSync(dir)) return [];
  const adrs = readdirSync(dir)
    .filter((file) => ADR_FILE.test(file))
    .sort()
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
  const indexPath = path.join(root, ADR_INDEX);
  const indexText = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  return checkAdrRecords(adrs, indexText);
}

/**
 * The server's check of its generated configuration table (apps/server/scripts/config-docs.ts,
 * run with tsx since the schema is TypeScript): its problems, one per line, or none.
 */
export function checkConfigTable(root) {
  const server = path.join(root, 'apps/server');
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/config-docs.ts', '--check'], {
      cwd: server,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return [];
  } catch (err) {
    const out = `${err.stderr ?? ''}`.trim();
    return [out || `apps/server/scripts/config-docs.ts --check failed: ${err.message}`];
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const reports = checkRepository(root);
  const adrReports = checkAdrs(root);
  const configReports = checkConfigTable(root);
  if (reports.length > 0) {
    console.error(reports.join('\n'));
    console.error(`\n✖ ${reports.length} citation(s) of documents outside the repository`);
  }
  if (adrReports.length > 0) {
    console.error(adrReports.join('\n'));
    console.error(`\n✖ ${adrReports.length} problem(s) with the decision records and their index`);
  }
  if (configReports.length > 0) {
    console.error(configReports.join('\n'));
    console.error(
      "\n✖ the configuration table in docs/architecture.md or .env.example is not the schema's",
    );
  }
  if (reports.length + adrReports.length + configReports.length > 0) process.exit(1);
  console.log('✔ no citations of documents outside the repository');
  console.log('✔ every ADR is in its index, and every superseded or revised one is marked');
  console.log(
    '✔ the configuration table in docs/architecture.md and .env.example name every variable',
  );
}
