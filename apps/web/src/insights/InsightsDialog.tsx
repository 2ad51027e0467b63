import {
  Button,
  Dialog,
  EmptyState,
  pluralCount,
  Spinner,
  VisuallyHidden,
} from '@flick/design-system';
import type { InsightsDay, InsightsStore } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import * as styles from './InsightsDialog.css';
import { INSIGHTS, NO_VIEWS } from './insightsTexts';

/** `Nov 3`: a chart day (its UTC date, as the server counts days). */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A share in whole percent, or a dash before any view. */
const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

const count = (n: number) => n.toLocaleString('en-US');

const BAR = 8;
const GAP = 2;
const HEIGHT = 64;

/**
 * Views per day as bars (drawn for the eye; the same values are a table for screen readers,
 * so the SVG itself is hidden from them).
 */
function DaysChart({ days, peak }: { days: InsightsDay[]; peak: number }) {
  const captionId = useId();
  const width = days.length * (BAR + GAP) - GAP;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.chartCaption}>
        Views per day, last {days.length} days
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
              <title>{`${dayLabel(d.date)}: ${pluralCount(d.views, 'view', 'views')}`}</title>
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
              <th scope="col">Day</th>
              <th scope="col">Views</th>
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
 * The owner's insights on one of their videos (docs/product.md#insights): views, unique
 * viewers, average watch share, completion rate, likes, comments, shares and downloads, and
 * the views of the last 28 days as a small chart. Loaded only when an owner opens it.
 */
const InsightsDialog = observer(function InsightsDialog({
  insights,
  onClose,
}: {
  insights: InsightsStore;
  onClose: () => void;
}) {
  const data = insights.insights;
  const videoId = insights.videoId;
  return (
    <Dialog
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={INSIGHTS}
    >
      <div className={styles.body} aria-busy={insights.loading}>
        {data ? (
          <>
            <dl className={styles.figures}>
              {(
                [
                  ['Views', count(data.views)],
                  ['Unique viewers', count(data.viewers)],
                  ['Average watched', percent(data.watchShare)],
                  ['Watched to the end', percent(data.completionRate)],
                  ['Likes', count(data.likes)],
                  ['Comments', count(data.comments)],
                  ['Shares', count(data.shares)],
                  ['Downloads', count(data.downloads)],
                ] as const
              ).map(([name, value]) => (
                <div key={name} className={styles.figure}>
                  <dt className={styles.figureName}>{name}</dt>
                  <dd className={styles.figureValue}>{value}</dd>
                </div>
              ))}
            </dl>
            {insights.empty ? (
              <EmptyState title={NO_VIEWS} />
            ) : (
              <DaysChart days={data.days} peak={insights.peakDayViews} />
            )}
          </>
        ) : insights.error ? (
          <EmptyState
            tone="error"
            title={insights.error}
            action={
              videoId ? (
                <Button variant="secondary" onClick={() => void insights.load(videoId)}>
                  Try again
                </Button>
              ) : null
            }
          />
        ) : (
          <div className={styles.centred}>
            <Spinner label="Loading insights" />
          </div>
        )}
      </div>
    </Dialog>
  );
});

export default InsightsDialog;
