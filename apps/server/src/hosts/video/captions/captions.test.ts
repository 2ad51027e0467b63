import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Video } from '@flick/api-types';
import {
  CAPTIONS_NO_HEADER,
  CAPTIONS_NOT_TEXT,
  CAPTIONS_TOO_BIG,
  captionsTooDeep,
  MAX_CAPTIONS_BYTES,
} from '@flick/api-types/captions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVideos, shareVideo } from '../../../../test/content/videos';
import {
  buildTestApp,
  createUser,
  expectAuthRequired,
  type TestApp,
  type TestUser,
  UNKNOWN_ID,
} from '../../../../test/helpers';
import { mediaNameFromUrl } from '../../../platform/media/storage';

// docs/product.md#captions
let t: TestApp;
let maya: TestUser;
let leo: TestUser;
let video: Video;

beforeAll(async () => {
  t = await buildTestApp();
  maya = await createUser(t, { userName: 'maya_captions' });
  leo = await createUser(t, { userName: 'leo_captions' });
  // The 2-second fixture, processed: its length is known.
  video = await shareVideo(t, maya);
});
afterAll(async () => {
  await t.close();
});

const GOOD =
  'WEBVTT\n\n00:00.000 --> 00:01.000\n<v Maya>Hello <b>there</b><script>alert(1)</script></v>\n\n' +
  '00:01.000 --> 00:02.000\n<c.x>Second</c> &lt;img src=x onerror=alert(1)&gt;\n';

const putCaptions = (user: TestUser, videoId: string, body: string | Buffer) =>
  t.inject({
    method: 'PUT',
    url: `/api/video/videos/${videoId}/captions`,
    token: user.token,
    payload: body,
    headers: { 'content-type': 'text/vtt' },
  });

const readVideo = async (id: string, user: TestUser) => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/video/videos?videoId=${id}`,
    token: user.token,
  });
  return res.json().data.Items[0] as Video;
};

// The stored name of an address (a video not yet public has signed ones: `?access=…`).
const storedName = (url: string) => mediaNameFromUrl(url) as string;
const stored = (name: string) => existsSync(path.join(t.config.dataDir, 'media', name));

describe('PUT /videos/{videoId}/captions', () => {
  it('stores the sanitized file, serves it as text/vtt and names it on the video', async () => {
    const res = await putCaptions(maya, video.id, GOOD);
    expect(res.statusCode).toBe(200);
    const { captionsUrl } = res.json().data as { captionsUrl: string };
    expect(res.json().message).toBe('Captions saved.');
    expect(captionsUrl).toMatch(/^\/api\/upload\/media\/[0-9a-f]+\.vtt$/);

    // Everyone who sees the video gets the address.
    expect((await readVideo(video.id, leo)).captionsUrl).toBe(captionsUrl);

    const file = await t.app.inject({ method: 'GET', url: captionsUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/vtt/);
    expect(file.body).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<v Maya>Hello <b>there</b>alert(1)</v>\n\n' +
        '00:00:01.000 --> 00:00:02.000\nSecond &lt;img src=x onerror=alert(1)&gt;\n',
    );
    expect(file.body).not.toContain('<script');
    expect(file.body).not.toContain('<img');
  });

  it('replaces the file and deletes the one it replaced', async () => {
    const first = storedName((await readVideo(video.id, maya)).captionsUrl as string);
    expect(stored(first)).toBe(true);
    const res = await putCaptions(maya, video.id, 'WEBVTT\n\n00:00.500 --> 00:01.500\nAgain\n');
    expect(res.statusCode).toBe(200);
    const second = storedName(res.json().data.captionsUrl);
    expect(second).not.toBe(first);
    expect(stored(first)).toBe(false);
    expect(stored(second)).toBe(true);
  });

  it('refuses a file without the WEBVTT header', async () => {
    const res = await putCaptions(maya, video.id, '1\n00:00:00,000 --> 00:00:01,000\nHi\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'captions_no_header', message: CAPTIONS_NO_HEADER });
  });

  it('refuses a cue with a bad timing, naming its line', async () => {
    const res = await putCaptions(maya, video.id, 'WEBVTT\n\n00:01.500 --> 00:00.500\nBack\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'captions_line_invalid',
      message: 'Captions line 3: End timestamp is not greater than start timestamp.',
    });
  });

  it('refuses a cue that ends after the video, beyond the slack', async () => {
    const res = await putCaptions(maya, video.id, 'WEBVTT\n\n00:00.000 --> 00:09.000\nLate\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Captions line 3: the caption ends after the video/);
  });

  it('refuses 5,000 nested tags (15 KB) with 400 instead of overflowing the parser', async () => {
    const deep = `${'<b>'.repeat(5000)}x${'</b>'.repeat(5000)}`;
    const res = await putCaptions(maya, video.id, `WEBVTT\n\n00:00.000 --> 00:01.000\n${deep}\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'captions_line_invalid', message: captionsTooDeep(4) });
  });

  it('refuses bytes that are not UTF-8 text', async () => {
    const bytes = Buffer.concat([
      Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\n'),
      Buffer.from([0xff, 0xfe, 0x0a]),
    ]);
    const res = await putCaptions(maya, video.id, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'captions_not_text', message: CAPTIONS_NOT_TEXT });
  });

  it('refuses a file over the size cap with 413', async () => {
    const big = `WEBVTT\n\n00:00.000 --> 00:01.000\n${'a'.repeat(MAX_CAPTIONS_BYTES)}\n`;
    const res = await putCaptions(maya, video.id, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'captions_too_big', message: CAPTIONS_TOO_BIG });
  });

  it("refuses someone else's video (403) and an unknown one (404)", async () => {
    const other = await putCaptions(leo, video.id, GOOD);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      code: 'captions_not_yours',
      message: 'You can only change the captions of your own videos.',
    });
    const unknown = await putCaptions(maya, UNKNOWN_ID, GOOD);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'video_not_found', message: 'Video not found.' });
  });

  it('requires a session', async () => {
    await expectAuthRequired(t, {
      method: 'PUT',
      url: `/api/video/videos/${video.id}/captions`,
      payload: GOOD,
      headers: { 'content-type': 'text/vtt' },
    });
  });

  it('shows up in feed pages read before and after (cached heads are read again)', async () => {
    const ids = await insertVideos(t, maya.id, 4, { start: new Date(Date.now() - 7_200_000) });
    const newest = ids[3] as string;
    const target = ids[1] as string;
    const pageAfter = async () => {
      const at = await t.db
        .selectFrom('videos')
        .select('created_at')
        .where('id', '=', newest)
        .executeTakeFirstOrThrow();
      const res = await t.inject({
        method: 'GET',
        url: `/api/video/videos?pageSize=5&id=${newest}&createdAt=${at.created_at.toISOString()}`,
        token: leo.token,
      });
      return (res.json().data.Items as Video[]).find((v) => v.id === target);
    };
    expect((await pageAfter())?.captionsUrl).toBeUndefined();
    const res = await putCaptions(maya, target, 'WEBVTT\n\n00:00.000 --> 00:01.000\nFeed\n');
    expect(res.statusCode).toBe(200);
    expect((await pageAfter())?.captionsUrl).toBe(res.json().data.captionsUrl);
  });

  it('shows up in the first feed page (reused for a second), For you and Following', async () => {
    const [target] = (await insertVideos(t, maya.id, 1, { start: new Date() })) as [string];
    await t.db
      .insertInto('follows')
      .values({ follower_id: leo.id, followee_id: maya.id })
      .execute();
    const find = async (url: string) => {
      const res = await t.inject({ method: 'GET', url, token: leo.token });
      expect(res.statusCode).toBe(200);
      return (res.json().data.Items as Video[]).find((v) => v.id === target);
    };
    const feeds = [
      '/api/video/videos?pageSize=100',
      '/api/video/feed/for-you?pageSize=100',
      '/api/video/feed/following?pageSize=100',
    ];
    // Read once before: the first page is now cached without captions.
    for (const url of feeds) expect((await find(url))?.captionsUrl, url).toBeUndefined();
    const res = await putCaptions(maya, target, 'WEBVTT\n\n00:00.000 --> 00:01.000\nFirst\n');
    expect(res.statusCode).toBe(200);
    for (const url of feeds) {
      expect((await find(url))?.captionsUrl, url).toBe(res.json().data.captionsUrl);
    }
    await t.db.deleteFrom('follows').where('follower_id', '=', leo.id).execute();
  });
});

describe('DELETE /videos/{videoId}/captions', () => {
  it('removes the captions and their file', async () => {
    const shared = await shareVideo(t, maya, {}, { wait: false });
    const put = await putCaptions(maya, shared.id, 'WEBVTT\n\n00:00.000 --> 00:01.000\nBye\n');
    const name = storedName(put.json().data.captionsUrl);
    const other = await t.inject({
      method: 'DELETE',
      url: `/api/video/videos/${shared.id}/captions`,
      token: leo.token,
    });
    // Still processing: only its owner sees it yet.
    expect(other.statusCode).toBe(404);
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/video/videos/${shared.id}/captions`,
      token: maya.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Captions removed.' });
    expect((await readVideo(shared.id, maya)).captionsUrl).toBeUndefined();
    expect(stored(name)).toBe(false);
  });
});

describe('captions go with their video', () => {
  it('deleting the video deletes the captions file', async () => {
    const shared = await shareVideo(t, maya, {}, { wait: false });
    const put = await putCaptions(maya, shared.id, 'WEBVTT\n\n00:00.000 --> 00:01.000\nGone\n');
    const name = storedName(put.json().data.captionsUrl);
    expect(stored(name)).toBe(true);
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/video/videos/${shared.id}`,
      token: maya.token,
    });
    expect(res.statusCode).toBe(200);
    expect(stored(name)).toBe(false);
  });

  it('deleting the account deletes the captions file', async () => {
    const sam = await createUser(t, { userName: 'sam_captions' });
    const shared = await shareVideo(t, sam, {}, { wait: false });
    const put = await putCaptions(sam, shared.id, 'WEBVTT\n\n00:00.000 --> 00:01.000\nSam\n');
    const name = storedName(put.json().data.captionsUrl);
    const res = await t.inject({
      method: 'DELETE',
      url: '/api/account/me',
      token: sam.token,
      payload: { currentPassword: sam.password },
    });
    expect(res.statusCode).toBe(200);
    expect(stored(name)).toBe(false);
  });
});
