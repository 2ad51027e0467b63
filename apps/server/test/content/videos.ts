import type { Video } from '@flick/api-types';
import { sql } from 'kysely';
import { feedLead } from '../../src/hosts/video/feed/feed.repository';
import { findVideo } from '../../src/hosts/video/videos/videos.repository';
import type { TestApp, TestUser } from '../helpers';
import { fixture, multipartBody } from './multipart';

/** The video a test uploads: a committed fixture or bytes made at test time. */
export type VideoClip = 'fixture' | 'demo' | { data: Buffer; filename: string };

/** Uploads a file through the upload host and answers its stored name. */
export async function uploadFile(
  t: TestApp,
  user: TestUser,
  kind: 'video' | 'thumb',
  /** 'demo' sends a 4-second demo clip instead of the 2-second fixture; or a file of yours. */
  clip: VideoClip = 'fixture',
): Promise<string> {
  const data =
    kind === 'thumb'
      ? fixture('thumb.jpg')
      : typeof clip === 'object'
        ? clip.data
        : clip === 'demo'
          ? fixture('../../src/seed/assets/videos/demo-01.mp4')
          : fixture('two-seconds.mp4');
  const { payload, headers } = multipartBody({
    filename:
      kind === 'video' ? (typeof clip === 'object' ? clip.filename : 'clip.mp4') : 'thumb.jpg',
    contentType: kind === 'video' ? 'video/mp4' : 'image/jpeg',
    data,
  });
  const res = await t.inject({
    method: 'POST',
    url: `/api/upload/upload/${kind}`,
    token: user.token,
    payload,
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as string[])[0] ?? '';
}

/**
 * The client's three calls (docs/product.md#upload-rules): thumbnail, video, then the record; then
 * waits for the server to process it (see `waitForProcessing`).
 */
export async function shareVideo(
  t: TestApp,
  user: TestUser,
  fields: Record<string, unknown> = {},
  /** `wait: false` answers the video as created (processing) without waiting for it. */
  options: { wait?: boolean; clip?: VideoClip } = {},
): Promise<Video> {
  const thumb = await uploadFile(t, user, 'thumb');
  const file = await uploadFile(t, user, 'video', options.clip);
  const res = await t.inject({
    method: 'POST',
    url: '/api/video/upload',
    token: user.token,
    payload: {
      videoUrl: file.replace(/\.[^.]+$/, ''),
      thumbUrl: `/api/upload/media/${thumb}`,
      thumbUrlCompress: `/api/upload/media/${thumb}`,
      ...fields,
    },
  });
  if (res.statusCode !== 200) throw new Error(`share failed: ${res.statusCode} ${res.body}`);
  const created = res.json().data as Video;
  return options.wait === false ? created : waitForProcessing(t, created.id, user.id);
}

/**
 * Waits until the server's media worker has processed a video (ready or failed) and answers
 * it as its owner reads it.
 */
export async function waitForProcessing(
  t: TestApp,
  videoId: string,
  ownerId: string,
  timeoutMs = 60_000,
): Promise<Video> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const video = await findVideo(t.db, videoId, ownerId);
    if (!video) throw new Error(`video ${videoId} is gone`);
    if (video.state !== 'processing') return video;
    if (Date.now() > until)
      throw new Error(`video ${videoId} still processing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Inserts `count` video rows straight into the database (no files), one millisecond apart,
 * newest last. For paging and search tests that need many videos quickly.
 */
export async function insertVideos(
  t: TestApp,
  userId: string,
  count: number,
  options: { caption?: (i: number) => string; start?: Date } = {},
): Promise<string[]> {
  const start = options.start ?? new Date(Date.now() - 3_600_000);
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: userId,
    video_file: `${crypto.randomUUID().replace(/-/g, '')}.mp4`,
    video_url: `v${i}`,
    thumb_url: '/api/upload/media/none.jpg',
    thumb_url_compress: '/api/upload/media/none.jpg',
    caption: options.caption?.(i) ?? `video ${i}`,
    // Two videos share each millisecond, so ties on created_at are exercised too.
    created_at: new Date(start.getTime() + Math.floor(i / 2)),
  }));
  const inserted = await t.db.insertInto('videos').values(rows).returning('id').execute();
  await sql`ANALYZE videos`.execute(t.db);
  return inserted.map((r) => r.id);
}

/**
 * The id of the video the web app's pages name as the feed's first (the boot script's
 * preload), for tests outside the video host that check who may appear there.
 */
export async function feedLeadId(t: TestApp): Promise<string | undefined> {
  return (await feedLead(t.db)).video?.id;
}
