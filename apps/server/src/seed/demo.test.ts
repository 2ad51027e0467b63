import path from 'node:path';
import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { LocalMediaStorage } from '../platform/media/index';
import { demoEmail, seedIfEmpty } from './demo';
import { DEMO_PASSWORD, DEMO_USERS } from './demoData';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await buildTestApp();
  // The same folder the hosts serve from (DATA_DIR/media).
  const storage = new LocalMediaStorage(path.join(t.config.dataDir, 'media'));
  expect(await seedIfEmpty(t.db, storage, { info: () => {} })).toBe(true);
  expect(await seedIfEmpty(t.db, storage, { info: () => {} })).toBe(false);
  const login = await t.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email_phone: demoEmail(DEMO_USERS[0] ?? { userName: '' }), password: DEMO_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  token = login.json().data.token;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('seedIfEmpty', () => {
  it('fills the feed with playable demo videos from a dozen people', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/video/videos?pageSize=19', token });
    const page = first.json().data as { Items: Video[]; LastEvaluatedKey?: unknown };
    expect(page.Items).toHaveLength(19);
    expect(page.LastEvaluatedKey).toBeDefined();
    const owners = await t.db.selectFrom('users').select('id').execute();
    expect(owners).toHaveLength(12);
    const video = page.Items[0] as Video;
    const media = await t.inject({
      method: 'GET',
      url: video.iosUrl,
      headers: { range: 'bytes=0-1023' },
    });
    expect(media.statusCode).toBe(206);
    expect(media.headers['content-type']).toBe('video/mp4');
    const thumb = await t.inject({ method: 'GET', url: video.thumbUrl });
    expect(thumb.headers['content-type']).toBe('image/jpeg');
  });

  it('gives every user an avatar and makes hashtags, comments and follows', async () => {
    const users = await t.db.selectFrom('users').select('profile_picture').execute();
    expect(users.every((u) => u.profile_picture?.startsWith('/api/upload/media/'))).toBe(true);
    const sunset = await t.inject({ method: 'GET', url: '/api/discovery/hashtag/sunset', token });
    expect(sunset.json().data.hashTag.videoCount).toBeGreaterThan(2);
    const comments = await t.db.selectFrom('comments').select('id').execute();
    expect(comments.length).toBeGreaterThan(20);
    const totals = await t.db.selectFrom('videos').select(['likes', 'comments']).execute();
    expect(totals.some((v) => v.likes > 0 && v.comments > 0)).toBe(true);
    const search = await t.inject({
      method: 'GET',
      url: '/api/discovery/discovery?search=maya',
      token,
    });
    expect(search.json().data.users[0].userName).toBe('maya.travels');
  });
});
