// The one comparison of a story's screenshot with its baseline, used by the visual test
// (registered as the `flick-pixelmatch` comparator in vitest.config.ts) and by the review
// report (`pnpm visual:review`), so both call the same pixels changed. It is Vitest's own
// `pixelmatch` comparator (pixelmatch's algorithm as @blazediff/core implements it, with
// Vitest's defaults), plus one thing: with VISUAL_REVIEW_DIR set, every render the test
// compares is also written there, with its story's names, for the report (ADR 0132).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { diff } from '@blazediff/core';
import { PNG } from 'pngjs';

/** The comparator's name in the visual project's `toMatchScreenshot` settings. */
export const VISUAL_COMPARATOR = 'flick-pixelmatch';

/** pixelmatch ignores anti-aliased pixels; a sliver more (0.1 % of the picture) may differ. */
export const COMPARATOR_OPTIONS = { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 } as const;

/** Where a render is captured for the review: the baseline's name and the story's names. */
export interface ReviewLabel {
  /** The screenshot's name: the baseline is `<file>-chromium-linux.png`. */
  file: string;
  /** The stories file's `title`, e.g. `Flick/CommentList`. */
  title: string;
  /** The story's display name, e.g. `Pending Like`. */
  story: string;
  theme: 'light' | 'dark';
  /** The test's own name in its `describe(title)`, e.g. `PendingLike (dark)`. */
  test: string;
}

export interface ComparatorOptions {
  threshold?: number;
  allowedMismatchedPixelRatio?: number;
  /** Set by the visual test on every call; used only when VISUAL_REVIEW_DIR is set. */
  review?: ReviewLabel;
}

declare module 'vitest/browser' {
  interface ScreenshotComparatorRegistry {
    [VISUAL_COMPARATOR]: ComparatorOptions;
  }
}

type Pixels = Buffer | Uint8Array | Uint8ClampedArray;
export interface Picture {
  metadata: { width: number; height: number };
  data: Pixels;
}

export interface Comparison {
  pass: boolean;
  /** Pixels that differ beyond the threshold (anti-aliasing not counted); null when sizes differ. */
  mismatchedPixels: number | null;
  /** The share of the picture that differs, 0 to 1; null when sizes differ. */
  ratio: number | null;
  /** pixelmatch's picture: differing pixels red, anti-aliasing yellow, the rest faded. */
  diff: Uint8Array | null;
  message: string | null;
}

/** Compares a render with its baseline exactly as the visual test does. */
export function comparePictures(
  reference: Picture,
  actual: Picture,
  { createDiff, ...options }: ComparatorOptions & { createDiff: boolean },
): Comparison {
  const { width, height } = reference.metadata;
  if (actual.metadata.width !== width || actual.metadata.height !== height) {
    return {
      pass: false,
      mismatchedPixels: null,
      ratio: null,
      diff: null,
      message: `Expected image dimensions to be ${width}×${height}px, but received ${actual.metadata.width}×${actual.metadata.height}px.`,
    };
  }
  const { threshold, allowedMismatchedPixelRatio } = { ...COMPARATOR_OPTIONS, ...options };
  const output = createDiff ? new Uint8Array(reference.data.length) : undefined;
  const mismatchedPixels = diff(reference.data, actual.data, output, width, height, {
    threshold,
    includeAA: false,
    alpha: 0.1,
    aaColor: [255, 255, 0],
    diffColor: [255, 0, 0],
  });
  const area = width * height;
  const pass = mismatchedPixels <= allowedMismatchedPixelRatio * area;
  return {
    pass,
    mismatchedPixels,
    ratio: mismatchedPixels / area,
    diff: output ?? null,
    message: pass
      ? null
      : `${mismatchedPixels} pixels (ratio ${(Math.ceil((mismatchedPixels / area) * 100) / 100).toFixed(2)}) differ.`,
  };
}

/** Where the visual test leaves its renders for the report, inside the review directory. */
export const CURRENT_DIR = 'current';

/**
 * The visual project's comparator. With `reviewDir`, each call also writes the newer of its two
 * pictures (the render being checked) and its label; the last call for a story is the test's
 * verdict on its final render, so what stays is the render the test compared.
 */
export function reviewComparator(reviewDir: string | undefined) {
  const dir = reviewDir ? path.join(path.resolve(reviewDir), CURRENT_DIR) : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  return (
    reference: Picture,
    actual: Picture,
    { review, ...options }: ComparatorOptions & { createDiff: boolean },
  ) => {
    const { pass, diff, message } = comparePictures(reference, actual, options);
    if (dir && review) {
      const png = new PNG({ width: actual.metadata.width, height: actual.metadata.height });
      png.data = Buffer.from(actual.data.buffer, actual.data.byteOffset, actual.data.byteLength);
      writeFileSync(path.join(dir, `${review.file}.png`), PNG.sync.write(png));
      writeFileSync(path.join(dir, `${review.file}.json`), JSON.stringify(review));
    }
    return { pass, diff, message };
  };
}
