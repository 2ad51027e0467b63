import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Video } from '@flick/api-types';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threeColourClip } from '../../../../test/content/mediaFixtures';
import { shareVideo } from '../../../../test/content/videos';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../../test/helpers';
import { mediaNameFromUrl } from '../../../platform/media/storage';
import { sweepUnattachedUploads } from '../../../processing/leftovers';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let dir: string;
let clip: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'flick-cover-'));
  // One second red, one green, one blue: the frame at a second tells which second it is.
  clip = threeColourClip(path.join(dir, 'three-colours.mp4'));
  t = await buildTestApp();
  owner = await createUser(t);
  stranger = await createUser(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const edit = (user: TestUser, video: Video, fields: Record<string, unknown>) =>
  t.inject({
    method: 'POST',
    url: '/api/video/updateVideo',
    token: user.token,
    payload: { videoId: video.id, videoUserId: video.userId, ...fields },
  });

/** The strongest channel of a served poster's mean colour: 0 red, 1 green, 2 blue. */
async function colourAt(url: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const { channels } = await sharp(res.rawPayload).stats();
  const means = channels.slice(0, 3).map((channel) => channel.mean);
  return means.indexOf(Math.max(...means));
}

const names = (video: Video) =>
  [video.thumbUrl, video.thumbUrlCompress].map((url) => mediaNameFromUrl(url) ?? '');

async function unattached(): Promise<string[]> {
  const rows = await t.db
    .selectFrom('uploads')
    .select('name')
    .where('user_id', '=', owner.id)
    .where('attached_at', 'is', null)
    .execute();
  return rows.map((row) => row.name);
}

describe('the cover picked after processing (POST /updateVideo with coverSeconds)', () => {
  it('cuts a new poster at the chosen second under a new address; the old one is let go', async () => {
    const video = await shareVideo(
      t,
      owner,
      {},
      { clip: { data: readFileSync(clip), filename: 'three-colours.mp4' } },
    );
    expect(video.state).toBe('ready');
    // The usual frame: the middle of a 3 s clip, green.
    expect(await colourAt(video.thumbUrl)).toBe(1);

    const red = await edit(owner, video, { coverSeconds: 0.4 });
    expect(red.statusCode).toBe(201);
    expect(red.json().message).toBe('Video updated.');
    const redVideo = red.json().data.video as Video;
    expect(redVideo.thumbUrl).not.toBe(video.thumbUrl);
    expect(redVideo.thumbUrlCompress).not.toBe(video.thumbUrlCompress);
    expect(await colourAt(redVideo.thumbUrl)).toBe(0);
    expect(await colourAt(redVideo.thumbUrlCompress)).toBe(0);
    expect(await unattached()).toEqual(expect.arrayContaining(names(video)));

    const blue = await edit(owner, video, { coverSeconds: 2.6 });
    expect(blue.statusCode).toBe(201);
    const blueVideo = blue.json().data.video as Video;
    expect(blueVideo.thumbUrl).not.toBe(redVideo.thumbUrl);
    expect(await colourAt(blueVideo.thumbUrl)).toBe(2);
    expect(await unattached()).toEqual(expect.arrayContaining(names(redVideo)));
    // Every screen reads the new poster with the video.
    const read = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${video.id}`,
      token: owner.token,
    });
    expect(read.json().data.Items[0].thumbUrl).toBe(blueVideo.thumbUrl);

    // The sweep removes the posters let go, never the one in use.
    const removed = await sweepUnattachedUploads(
      t.db,
      { media: t.app.media, originals: t.app.originals },
      0,
    );
    expect(removed).toEqual(expect.arrayContaining([...names(video), ...names(redVideo)]));
    for (const name of names(redVideo)) expect(await t.app.media.stat(name)).toBeNull();
    expect(await colourAt(blueVideo.thumbUrl)).toBe(2);
  }, 90_000);

  it('refuses a second outside the video (400) and anyone but the owner (403); takes its very end', async () => {
    const video = await shareVideo(
      t,
      owner,
      {},
      { clip: { data: readFileSync(clip), filename: 'three-colours.mp4' } },
    );
    const late = await edit(owner, video, { coverSeconds: 3.5, caption: 'not saved' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      "coverSeconds must be between 0 and 3 (the video's length in seconds).",
    );
    expect((await edit(owner, video, { coverSeconds: -1 })).statusCode).toBe(400);
    const other = await edit(stranger, video, { coverSeconds: 1 });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only edit your own videos.');
    const read = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${video.id}`,
      token: owner.token,
    });
    const unchanged = read.json().data.Items[0] as Video;
    expect(unchanged.thumbUrl).toBe(video.thumbUrl);
    expect(unchanged.caption).not.toBe('not saved');
    // The very end is in range: its last frame, blue.
    const end = await edit(owner, video, { coverSeconds: 3 });
    expect(end.statusCode).toBe(201);
    expect(await colourAt((end.json().data.video as Video).thumbUrl)).toBe(2);
  }, 90_000);
});
