import type { Profile, Video } from '@flick/api-types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  insertVideoRow,
  statementsOf,
  type TestApp,
  type TestUser,
} from '../../../../test/helpers';
import * as viewCountsMigration from '../../../platform/db/migrations/content/2026_11_30_0600_view_counts_and_saved_videos';

describe('view counts and the likes total', () => {
  let t: TestApp;
  let owner: TestUser;
  let ana: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    [owner, ana] = await Promise.all([createUser(t), createUser(t)]);
  });
  afterAll(() => t.close());

  const watch = async (user: TestUser, id: string, fraction: number) => {
    const res = await t.inject({
      method: 'POST',
      url: `/api/video/videos/${id}/watch`,
      token: user.token,
      payload: { fraction },
    });
    expect(res.statusCode).toBe(200);
  };
  const gridViews = async (user: TestUser) => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/video/user/videos/${owner.id}`,
      token: user.token,
    });
    return new Map(
      (res.json() as { data: { Items: Video[] } }).data.Items.map((v) => [v.id, v.views]),
    );
  };

  it('counts every viewing on the grid tile and the single-video read', async () => {
    const id = await insertVideoRow(t.db, owner.id, { caption: 'watched' });
    const quiet = await insertVideoRow(t.db, owner.id, { caption: 'not watched' });
    await watch(ana, id, 0.4);
    await watch(ana, id, 1);
    await watch(owner, id, 0.1);
    const views = await gridViews(ana);
    expect(views.get(id)).toBe(3);
    expect(views.get(quiet)).toBe(0);
    const one = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${id}`,
      token: ana.token,
    });
    expect((one.json() as { data: { Items: Video[] } }).data.Items[0]?.views).toBe(3);
  });

  it('starts from the day rows kept before it', async () => {
    const id = await insertVideoRow(t.db, owner.id, { caption: 'old views' });
    await t.db
      .insertInto('video_view_days')
      .values([
        { video_id: id, day: '2026-11-01', views: 4, percent_sum: 200, completions: 1 },
        { video_id: id, day: '2026-11-02', views: 3, percent_sum: 100, completions: 0 },
      ])
      .execute();
    await viewCountsMigration.down(t.db);
    await viewCountsMigration.up(t.db);
    expect((await gridViews(owner)).get(id)).toBe(7);
    // A watch does not move the video's head version (counters are not head fields, ADR 0076).
    const before = await sql<{
      v: number;
    }>`select head_version as v from videos where id = ${id}`.execute(t.db);
    await watch(ana, id, 0.5);
    const after = await sql<{
      v: number;
    }>`select head_version as v from videos where id = ${id}`.execute(t.db);
    expect(after.rows[0]?.v).toBe(before.rows[0]?.v);
    expect((await gridViews(owner)).get(id)).toBe(8);
  });

  it("carries views on Explore's browsing grid, moved by a watch report, and only there", async () => {
    const author = await createUser(t);
    // The three newest videos of the feed, c the newest.
    const at = Date.now() + 60_000;
    const [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map((caption, i) =>
        insertVideoRow(t.db, author.id, { caption, at: new Date(at + i * 1000) }),
      ),
    );
    await watch(ana, a as string, 1);
    await watch(ana, c as string, 0.5);
    await watch(owner, c as string, 0.2);
    type Page = { Items: Video[]; LastEvaluatedKey?: Record<string, string> };
    const page = async (query: string) => {
      const res = await t.inject({
        method: 'GET',
        url: `/api/video/videos?${query}`,
        token: ana.token,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: Page }).data;
    };
    const views = (p: Page) => p.Items.map((v) => [v.id, v.views]);

    // The first page (read, then reused from the shared first page) and a page after a cursor.
    const first = await page('pageSize=2&withViews=1');
    expect(views(first)).toEqual([
      [c, 2],
      [b, 0],
    ]);
    const key = new URLSearchParams(first.LastEvaluatedKey);
    const next = await page(`pageSize=2&withViews=1&${key}`);
    expect(views(next)[0]).toEqual([a, 1]);
    await watch(author, c as string, 1);
    await watch(ana, a as string, 0.3);
    expect(views(await page('pageSize=2&withViews=1'))[0]).toEqual([c, 3]);
    expect(views(await page(`pageSize=2&withViews=1&${key}`))[0]).toEqual([a, 2]);

    // The feeds' pages leave it out, and cost one statement less.
    const plain = await page(`pageSize=2&${key}`);
    expect(plain.Items.map((v) => v.id)).toEqual(next.Items.map((v) => v.id));
    expect(plain.Items.every((v) => !('views' in v))).toBe(true);
    const feed = await statementsOf(t.db, () => page(`pageSize=2&${key}`));
    const explore = await statementsOf(t.db, () => page(`pageSize=2&withViews=1&${key}`));
    expect(explore.statements.length).toBe(feed.statements.length + 1);

    const bad = await t.inject({
      method: 'GET',
      url: '/api/video/videos?pageSize=2&withViews=2',
      token: ana.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sums the likes of the listed videos on the profile', async () => {
    const author = await createUser(t);
    const a = await insertVideoRow(t.db, author.id, { caption: 'a' });
    const b = await insertVideoRow(t.db, author.id, { caption: 'b' });
    for (const [user, id] of [
      [ana, a],
      [owner, a],
      [ana, b],
    ] as const) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/video/updateVideo',
        token: user.token,
        payload: { videoUserId: author.id, videoId: id, like: 1 },
      });
      expect(res.statusCode).toBe(201);
    }
    const profile = await t.inject({
      method: 'GET',
      url: `/api/account/user/profile/${author.id}`,
      token: ana.token,
    });
    expect((profile.json() as { data: Profile }).data.totalLikes).toBe(3);
  });
});
