import type { video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVideos } from '../../../../test/content/videos';
import {
  buildTestApp,
  createUser,
  expectAuthRequired,
  insertVideoRow,
  type TestApp,
  type TestUser,
  UNKNOWN_ID,
} from '../../../../test/helpers';
import * as viewDaysMigration from '../../../platform/db/migrations/content/2026_11_29_0300_video_view_days';
import { INSIGHTS_DAYS } from './insights.repository';

type Insights = video.components['schemas']['VideoInsights'];

const DAY_MS = 86_400_000;
const utcDay = (offset: number) =>
  new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);

describe('GET /videos/{videoId}/insights', () => {
  let t: TestApp;
  let owner: TestUser;
  let ana: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    [owner, ana, ben] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
  });
  afterAll(() => t.close());

  const insights = async (user: TestUser, id: string) =>
    t.inject({ method: 'GET', url: `/api/video/videos/${id}/insights`, token: user.token });

  const watch = async (user: TestUser, id: string, fraction: number) => {
    const res = await t.inject({
      method: 'POST',
      url: `/api/video/videos/${id}/watch`,
      token: user.token,
      payload: { fraction },
    });
    expect(res.statusCode).toBe(200);
  };

  const act = async (user: TestUser, id: string, fields: Record<string, number>) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/video/updateVideo',
      token: user.token,
      payload: { videoUserId: owner.id, videoId: id, ...fields },
    });
    expect(res.statusCode).toBe(201);
  };

  it('counts every viewing as a view, each person once as a viewer, with the share per view', async () => {
    const [id = ''] = await insertVideos(t, owner.id, 1);
    // Ana watches half, then comes back and watches to the end; Ben watches a fifth.
    await watch(ana, id, 0.5);
    await watch(ana, id, 1);
    await watch(ben, id, 0.2);
    const res = await insights(owner, id);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: Insights }).data;
    expect(data).toMatchObject({ videoId: id, views: 3, viewers: 2 });
    // (50 % + 100 % + 20 %) / 3 views; one view of three reached the end (90 % or more).
    expect(data.watchShare).toBeCloseTo(170 / 300, 10);
    expect(data.completionRate).toBeCloseTo(1 / 3, 10);
    expect(data.days).toHaveLength(INSIGHTS_DAYS);
    expect(data.days.at(-1)).toEqual({ date: utcDay(0), views: 3 });
    expect(data.days[0]?.date).toBe(utcDay(INSIGHTS_DAYS - 1));
    expect(data.days.slice(0, -1).every((d) => d.views === 0)).toBe(true);
  });

  it('says likes, comments, shares and downloads as the video counts them', async () => {
    const [id = ''] = await insertVideos(t, owner.id, 1);
    await act(ana, id, { like: 1 });
    await act(ben, id, { like: 1 });
    await act(ben, id, { like: 0 });
    await act(ana, id, { share: 1 });
    await act(ana, id, { share: 1 }); // one person's share counts once
    await act(ben, id, { share: 1 });
    await act(ben, id, { downloads: 1 });
    for (const who of [ana, ana, ben]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/video/comment',
        token: who.token,
        payload: { videoId: id, videoUserId: owner.id, comment: 'nice' },
      });
      expect(res.statusCode).toBe(201);
    }
    const { data } = (await insights(owner, id)).json() as { data: Insights };
    expect(data).toMatchObject({
      views: 0,
      viewers: 0,
      watchShare: null,
      completionRate: null,
      likes: 1,
      comments: 3,
      shares: 2,
      downloads: 1,
    });
    expect(data.days.every((d) => d.views === 0)).toBe(true);
  });

  it('puts each day’s views on its day, and keeps older days in the totals only', async () => {
    const [id = ''] = await insertVideos(t, owner.id, 1);
    await t.db
      .insertInto('video_view_days')
      .values([
        { video_id: id, day: utcDay(3), views: 4, percent_sum: 400, completions: 4 },
        { video_id: id, day: utcDay(INSIGHTS_DAYS - 1), views: 2, percent_sum: 20, completions: 0 },
        { video_id: id, day: utcDay(INSIGHTS_DAYS), views: 2, percent_sum: 100, completions: 0 },
      ])
      .execute();
    await watch(ana, id, 1);
    const { data } = (await insights(owner, id)).json() as { data: Insights };
    expect(data.views).toBe(9);
    expect(data.watchShare).toBeCloseTo((400 + 20 + 100 + 100) / 100 / 9, 10);
    expect(data.completionRate).toBeCloseTo(5 / 9, 10);
    const byDate = Object.fromEntries(data.days.map((d) => [d.date, d.views]));
    expect(byDate[utcDay(0)]).toBe(1);
    expect(byDate[utcDay(3)]).toBe(4);
    expect(byDate[utcDay(INSIGHTS_DAYS - 1)]).toBe(2);
    expect(byDate[utcDay(INSIGHTS_DAYS)]).toBeUndefined();
    expect(data.days.reduce((n, d) => n + d.views, 0)).toBe(7);
  });

  it('answers its owner for a video nobody else sees yet (processing or hidden)', async () => {
    const processing = await insertVideoRow(t.db, owner.id, { caption: 'p', state: 'processing' });
    const hidden = await insertVideoRow(t.db, owner.id, { caption: 'h', hidden: true });
    for (const id of [processing, hidden]) {
      const res = await insights(owner, id);
      expect(res.statusCode).toBe(200);
      expect((res.json() as { data: Insights }).data.views).toBe(0);
    }
  });

  it('answers anyone else 404, as for a video that does not exist, and a signed-out caller 401', async () => {
    const [id = ''] = await insertVideos(t, owner.id, 1);
    const theirs = await insights(ana, id);
    const unknown = await insights(ana, UNKNOWN_ID);
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json()).toEqual({ code: 'video_not_found', message: 'Video not found.' });
    expect((await insights(owner, 'not-a-uuid')).statusCode).toBe(400);
    await expectAuthRequired(t, { method: 'GET', url: `/api/video/videos/${id}/insights` });
  });

  it('makes the reports kept before it one view each, on the day of the report', async () => {
    const [id = ''] = await insertVideos(t, owner.id, 1);
    const at = new Date(Date.now() - 2 * DAY_MS);
    await t.db
      .insertInto('video_watches')
      .values([
        { video_id: id, user_id: ana.id, percent: 100, watched_at: at },
        { video_id: id, user_id: ben.id, percent: 40, watched_at: at },
      ])
      .execute();
    await t.db.deleteFrom('video_view_days').execute();
    await viewDaysMigration.down(t.db);
    await viewDaysMigration.up(t.db);
    const { data } = (await insights(owner, id)).json() as { data: Insights };
    expect(data.views).toBe(2);
    expect(data.watchShare).toBeCloseTo(0.7, 10);
    expect(data.completionRate).toBe(0.5);
    expect(data.days.find((d) => d.date === utcDay(2))?.views).toBe(2);
  });
});
