import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** One row of the final table: what was checked and how many defects were found. */
export interface FigureRow {
  engine: string;
  part: string;
  check: string;
  /** Individual checks made (requests judged, counters compared, pages inspected, …). */
  checks: number;
  defects: number;
  /** Short free text: the seed, a figure, the first defects. */
  note: string;
}

/** The database engine of this run. */
export const ENGINE = process.env.DATABASE_URL ? 'postgresql' : 'pglite';

/** Collects defects of one check and writes its row for the table. */
export class Tally {
  checks = 0;
  readonly defects: string[] = [];
  note = '';
  constructor(
    readonly part: string,
    readonly check: string,
  ) {}

  /** Counts one check; records `defect` when `ok` is false. */
  expect(ok: boolean, defect: () => string): void {
    this.checks += 1;
    if (!ok) this.defects.push(defect());
  }

  /** Writes the row (call once at the end of the check, before asserting). */
  write(): void {
    const row: FigureRow = {
      engine: ENGINE,
      part: this.part,
      check: this.check,
      checks: this.checks,
      defects: this.defects.length,
      note: this.note,
    };
    const file = `${ENGINE}-${this.part}-${this.check}`.replace(/[^A-Za-z0-9_-]+/g, '_');
    writeFileSync(path.join(inject('securityFiguresDir'), `${file}.json`), JSON.stringify(row));
  }

  /** The failure message: each kind of defect (text before ' ← ') with its count and first example. */
  report(): string {
    const kinds = new Map<string, { count: number; example: string }>();
    for (const d of this.defects) {
      const key = (d.split(' ← ')[0] ?? d)
        .replace(/(error body is not \{ code, message \}): .*/, '$1')
        .slice(0, 160);
      const kind = kinds.get(key);
      if (kind) kind.count += 1;
      else kinds.set(key, { count: 1, example: d.slice(0, 300) });
    }
    const lines = [...kinds.values()].slice(0, 60).map((k) => `${k.count} × ${k.example}`);
    if (kinds.size > 60) lines.push(`… and ${kinds.size - 60} more kinds`);
    return `${this.part} / ${this.check}: ${this.defects.length} defect(s) in ${this.checks} checks\n${lines.join('\n')}`;
  }
}

/** Reads every row written to `dir`. */
export function readFigures(dir: string): FigureRow[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as FigureRow)
    .sort((a, b) =>
      `${a.engine}${a.part}${a.check}`.localeCompare(`${b.engine}${b.part}${b.check}`),
    );
}

/** The rows as a fixed-width text table. */
export function formatFigures(rows: FigureRow[]): string {
  const head = ['engine', 'part', 'check', 'checks', 'defects', 'note'];
  const body = rows.map((r) => [
    r.engine,
    r.part,
    r.check,
    String(r.checks),
    String(r.defects),
    r.note,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 3 || i === 4 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join(' │ ');
  const totalChecks = rows.reduce((n, r) => n + r.checks, 0);
  const totalDefects = rows.reduce((n, r) => n + r.defects, 0);
  return [
    line(head),
    widths.map((w) => '─'.repeat(w)).join('─┼─'),
    ...body.map(line),
    widths.map((w) => '─'.repeat(w)).join('─┼─'),
    `total: ${totalChecks} checks, ${totalDefects} defects`,
  ].join('\n');
}

export function printFigures(dir: string): void {
  console.log(`\nSecurity run figures\n${formatFigures(readFigures(dir))}\n`);
}
