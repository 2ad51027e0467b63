import type { video } from '@flick/api-types';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/database';

export type VideoInsights = video.components['schemas']['VideoInsights'];

/** The chart's days: the last 28 UTC days, today included (docs/product.md#insights). */
export const INSIGHTS_DAYS = 28;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the UTC day `offset` days before `today`'s. */
const utcDay = (today: Date, offset: number) =>
  new Date(today.getTime() - offset * DAY_MS).toISOString().slice(0, 10);

interface InsightsRow {
  watchers: number;
  likes: number;
  comments: number;
  shares: number;
  downloads: number;
  views: string;
  percent_sum: string;
  completions: string;
  days: { day: string; views: number }[] | null;
}

/**
 * One of `ownerId`'s videos' figures, or undefined when the video does not exist or is
 * someone else's (the caller's 404: existence is not revealed). One statement that reads the
 * video by its key and its day rows by theirs (`video_view_days`, ADR 0102): its cost grows
 * with the days the video was viewed on, never with its viewings nor with other videos.
 * Views, watch share and completion rate are per viewing; viewers, shares and downloads
 * count each person once (the video's counters).
 */
export async function videoInsights(
  db: Kysely<Database>,
  videoId: string,
  ownerId: string,
  now = new Date(),
): Promise<VideoInsights | undefined> {
  const first = utcDay(now, INSIGHTS_DAYS - 1);
  const { rows } = await sql<InsightsRow>`
    SELECT v.watchers, v.likes, v.comments, v.shares, v.downloads,
           coalesce(t.views, 0)::text AS views,
           coalesce(t.percent_sum, 0)::text AS percent_sum,
           coalesce(t.completions, 0)::text AS completions,
           (SELECT json_agg(json_build_object('day', d.day, 'views', d.views))
              FROM video_view_days d
              WHERE d.video_id = v.id AND d.day >= ${first}::date) AS days
    FROM videos v
    LEFT JOIN LATERAL (
      SELECT sum(views) AS views, sum(percent_sum) AS percent_sum, sum(completions) AS completions
      FROM video_view_days WHERE video_id = v.id
    ) t ON true
    WHERE v.id = ${videoId}::uuid AND v.user_id = ${ownerId}::uuid
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const views = Number(row.views);
  const byDay = new Map((row.days ?? []).map((d) => [d.day, d.views]));
  return {
    videoId,
    views,
    viewers: row.watchers,
    watchShare: views === 0 ? null : Number(row.percent_sum) / 100 / views,
    completionRate: views === 0 ? null : Number(row.completions) / views,
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    downloads: row.downloads,
    days: Array.from({ length: INSIGHTS_DAYS }, (_, i) => {
      const date = utcDay(now, INSIGHTS_DAYS - 1 - i);
      return { date, views: byDay.get(date) ?? 0 };
    }),
  };
}
