import { useId } from 'react';
import { gridTexts } from '../../i18n/en/grid';
import { formatNumber, formatPercent } from '../../i18n/format';
import { useLocale, useTexts } from '../../i18n/MessagesProvider';
import { formatDay } from '../../i18n/time';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { EmptyState } from '../EmptyState';
import * as styles from './InsightsPanel.css';

/** One day of the chart: its date (`YYYY-MM-DD`, a UTC day) and its views. */
export interface InsightsDay {
  date: string;
  views: number;
}

/** A video's figures, as its owner sees them. */
export interface InsightsFigures {
  views: number;
  viewers: number;
  /** The average share of the video a view reached, 0–1; null before any view. */
  watchShare: number | null;
  /** The share of views watched to the end, 0–1; null before any view. */
  completionRate: number | null;
  likes: number;
  comments: number;
  shares: number;
  downloads: number;
}

export interface InsightsPanelProps {
  figures: InsightsFigures;
  /** Views per day, oldest first: one bar each. */
  days: InsightsDay[];
  /** Shown instead of the chart while `figures.views` is 0. Defaults to `No views yet`. */
  noViewsText?: string;
  className?: string;
}

/** A share in whole percent, or a dash before any view. */
const percent = (share: number | null, locale: string) =>
  share === null ? '–' : formatPercent(share, locale);

const BAR = 8;
const GAP = 2;
const HEIGHT = 64;

/**
 * Views per day as bars, scaled to the busiest day. The bars are for the eye; the same
 * values are a table for screen readers, so the SVG itself is hidden from them.
 */
function DaysChart({ days }: { days: InsightsDay[] }) {
  const captionId = useId();
  const t = useTexts(gridTexts);
  const locale = useLocale();
  const dayLabel = (date: string) => formatDay(date, locale);
  const peak = Math.max(1, ...days.map((d) => d.views));
  const width = Math.max(1, days.length * (BAR + GAP) - GAP);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.chartCaption}>
        {t.viewsPerDay(days.length)}
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${HEIGHT + 1}`}
        aria-hidden="true"
        focusable="false"
      >
        {days.map((d, i) => {
          const h = d.views === 0 ? 0 : Math.max(2, (d.views / peak) * HEIGHT);
          return (
            <rect
              key={d.date}
              className={styles.bar}
              x={i * (BAR + GAP)}
              y={HEIGHT - h}
              width={BAR}
              height={h}
              rx={1}
            >
              <title>{t.dayViews(dayLabel(d.date), d.views, formatNumber(d.views, locale))}</title>
            </rect>
          );
        })}
        <line className={styles.baseline} x1={0} x2={width} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} />
      </svg>
      {first && last ? (
        <div className={styles.axis} aria-hidden="true">
          <span>{dayLabel(first.date)}</span>
          <span>{dayLabel(last.date)}</span>
        </div>
      ) : null}
      <VisuallyHidden asChild>
        <table>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.views}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{dayLabel(d.date)}</th>
                <td>{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}

/**
 * A video's insights for its owner: views, unique viewers, average watch share, completion
 * rate, likes, comments, shares and downloads as a list of terms, then the views per day as
 * a small bar chart (its values also a table for screen readers), or `noViewsText` before
 * any view.
 */
export function InsightsPanel({ figures, days, noViewsText, className }: InsightsPanelProps) {
  const t = useTexts(gridTexts);
  const locale = useLocale();
  const names = t.insightNames;
  const count = (n: number) => formatNumber(n, locale);
  const shown: [string, string][] = [
    [names.views, count(figures.views)],
    [names.viewers, count(figures.viewers)],
    [names.watchShare, percent(figures.watchShare, locale)],
    [names.completionRate, percent(figures.completionRate, locale)],
    [names.likes, count(figures.likes)],
    [names.comments, count(figures.comments)],
    [names.shares, count(figures.shares)],
    [names.downloads, count(figures.downloads)],
  ];
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <dl className={styles.figures}>
        {shown.map(([name, value]) => (
          <div key={name} className={styles.figure}>
            <dt className={styles.figureName}>{name}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {figures.views === 0 ? (
        <EmptyState title={noViewsText ?? t.noViews} />
      ) : (
        <DaysChart days={days} />
      )}
    </div>
  );
}
