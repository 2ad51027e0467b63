import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile, waitForProcessing } from '../../test/content/videos';
import { buildTestApp, createUser, type TestApp } from '../../test/helpers';
import { sweepUnattachedUploads } from './leftovers';
import { cleanScratchDir, scratchFileName } from './scratch';

/** Above Linux's largest pid_max (2^22): no process ever has it. */
const DEAD_PID = 4_194_305;

describe('scratch files', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'flick-scratch-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('at start-up removes what dead processes left and keeps what running ones write', async () => {
    const crashed = `${DEAD_PID}-0badc0de-0123456789abcdef.upload`;
    const oldFormat = '0123456789abcdef01234567.part';
    const mine = scratchFileName('upload');
    const runningParent = `${process.ppid}-0badc0de-00ff.upload`;
    for (const name of [crashed, oldFormat, mine, runningParent]) {
      writeFileSync(path.join(dir, name), 'x');
    }
    expect(await cleanScratchDir(dir, { maxAgeMs: 3_600_000, atStart: true })).toBe(2);
    expect(readdirSync(dir).sort()).toEqual([mine, runningParent].sort());
  });

  it('while running removes only files untouched for longer than the bound', async () => {
    const stale = scratchFileName('upload');
    const fresh = scratchFileName('upload');
    writeFileSync(path.join(dir, stale), 'x');
    writeFileSync(path.join(dir, fresh), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(path.join(dir, stale), twoHoursAgo, twoHoursAgo);
    await cleanScratchDir(dir, { maxAgeMs: 3_600_000 });
    expect(existsSync(path.join(dir, stale))).toBe(false);
    expect(existsSync(path.join(dir, fresh))).toBe(true);
  });

  it('the server cleans its scratch folder when it starts', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'flick-data-'));
    const incoming = path.join(dataDir, 'media', '.incoming');
    mkdirSync(incoming, { recursive: true });
    writeFileSync(path.join(incoming, `${DEAD_PID}-0badc0de-0123456789abcdef.upload`), 'x');
    writeFileSync(path.join(incoming, '0123456789abcdef01234567.part'), 'x');
    const t = await buildTestApp({ config: { dataDir } });
    try {
      expect(t.app.mediaScratchDir).toBe(incoming);
      expect(readdirSync(incoming)).toEqual([]);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('uploads no video took', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const share = (token: string, video: string, thumb: string) =>
    t.inject({
      method: 'POST',
      url: '/api/video/upload',
      token,
      payload: {
        videoUrl: video.replace(/\.[^.]+$/, ''),
        thumbUrl: `/api/upload/media/${thumb}`,
        thumbUrlCompress: `/api/upload/media/${thumb}`,
      },
    });

  it('are removed (row and file) after the grace period; attached ones never are', async () => {
    const maya = await createUser(t);
    const keptVideo = await uploadFile(t, maya, 'video');
    const keptThumb = await uploadFile(t, maya, 'thumb');
    const shared = await share(maya.token, keptVideo, keptThumb);
    expect(shared.statusCode).toBe(200);
    // The video's own processing replaces its files (rendition, poster); let it finish so
    // only the sweep can touch what is left.
    const video = await waitForProcessing(t, shared.json().data.id, maya.id);
    expect(video.state).toBe('ready');
    const loneVideo = await uploadFile(t, maya, 'video');
    const loneThumb = await uploadFile(t, maya, 'thumb');
    const attached = await t.db
      .selectFrom('uploads')
      .select('name')
      .where('user_id', '=', maya.id)
      .where('attached_at', 'is not', null)
      .execute();

    // Within the grace period nothing goes.
    expect(await sweepUnattachedUploads(t.db, t.app.media, 3_600_000)).toEqual([]);

    // Past it (every upload here is older than 0 ms), only the unattached ones go.
    const removed = await sweepUnattachedUploads(t.db, t.app.media, 0);
    expect(removed.sort()).toEqual([loneVideo, loneThumb].sort());
    for (const name of [loneVideo, loneThumb]) expect(await t.app.media.stat(name)).toBeNull();
    const rows = await t.db
      .selectFrom('uploads')
      .select('name')
      .where('user_id', '=', maya.id)
      .execute();
    expect(rows.map((r) => r.name).sort()).toEqual(attached.map((r) => r.name).sort());

    // A removed upload can no longer become a video.
    const late = await share(maya.token, loneVideo, keptThumb);
    expect(late.statusCode).toBe(400);
    // The shared video still plays.
    const media = await t.app.inject({ method: 'GET', url: video.iosUrl });
    expect(media.statusCode).toBe(200);
  });

  it('are swept by the server on its own, on a timer', async () => {
    const other = await buildTestApp({
      config: {
        leftovers: { unattachedUploadMs: 1, scratchMaxAgeMs: 3_600_000, sweepEveryMs: 100 },
      },
    });
    try {
      const leo = await createUser(other);
      const lone = await uploadFile(other, leo, 'thumb');
      const deadline = Date.now() + 10_000;
      while ((await other.app.media.stat(lone)) !== null && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await other.app.media.stat(lone)).toBeNull();
    } finally {
      await other.close();
    }
  }, 120_000);
});
