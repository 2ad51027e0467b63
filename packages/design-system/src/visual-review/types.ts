// What the review report knows of one story snapshot (ADR 0132).
import type { ReviewLabel } from './compare';

/** Changed stories first, then new ones, then baselines this run did not render, then the rest. */
export const STATUSES = ['changed', 'new', 'missing', 'unchanged'] as const;
export type Status = (typeof STATUSES)[number];

export interface ReviewEntry {
  /** The screenshot's name (the baseline is `<file>-chromium-linux.png`). */
  file: string;
  /** The story's names, as the visual test gave them; null for a baseline it did not render. */
  label: ReviewLabel | null;
  status: Status;
  /** Pixels beyond pixelmatch's threshold, and their share of the picture (null: sizes differ). */
  mismatchedPixels: number | null;
  ratio: number | null;
  baselineSize: { width: number; height: number } | null;
  currentSize: { width: number; height: number } | null;
  /** Pictures inside the report directory, relative to its index.html. */
  images: { baseline?: string; current?: string; diff?: string };
  /** Where the baseline lives in the repository. */
  baselinePath: string;
}
