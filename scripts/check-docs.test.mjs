// node --test scripts/check-docs.test.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  checkAdrRecords,
  checkAdrs,
  checkRepository,
  readAdrIndex,
  violationsIn,
} from './check-docs.mjs';

test('finds citations of documents outside the repository', () => {
  const bad = [
    'See [the architecture](../shared/ARCHITECTURE.md).',
    'const dir = "/work/shared/spec";',
    '// Keyboard-first reels (issue 7 item 2).',
    '// Fixed in Issue #12.',
    "/** The spec's message for a wrong code. */",
    '// Spec §9: pages of 19.',
    '/** Spec section 9: six digits. */',
    'every text of the product specification',
    '// the flags TOOLCHAIN.md lists',
  ];
  for (const line of bad) assert.equal(violationsIn(line).length, 1, line);
});

test('leaves ordinary words alone', () => {
  const fine = [
    '// Cite docs/product.md#otp-screens instead.',
    'await page.goto(spec.path);',
    'the OpenAPI files are the contract',
    'an issue with the network is retried',
    'apps/web/e2e/shell.e2e.ts and *.spec.ts files',
    'import { work } from "./work/index";',
  ];
  for (const line of fine) assert.deepEqual(violationsIn(line), [], line);
});

test('reports tracked files with their line, and ignores untracked ones', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-docs-'));
  try {
    const git = (...args) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
    git('init', '-q');
    writeFileSync(path.join(dir, 'ok.ts'), '// docs/product.md#feed\n');
    writeFileSync(path.join(dir, 'bad.md'), 'Intro.\nAs the spec says.\n');
    writeFileSync(path.join(dir, 'untracked.md'), 'issue 4\n');
    git('add', 'ok.ts', 'bad.md');
    const reports = checkRepository(dir);
    assert.equal(reports.length, 1);
    assert.match(reports[0], /^bad\.md:2: /);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// The decision records: three ADRs and an index that says the first was revised by the third
// and the second superseded by it.
const first = '0001-first.md';
const second = '0002-second.md';
const third = '0003-third.md';
const revised = 'Revised by [0003](0003-third.md)';
const superseded = 'Superseded by [0003](0003-third.md)';
const index = [
  '# Decision records',
  '',
  '| ADR | Title | Status | What it decides |',
  '|---|---|---|---|',
  `| [0001](${first}) | First | ${revised} | One thing. |`,
  `| [0002](${second}) | Second | ${superseded} | Another. |`,
  `| [0003](${third}) | Third | Accepted | The current way. |`,
  '',
].join('\n');
const adr = (title, mark) =>
  [`# ${title}`, '', ...(mark ? [`Status: ${mark}`, ''] : []), '## Context', 'Text.', ''].join(
    '\n',
  );
const records = (overrides = {}) =>
  [
    { file: first, text: adr('0001 — First', revised) },
    { file: second, text: adr('0002 — Second', superseded) },
    { file: third, text: adr('0003 — Third') },
  ].map((r) => ({ ...r, text: overrides[r.file] ?? r.text }));

test('reads the statuses from the index rows', () => {
  assert.deepEqual(
    readAdrIndex(index).map((row) => [row.number, row.file, row.status]),
    [
      ['0001', first, revised],
      ['0002', second, superseded],
      ['0003', third, 'Accepted'],
    ],
  );
});

test('accepts records whose marks match the index', () => {
  assert.deepEqual(checkAdrRecords(records(), index), []);
});

test('fails on a superseded or revised ADR without its mark at its top, saying what to write', () => {
  const reports = checkAdrRecords(records({ [second]: adr('0002 — Second') }), index);
  assert.equal(reports.length, 1);
  assert.match(reports[0], /^docs\/adr\/0002-second\.md: the index says "Superseded by/);
  assert.ok(reports[0].includes(`Status: ${superseded}`), reports[0]);
  // A mark further down the text (not right under the title) is not a mark at its top.
  const late = `# 0001 — First\n\n## Context\nStatus: ${revised}\n`;
  const lateReports = checkAdrRecords(records({ [first]: late }), index);
  assert.equal(lateReports.length, 1);
  assert.match(lateReports[0], /^docs\/adr\/0001-first\.md: the index says "Revised by/);
});

test('fails on a mark that disagrees with the index, which is the one home of statuses', () => {
  const stale = records({
    [third]: adr('0003 — Third', superseded),
    [first]: adr('0001 — First', superseded),
  });
  const reports = checkAdrRecords(stale, index);
  assert.equal(reports.length, 2);
  assert.match(reports[0], /0001-first\.md: the index says "Revised by/);
  assert.match(
    reports[1],
    /0003-third\.md: carries "Status: Superseded by .*" but the index says Accepted/,
  );
});

test('fails on an ADR file missing from the index, naming the row to add', () => {
  const added = [...records(), { file: '0004-a-new-rule.md', text: adr('0004 — A new rule') }];
  const reports = checkAdrRecords(added, index);
  assert.equal(reports.length, 1);
  assert.match(
    reports[0],
    /^docs\/adr\/0004-a-new-rule\.md: has no row in docs\/adr\/README\.md; add one/,
  );
  assert.ok(
    reports[0].includes(
      '| [0004](0004-a-new-rule.md) | A new rule | Accepted | <what it decides, in one line> |',
    ),
    reports[0],
  );
});

test('fails on index rows that name no ADR, link a missing one or have no status it knows', () => {
  const bad = [
    index,
    '| [0005](0005-gone.md) | Gone | Accepted | Nothing. |',
    `| [0001](${first}) | First again | ${revised} | Twice. |`,
  ].join('\n');
  const broken = bad
    .replace(`| ${superseded} |`, '| Superseded by [0009](0009-missing.md) |')
    .replace('| Third | Accepted |', '| Third | Deprecated |');
  const reports = checkAdrRecords(records(), broken);
  assert.ok(
    reports.some((r) => /links 0009-missing\.md, which is not an ADR/.test(r)),
    reports.join('\n'),
  );
  assert.ok(
    reports.some((r) => /status "Deprecated" of 0003-third\.md/.test(r)),
    reports.join('\n'),
  );
  assert.ok(
    reports.some((r) => /lists 0005-gone\.md, which is not a file/.test(r)),
    reports.join('\n'),
  );
  assert.ok(
    reports.some((r) => /0001-first\.md has a second row/.test(r)),
    reports.join('\n'),
  );
  assert.deepEqual(checkAdrRecords(records(), undefined), [
    'docs/adr/README.md: missing; it lists every ADR with its status',
  ]);
});

test('reads the ADR folder and its index from a repository', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-adrs-'));
  try {
    mkdirSync(path.join(dir, 'docs', 'adr'), { recursive: true });
    for (const r of records()) writeFileSync(path.join(dir, 'docs', 'adr', r.file), r.text);
    writeFileSync(path.join(dir, 'docs', 'adr', 'README.md'), index);
    assert.deepEqual(checkAdrs(dir), []);
    writeFileSync(path.join(dir, 'docs', 'adr', '0004-unlisted.md'), adr('0004 — Unlisted'));
    writeFileSync(path.join(dir, 'docs', 'adr', second), adr('0002 — Second'));
    const reports = checkAdrs(dir);
    assert.equal(reports.length, 2);
    assert.match(reports[0], /0002-second\.md: the index says "Superseded by/);
    assert.match(reports[1], /0004-unlisted\.md: has no row/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
