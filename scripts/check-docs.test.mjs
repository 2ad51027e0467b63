// node --test scripts/check-docs.test.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkRepository, violationsIn } from './check-docs.mjs';

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
