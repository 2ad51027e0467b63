// Assembles the visual review report (`pnpm visual:review`, ADR 0132): every story's baseline
// from `src/__screenshots__`, the render the last visual run compared with it (left in
// `<review dir>/current` by the `flick-pixelmatch` comparator), and pixelmatch's diff of the
// two, as a static page with its pictures beside it. It reads the baselines and never writes
// them.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { COMPARATOR_OPTIONS, CURRENT_DIR, comparePictures, type ReviewLabel } from './compare';
import { renderReport } from './template';
import { type ReviewEntry, STATUSES, type Status } from './types';

/** A baseline's name: the screenshot's name, the browser and the platform (Vitest's default). */
export const BASELINE_SUFFIX = '-chromium-linux.png';

export interface ReportOptions {
  /** The visual test's baselines (`src/__screenshots__/visual.browser.test.tsx`). */
  baselineDir: string;
  /** The report's directory; its `current/` holds the run's renders. */
  reviewDir: string;
  /** The baselines' folder as the report names it (relative to the repository). */
  baselineDirLabel: string;
  /** How the renders were made, for the page's header. */
  source: string;
  /**
   * Whether baselines without a render are listed ("not rendered"): true after a full run;
   * false after a run narrowed with `-t`, whose other stories were not meant to render.
   */
  listUnrendered?: boolean;
}

export interface Report {
  entries: ReviewEntry[];
  counts: Record<Status, number>;
  indexPath: string;
}

const FAST_PNG = { deflateLevel: 1, filterType: 1 } as const;

function readPicture(file: string) {
  const png = PNG.sync.read(readFileSync(file));
  return { metadata: { width: png.width, height: png.height }, data: png.data };
}

function readLabels(currentDir: string): Map<string, ReviewLabel> {
  const labels = new Map<string, ReviewLabel>();
  if (!existsSync(currentDir)) return labels;
  for (const name of readdirSync(currentDir)) {
    if (!name.endsWith('.json')) continue;
    const label = JSON.parse(readFileSync(path.join(currentDir, name), 'utf8')) as ReviewLabel;
    if (existsSync(path.join(currentDir, `${label.file}.png`))) labels.set(label.file, label);
  }
  return labels;
}

/** The order of the page: by status, the most changed first, then by name. */
export function byReviewOrder(a: ReviewEntry, b: ReviewEntry): number {
  const status = STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status);
  if (status !== 0) return status;
  if (a.status === 'changed') {
    const change = (b.ratio ?? Number.POSITIVE_INFINITY) - (a.ratio ?? Number.POSITIVE_INFINITY);
    if (change !== 0 && !Number.isNaN(change)) return change;
  }
  return a.file.localeCompare(b.file);
}

/** Reads the baselines and the last run's renders, writes `index.html` with its pictures. */
export function buildReport(options: ReportOptions): Report {
  const reviewDir = path.resolve(options.reviewDir);
  const currentDir = path.join(reviewDir, CURRENT_DIR);
  // Earlier reports' pictures and page go; the run's renders stay (they are the input).
  for (const stale of ['baseline', 'diff', 'index.html']) {
    rmSync(path.join(reviewDir, stale), { recursive: true, force: true });
  }
  mkdirSync(path.join(reviewDir, 'baseline'), { recursive: true });
  mkdirSync(path.join(reviewDir, 'diff'), { recursive: true });

  const labels = readLabels(currentDir);
  const baselines = new Set(
    existsSync(options.baselineDir)
      ? readdirSync(options.baselineDir)
          .filter((name) => name.endsWith(BASELINE_SUFFIX))
          .map((name) => name.slice(0, -BASELINE_SUFFIX.length))
      : [],
  );
  const listUnrendered = options.listUnrendered ?? true;
  const files = new Set([...(listUnrendered ? baselines : []), ...labels.keys()]);
  const entries: ReviewEntry[] = [];
  for (const file of files) {
    const label = labels.get(file) ?? null;
    const baselineFile = path.join(options.baselineDir, `${file}${BASELINE_SUFFIX}`);
    const entry: ReviewEntry = {
      file,
      label,
      status: 'unchanged',
      mismatchedPixels: null,
      ratio: null,
      baselineSize: null,
      currentSize: null,
      images: {},
      baselinePath: `${options.baselineDirLabel}/${file}${BASELINE_SUFFIX}`,
    };
    const current = label ? readPicture(path.join(currentDir, `${file}.png`)) : null;
    const baseline = baselines.has(file) ? readPicture(baselineFile) : null;
    if (current) {
      entry.currentSize = current.metadata;
      entry.images.current = `${CURRENT_DIR}/${file}.png`;
    }
    if (baseline) entry.baselineSize = baseline.metadata;
    if (current && baseline) {
      const result = comparePictures(baseline, current, {
        ...COMPARATOR_OPTIONS,
        createDiff: true,
      });
      entry.mismatchedPixels = result.mismatchedPixels;
      entry.ratio = result.ratio;
      entry.status = result.pass ? 'unchanged' : 'changed';
      if (!result.pass && result.diff) {
        const png = new PNG(baseline.metadata);
        png.data = Buffer.from(result.diff);
        writeFileSync(path.join(reviewDir, 'diff', `${file}.png`), PNG.sync.write(png, FAST_PNG));
        entry.images.diff = `diff/${file}.png`;
      }
    } else {
      entry.status = current ? 'new' : 'missing';
    }
    // Baselines are copied only where the page shows them: an unchanged render is its baseline.
    if (baseline && entry.status !== 'unchanged') {
      copyFileSync(baselineFile, path.join(reviewDir, 'baseline', `${file}.png`));
      entry.images.baseline = `baseline/${file}.png`;
    }
    entries.push(entry);
  }
  entries.sort(byReviewOrder);
  const counts = Object.fromEntries(
    STATUSES.map((status) => [status, entries.filter((e) => e.status === status).length]),
  ) as Record<Status, number>;
  const indexPath = path.join(reviewDir, 'index.html');
  writeFileSync(
    indexPath,
    renderReport({
      entries,
      counts,
      source: listUnrendered
        ? options.source
        : `${options.source} · only the stories this run rendered (a narrowed run)`,
      baselineDirLabel: options.baselineDirLabel,
    }),
  );
  return { entries, counts, indexPath };
}
