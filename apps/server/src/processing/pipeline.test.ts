import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Video } from '@flick/api-types';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ffprobe,
  makeInputs,
  rgbFrame,
  threeColourClip,
  topLevelBoxes,
} from '../../test/content/mediaFixtures';
import { multipartBody } from '../../test/content/multipart';
import { shareVideo, uploadFile, waitForProcessing } from '../../test/content/videos';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';
import { DAMAGED_VIDEO, NOT_A_VIDEO, PICTURE_TOO_LARGE, TOO_LONG } from '../platform/media/probe';
import { MEDIA_TOOLS_MISSING } from '../platform/media/tools';
import { RENDITION } from '../platform/media/transcode';

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let dir: string;
let inputs: ReturnType<typeof makeInputs>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'flick-pipeline-'));
  inputs = makeInputs(dir);
  t = await buildTestApp();
  owner = await createUser(t);
  viewer = await createUser(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const originalsDir = () => path.join(t.config.dataDir, 'originals');
const storedOriginals = () => {
  try {
    return readdirSync(originalsDir()).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
};

/** Fetches a served file into the temp folder and answers its path and bytes. */
async function served(url: string, name: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const file = path.join(dir, name);
  writeFileSync(file, res.rawPayload);
  return { file, bytes: res.rawPayload.length, type: res.headers['content-type'] };
}

/** The user's notifications of one type, once there is one (told right after the state changes). */
async function notificationsOf(user: TestUser, type: string) {
  for (let i = 0; i < 100; i += 1) {
    const res = await t.inject({
      method: 'GET',
      url: '/api/account/notification',
      token: user.token,
    });
    const items = (res.json().data.Items as Array<{ type: string }>).filter((n) => n.type === type);
    if (items.length > 0) return items;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [];
}

async function share(input: string): Promise<Video> {
  const filename = path.basename(input);
  return shareVideo(t, owner, {}, { clip: { data: readFileSync(input), filename } });
}

/** The web rendition's promises, checked with ffprobe on the served bytes. */
async function expectWebRendition(video: Video, options: { audio: boolean }) {
  expect(video).toMatchObject({ state: 'ready', progress: null, failureReason: null });
  const rendition = await served(video.iosUrl, `${video.videoUrl}-served.mp4`);
  expect(rendition.type).toBe('video/mp4');
  const boxes = topLevelBoxes(rendition.file);
  expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
  expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat')); // faststart
  const probe = ffprobe(rendition.file);
  const v = probe.streams.find((s) => s.codec_type === 'video');
  expect(v).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p' });
  expect(Math.max(v?.width ?? 0, v?.height ?? 0)).toBeLessThanOrEqual(RENDITION.longSide);
  expect(['1:1', undefined]).toContain(v?.sample_aspect_ratio);
  const a = probe.streams.filter((s) => s.codec_type === 'audio');
  if (options.audio) {
    expect(a).toHaveLength(1);
    expect(a[0]?.codec_name).toBe('aac');
    expect(Number(a[0]?.bit_rate)).toBeLessThanOrEqual(RENDITION.audioKbps * 1000 * 1.1);
  } else {
    expect(a).toHaveLength(0);
  }
  // Within the phone cap (video maxrate plus audio), measured over the whole file.
  expect(Number(probe.format.bit_rate)).toBeLessThanOrEqual(
    (RENDITION.maxrateKbps + RENDITION.audioKbps) * 1000 * 1.1,
  );
  // No location, device or encoder tag anywhere.
  const tags = [probe.format.tags ?? {}, ...probe.streams.map((s) => s.tags ?? {})].flatMap(
    (tagSet) => Object.entries(tagSet).map(([k, val]) => `${k}=${val}`),
  );
  expect(tags.filter((tag) => /location|make|model|iso6709|apple|\+48\./i.test(tag))).toEqual([]);
  // Posters cut on the server: a real small one and a ≤ 720 px one.
  const thumb = await sharp(
    (await served(video.thumbUrl, `${video.videoUrl}-t.jpg`)).file,
  ).metadata();
  const small = await served(video.thumbUrlCompress, `${video.videoUrl}-s.jpg`);
  const smallMeta = await sharp(small.file).metadata();
  expect(thumb.format).toBe('jpeg');
  expect(thumb.width).toBeLessThanOrEqual(720);
  expect(smallMeta.width).toBeLessThanOrEqual(360);
  expect(small.bytes).toBeLessThan(30_000);
  expect(thumb.exif).toBeUndefined();
  return { probe, video: v, bytes: rendition.bytes, file: rendition.file };
}

/**
 * How far (mean of every RGB byte, 0–255) an HDR clip's rendition may be from the scene. The
 * ten-bit round trip, the encoder and the highlight curve (which also takes a little off the
 * scene's white) leave 22–25; the same clips shown as standard range without being mapped
 * are 77 (HLG) and 95 (PQ) away.
 */
const MAX_COLOUR_DIFFERENCE = 40;

describe('video uploads are processed into one web rendition', () => {
  it('turns a 1080×1920 12 Mbit/s phone clip with its index at the end into 720×1280 faststart H.264, processing first and then ready, original gone', async () => {
    expect(topLevelBoxes(inputs.phone).indexOf('moov')).toBeGreaterThan(
      topLevelBoxes(inputs.phone).indexOf('mdat'),
    );
    const created = await shareVideo(
      t,
      owner,
      { caption: 'Pier #sunset' },
      {
        wait: false,
        clip: { data: readFileSync(inputs.phone), filename: 'IMG_0001.MP4' },
      },
    );
    expect(created).toMatchObject({ state: 'processing', failureReason: null });
    expect(created.progress).toBeGreaterThanOrEqual(0);
    // The original is never served, not even while processing.
    expect((await t.app.inject({ method: 'GET', url: created.iosUrl })).statusCode).toBe(404);
    // Only the owner sees it while processing: their grid, not the feed, search or tag page.
    const own = await t.inject({
      method: 'GET',
      url: `/api/video/user/videos/${owner.id}`,
      token: owner.token,
    });
    expect(own.json().data.Items.map((v: Video) => v.state)).toContain('processing');
    const others = await t.inject({
      method: 'GET',
      url: `/api/video/user/videos/${owner.id}`,
      token: viewer.token,
    });
    expect(others.json().data.Items.map((v: Video) => v.id)).not.toContain(created.id);
    const feed = await t.inject({ method: 'GET', url: '/api/video/videos', token: viewer.token });
    expect(feed.json().data.Items.map((v: Video) => v.id)).not.toContain(created.id);
    const single = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${created.id}`,
      token: viewer.token,
    });
    expect(single.statusCode).toBe(404);

    const video = await waitForProcessing(t, created.id, owner.id);
    const { video: stream, bytes } = await expectWebRendition(video, { audio: true });
    expect([stream?.width, stream?.height]).toEqual([720, 1280]);
    expect(bytes / readFileSync(inputs.phone).length).toBeLessThanOrEqual(0.25);
    // The original goes right after the video turned ready.
    for (let i = 0; i < 100 && storedOriginals().length > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(storedOriginals()).toEqual([]);
    const feedAfter = await t.inject({
      method: 'GET',
      url: '/api/video/videos',
      token: viewer.token,
    });
    expect(feedAfter.json().data.Items.map((v: Video) => v.id)).toContain(created.id);
    const tag = await t.inject({
      method: 'GET',
      url: '/api/discovery/hashtag/sunset',
      token: viewer.token,
    });
    expect(tag.statusCode).toBe(200);
    // The owner is told, as a notification they can read.
    const notes = await t.inject({
      method: 'GET',
      url: '/api/account/notification',
      token: owner.token,
    });
    expect(notes.json().data.Items).toContainEqual(
      expect.objectContaining({
        type: 'videoReady',
        text: 'Your video is ready.',
        videoId: created.id,
      }),
    );
  }, 120_000);

  it.each([
    ['an HEVC (hvc1) MP4', 'hevc', true],
    ['a QuickTime .mov', 'mov', true],
    ['a VP9/Opus WebM', 'webm', true],
    ['a silent clip', 'silent', false],
  ] as const)(
    'plays %s as H.264/AAC MP4',
    async (_, key, audio) => {
      await expectWebRendition(await share(inputs[key]), { audio });
    },
    60_000,
  );

  it('applies a 90° display matrix: landscape pixels shown portrait come out portrait, with no matrix left', async () => {
    expect(JSON.stringify(ffprobe(inputs.rotated).streams[0]?.side_data_list)).toContain(
      '"rotation"',
    );
    const { video } = await expectWebRendition(await share(inputs.rotated), { audio: true });
    expect(video?.width).toBeLessThan(video?.height ?? 0);
    expect(video?.side_data_list ?? []).toEqual([]);
  }, 60_000);

  it.each([
    ['an iPhone HDR (HLG) clip', 'hlg', 'arib-std-b67'],
    ['an HDR10 (PQ) clip', 'pq', 'smpte2084'],
  ] as const)(
    'maps %s to standard range: tagged BT.709, in the colours of the scene',
    async (_, key, transfer) => {
      expect(ffprobe(inputs[key]).streams[0]).toMatchObject({
        pix_fmt: 'yuv420p10le',
        color_transfer: transfer,
        color_primaries: 'bt2020',
      });
      const { video, file } = await expectWebRendition(await share(inputs[key]), { audio: true });
      expect(video).toMatchObject({
        color_transfer: 'bt709',
        color_primaries: 'bt709',
        color_space: 'bt709',
      });
      // The scene as a standard-range camera saw it (the clip's source before it was coded
      // HDR), and the rendition's picture at the same time, both as 8-bit RGB.
      const scene = rgbFrame(['-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=15:d=2'], 1);
      const shown = rgbFrame(['-i', file], 1);
      expect(shown.length).toBe(scene.length);
      let difference = 0;
      for (let i = 0; i < scene.length; i += 1)
        difference += Math.abs((shown[i] ?? 0) - (scene[i] ?? 0));
      expect(difference / scene.length).toBeLessThan(MAX_COLOUR_DIFFERENCE);
    },
    60_000,
  );

  it('drops GPS position and device tags', async () => {
    expect(JSON.stringify(ffprobe(inputs.located).format.tags)).toContain('+48.8584');
    await expectWebRendition(await share(inputs.located), { audio: true });
  }, 60_000);

  it("cuts the poster at the owner's chosen cover second, not the usual frame", async () => {
    // docs/product.md#drafts-and-scheduled-videos: one second red, one green, one blue. The
    // usual frame (posterTime: the middle of a 3 s clip) would be green.
    const clip = threeColourClip(path.join(dir, 'three-colours.mp4'));
    /** The poster's strongest channel, over its mean colour: 0 red, 1 green, 2 blue. */
    const posterColour = async (coverTime: number) => {
      const video = await shareVideo(
        t,
        owner,
        { coverTime },
        { clip: { data: readFileSync(clip), filename: 'three-colours.mp4' } },
      );
      expect(video.state).toBe('ready');
      const poster = await served(video.thumbUrl, `${video.videoUrl}-cover.jpg`);
      const { channels } = await sharp(poster.file).stats();
      const means = channels.slice(0, 3).map((channel) => channel.mean);
      return means.indexOf(Math.max(...means));
    };
    expect(await posterColour(0.4)).toBe(0);
    expect(await posterColour(2.6)).toBe(2);
  }, 60_000);
});

describe('refused uploads store nothing', () => {
  it.each([
    ['a 61 s clip', 'tooLong', TOO_LONG, 'video_too_long'],
    ['a 90 s clip whose header says 10 s', 'lying', TOO_LONG, 'video_too_long'],
    ['a truncated MP4', 'truncated', DAMAGED_VIDEO, 'video_damaged'],
    ['a text file named .mp4', 'text', NOT_A_VIDEO, 'not_a_video'],
    // One decodable frame is a picture, not a video: it used to reach the transcode queue.
    ['a JPEG photo named .mp4', 'photo', NOT_A_VIDEO, 'not_a_video'],
    ['a single-frame MP4', 'oneFrame', NOT_A_VIDEO, 'not_a_video'],
    // Held the one transcode slot for a minute, then failed and was retried.
    ['an 8192×4320 clip', 'eightK', PICTURE_TOO_LARGE, 'video_too_large_picture'],
  ] as const)(
    'refuses %s with a clear 400',
    async (_, key, message, code) => {
      const user = await createUser(t);
      const { payload, headers } = multipartBody({
        filename: path.basename(inputs[key]),
        contentType: 'video/mp4',
        data: readFileSync(inputs[key]),
      });
      const before = storedOriginals();
      const res = await t.inject({
        method: 'POST',
        url: '/api/upload/upload/video',
        token: user.token,
        payload,
        headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code, message });
      expect(storedOriginals()).toEqual(before);
      const rows = await t.db
        .selectFrom('uploads')
        .select('name')
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toEqual([]);
    },
    60_000,
  );

  it('marks a video failed with a reason, and tells the owner, when its original cannot be processed', async () => {
    const thumb = await uploadFile(t, owner, 'thumb');
    const file = await uploadFile(t, owner, 'video');
    // Whatever happened to the file (here it is gone), the owner learns why, nobody else sees it.
    rmSync(path.join(originalsDir(), file), { force: true });
    const res = await t.inject({
      method: 'POST',
      url: '/api/video/upload',
      token: owner.token,
      payload: {
        videoUrl: file.replace(/\.[^.]+$/, ''),
        thumbUrl: `/api/upload/media/${thumb}`,
        thumbUrlCompress: `/api/upload/media/${thumb}`,
      },
    });
    const created = res.json().data as Video;
    const video = await waitForProcessing(t, created.id, owner.id);
    expect(video).toMatchObject({ state: 'failed', progress: null });
    expect(video.failureReason).toMatch(/\.$/);
    expect(await notificationsOf(owner, 'videoFailed')).toContainEqual(
      expect.objectContaining({
        videoId: created.id,
        text: `Your video could not be processed: ${video.failureReason}`,
      }),
    );
    const feed = await t.inject({
      method: 'GET',
      url: `/api/video/user/videos/${owner.id}`,
      token: viewer.token,
    });
    expect(feed.json().data.Items.map((v: Video) => v.id)).not.toContain(created.id);
  }, 60_000);
});

describe('without ffmpeg', () => {
  it('starts, logs why, and answers video uploads 503 with a clear message', async () => {
    const bare = await buildTestApp({
      env: { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' },
    });
    try {
      const user = await createUser(bare);
      const { payload, headers } = multipartBody({
        filename: 'a.mp4',
        contentType: 'video/mp4',
        data: readFileSync(inputs.silent),
      });
      const res = await bare.inject({
        method: 'POST',
        url: '/api/upload/upload/video',
        token: user.token,
        payload,
        headers,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'media_tools_missing', message: MEDIA_TOOLS_MISSING });
      expect(bare.logs.join('')).toContain('no usable ffmpeg/ffprobe');
    } finally {
      await bare.close();
    }
  }, 90_000);

  it('logs the binaries and versions it uses', () => {
    expect(t.logs.find((line) => line.includes('"msg":"media tools"'))).toMatch(
      /"ffmpegVersion":"[^"]+"/,
    );
  });
});
