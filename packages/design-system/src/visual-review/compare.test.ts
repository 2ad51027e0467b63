// The visual project's comparator without a browser: it judges as the report does, and with a
// review directory it keeps the render it was given and the story's names (ADR 0132).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, expect, test } from 'vitest';
import { COMPARATOR_OPTIONS, CURRENT_DIR, type ReviewLabel, reviewComparator } from './compare';

const SIZE = 20;
/** A grey picture with `dark` pixels of its first row black. */
function picture(dark: number) {
  const data = new Uint8Array(SIZE * SIZE * 4).fill(200);
  for (let i = 0; i < dark; i += 1) data.set([0, 0, 0, 255], i * 4);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { metadata: { width: SIZE, height: SIZE }, data };
}

const review: ReviewLabel = {
  file: 'Demo-Card-Default-dark',
  title: 'Demo/Card',
  story: 'Default',
  theme: 'dark',
  test: 'Default (dark)',
};
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('passes a render within the threshold and fails one beyond it, with a diff when asked', () => {
  const compare = reviewComparator(undefined);
  const options = { ...COMPARATOR_OPTIONS, createDiff: true };
  expect(compare(picture(0), picture(0), options)).toMatchObject({ pass: true, message: null });
  const changed = compare(picture(0), picture(10), options);
  expect(changed.pass).toBe(false);
  expect(changed.message).toBe('10 pixels (ratio 0.03) differ.');
  expect(changed.diff?.length).toBe(SIZE * SIZE * 4);
});

test('with a review directory, keeps the last render it judged and its story', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'visual-review-'));
  dirs.push(dir);
  const compare = reviewComparator(dir);
  const options = { ...COMPARATOR_OPTIONS, createDiff: false, review };
  compare(picture(0), picture(3), options); // an earlier capture while the page settled
  expect(compare(picture(0), picture(10), options).pass).toBe(false);
  const kept = PNG.sync.read(readFileSync(path.join(dir, CURRENT_DIR, `${review.file}.png`)));
  expect([kept.width, kept.height]).toEqual([SIZE, SIZE]);
  expect(Buffer.from(kept.data).equals(Buffer.from(picture(10).data))).toBe(true);
  const label = JSON.parse(
    readFileSync(path.join(dir, CURRENT_DIR, `${review.file}.json`), 'utf8'),
  );
  expect(label).toEqual(review);
});

test('without a label (another browser test) it keeps nothing', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'visual-review-'));
  dirs.push(dir);
  reviewComparator(dir)(picture(0), picture(0), { ...COMPARATOR_OPTIONS, createDiff: false });
  expect(existsSync(path.join(dir, CURRENT_DIR, `${review.file}.png`))).toBe(false);
});
