import type { Profile, Video } from '@flick/api-types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  insertVideoRow,
  type TestApp,
  type TestUser,
} from '../../../../test/helpers';
import * as viewCountsMigration from '../../../db/migrations/content/2026_11_30_0600_view_counts_and_saved_videos';

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
