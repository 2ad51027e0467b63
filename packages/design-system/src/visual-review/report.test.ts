// The review report on pictures made here: a story whose render changed, one that did not,
// one without a baseline and a baseline without a render. No browser: the visual run's part
// (the comparator keeping each render) is a file per story, written here as it writes them.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CURRENT_DIR, type ReviewLabel } from './compare';
import { BASELINE_SUFFIX, buildReport, type Report } from './report';
import { acceptCommand } from './template';

const WIDTH = 40;
const HEIGHT = 30;

/** A white card, with a red square at (x, y) when given. */
function card(square?: { x: number; y: number }): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  png.data.fill(255);
  if (square) {
    for (let y = square.y; y < square.y + 10; y += 1) {
      for (let x = square.x; x < square.x + 10; x += 1) {
        const i = (y * WIDTH + x) * 4;
        png.data[i + 1] = 0;
        png.data[i + 2] = 0;
      }
    }
  }
  return PNG.sync.write(png);
}

const label = (story: string, theme: 'light' | 'dark' = 'light'): ReviewLabel => ({
  file: `Demo-Card-${story}${theme === 'dark' ? '-dark' : ''}`,
  title: 'Demo/Card',
  story,
  theme,
  test: theme === 'dark' ? `${story} (dark)` : story,
});

let root: string;
let baselineDir: string;
let reviewDir: string;
let report: Report;
let html: string;
const baselineBytes = new Map<string, Buffer>();

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'visual-review-'));
  baselineDir = path.join(root, '__screenshots__');
  reviewDir = path.join(root, 'visual-review');
  mkdirSync(baselineDir);
  mkdirSync(path.join(reviewDir, CURRENT_DIR), { recursive: true });
  const baseline = (file: string, png: Buffer) => {
    writeFileSync(path.join(baselineDir, `${file}${BASELINE_SUFFIX}`), png);
    baselineBytes.set(file, png);
  };
  const current = (l: ReviewLabel, png: Buffer) => {
    writeFileSync(path.join(reviewDir, CURRENT_DIR, `${l.file}.png`), png);
    writeFileSync(path.join(reviewDir, CURRENT_DIR, `${l.file}.json`), JSON.stringify(l));
  };
  // Same: the render is the baseline's pixels, encoded anew (as the comparator writes it).
  baseline('Demo-Card-Same', card({ x: 5, y: 5 }));
  current(label('Same'), PNG.sync.write(PNG.sync.read(card({ x: 5, y: 5 })), { deflateLevel: 1 }));
  // Moved (dark): the red square moved by 20 px, so 200 of 1,200 pixels differ.
  baseline('Demo-Card-Moved-dark', card({ x: 5, y: 5 }));
  current(label('Moved', 'dark'), card({ x: 25, y: 5 }));
  baseline('Demo-Card-Gone', card());
  current(label('Fresh'), card({ x: 10, y: 10 }));
  report = buildReport({
    baselineDir,
    reviewDir,
    baselineDirLabel: 'src/__screenshots__/visual.browser.test.tsx',
    source: 'Fixture renders',
  });
  html = readFileSync(report.indexPath, 'utf8');
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the visual review report', () => {
  test('lists the changed story first, then the new one, the unrendered one, the unchanged one', () => {
    expect(report.entries.map((e) => [e.file, e.status])).toEqual([
      ['Demo-Card-Moved-dark', 'changed'],
      ['Demo-Card-Fresh', 'new'],
      ['Demo-Card-Gone', 'missing'],
      ['Demo-Card-Same', 'unchanged'],
    ]);
    expect(report.counts).toEqual({ changed: 1, new: 1, missing: 1, unchanged: 1 });
    const [changed] = report.entries;
    expect(changed?.mismatchedPixels).toBe(200);
    expect(changed?.ratio).toBeCloseTo(200 / 1200);
    expect(report.entries[3]?.mismatchedPixels).toBe(0);
  });

  test('shows the changed story with baseline, current and a diff that marks the moved square', () => {
    const changedAt = html.indexOf('<h3>Card / Moved (dark)');
    expect(changedAt).toBeGreaterThan(-1);
    expect(changedAt).toBeLessThan(html.indexOf('Card / Fresh (light)'));
    expect(changedAt).toBeLessThan(html.indexOf('Card / Same (light)'));
    expect(html).toContain('16.67 % of the picture differs (200 pixels)');
    for (const src of [
      'baseline/Demo-Card-Moved-dark.png',
      'current/Demo-Card-Moved-dark.png',
      'diff/Demo-Card-Moved-dark.png',
    ]) {
      expect(html).toContain(`<img src="${src}" alt=`);
      expect(readdirSync(path.join(reviewDir, path.dirname(src)))).toContain(path.basename(src));
    }
    const diff = PNG.sync.read(readFileSync(path.join(reviewDir, 'diff/Demo-Card-Moved-dark.png')));
    const at = (x: number, y: number) => [
      ...diff.data.subarray((y * WIDTH + x) * 4, (y * WIDTH + x) * 4 + 3),
    ];
    expect(at(8, 8)).toEqual([255, 0, 0]); // where the square was
    expect(at(28, 8)).toEqual([255, 0, 0]); // where it is
    expect(at(1, 25)).not.toEqual([255, 0, 0]); // untouched
    expect(html).toContain('test:update-screenshots -t &#39;(^| )Demo/Card Moved \\(dark\\)$&#39;');
  });

  test('lists the unchanged story in the collapsed list, and counts every status at the top', () => {
    const unchanged = html.slice(html.indexOf('<section id="unchanged"'));
    expect(unchanged).toContain('<details><summary>Show the 1 unchanged stories</summary>');
    expect(unchanged).toContain('Card / Same (light)');
    expect(html).not.toContain('diff/Demo-Card-Same.png');
    const counts = html.slice(html.indexOf('<ul class="counts"'), html.indexOf('</ul>'));
    expect(counts).toContain('<strong>1</strong> changed');
    expect(counts).toContain('<strong>1</strong> unchanged');
  });

  test('never writes a baseline', () => {
    expect(readdirSync(baselineDir).sort()).toEqual(
      [...baselineBytes.keys()].map((file) => `${file}${BASELINE_SUFFIX}`).sort(),
    );
    for (const [file, bytes] of baselineBytes) {
      expect(readFileSync(path.join(baselineDir, `${file}${BASELINE_SUFFIX}`))).toEqual(bytes);
    }
  });

  test("a story's accept command selects its own test and no sibling's", () => {
    const command = acceptCommand({
      ...report.entries[0],
      label: { ...label('Default'), title: 'Primitives/Dialog', test: 'Default' },
    } as Report['entries'][number]);
    const pattern = new RegExp(/-t '(.*)'$/.exec(command ?? '')?.[1] ?? 'no command');
    expect(pattern.test('Primitives/Dialog Default')).toBe(true);
    expect(pattern.test('src/visual.browser.test.tsx Primitives/Dialog Default')).toBe(true);
    expect(pattern.test('Primitives/Dialog Default (dark)')).toBe(false);
    expect(pattern.test('Primitives/Dialog NotDefault')).toBe(false);
    const bare = acceptCommand({
      ...report.entries[0],
      label: { ...label('Default'), title: 'Dialog', test: 'Default' },
    } as Report['entries'][number]);
    const barePattern = new RegExp(/-t '(.*)'$/.exec(bare ?? '')?.[1] ?? 'no command');
    expect(barePattern.test('Dialog Default')).toBe(true);
    expect(barePattern.test('Primitives/Dialog Default')).toBe(false);
  });
});

test('after a narrowed run, baselines without a render are left out', () => {
  const narrowed = buildReport({
    baselineDir,
    reviewDir,
    baselineDirLabel: 'src/__screenshots__/visual.browser.test.tsx',
    source: 'Fixture renders',
    listUnrendered: false,
  });
  expect(narrowed.entries.map((e) => e.file)).not.toContain('Demo-Card-Gone');
  expect(narrowed.counts).toEqual({ changed: 1, new: 1, missing: 0, unchanged: 1 });
  expect(readFileSync(narrowed.indexPath, 'utf8')).toContain('only the stories this run rendered');
});
