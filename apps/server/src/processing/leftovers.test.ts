import { randomUUID } from 'node:crypto';
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
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadFile, waitForProcessing } from '../../test/content/videos';
import { buildTestApp, createUser, type TestApp } from '../../test/helpers';
import { cleanScratchDir, scratchFileName } from '../platform/media/scratch';
import { type MediaStorage, newMediaName } from '../platform/media/storage';
import { sweepPendingUploads, sweepUnattachedUploads } from './leftovers';

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

  const storage = () => ({ media: t.app.media, originals: t.app.originals });
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

  it('are removed (row and file) after the grace period, a thumbnail a poster replaced too; attached ones never are', async () => {
    const maya = await createUser(t);
    const keptVideo = await uploadFile(t, maya, 'video');
    const keptThumb = await uploadFile(t, maya, 'thumb');
    const shared = await share(maya.token, keptVideo, keptThumb);
    expect(shared.statusCode).toBe(200);
    // The video's own processing replaces its files (rendition, poster); let it finish so
    // only the sweep can touch what is left.
    const video = await waitForProcessing(t, shared.json().data.id, maya.id);
    expect(video.state).toBe('ready');
    // The server's poster replaced the client's thumbnail, which is let go, not deleted: a page
    // that read the video before still shows it until it reads the video again.
    expect(video.thumbUrl).not.toContain(keptThumb);
    const oldThumb = await t.app.inject({ method: 'GET', url: `/api/upload/media/${keptThumb}` });
    expect(oldThumb.statusCode).toBe(200);
    const loneVideo = await uploadFile(t, maya, 'video');
    const loneThumb = await uploadFile(t, maya, 'thumb');
    const attached = await t.db
      .selectFrom('uploads')
      .select('name')
      .where('user_id', '=', maya.id)
      .where('attached_at', 'is not', null)
      .execute();

    // Within the grace period nothing goes.
    expect(await sweepUnattachedUploads(t.db, storage(), 3_600_000)).toEqual([]);

    // Past it (every upload here is older than 0 ms), only the unattached ones go.
    const removed = await sweepUnattachedUploads(t.db, storage(), 0);
    expect(removed.sort()).toEqual([loneVideo, loneThumb, keptThumb].sort());
    expect(await t.app.originals.stat(loneVideo)).toBeNull();
    expect(await t.app.media.stat(loneThumb)).toBeNull();
    expect(await t.app.media.stat(keptThumb)).toBeNull();
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
        leftovers: {
          unattachedUploadMs: 1,
          scratchMaxAgeMs: 3_600_000,
          sweepEveryMs: 100,
          resumableUploadMs: 3_600_000,
        },
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

describe('uploads cut off by a crash (ADR 0024)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const storage = () => ({ media: t.app.media, originals: t.app.originals });

  it('have their row before their file is stored, so a stored file always has a row', async () => {
    const maya = await createUser(t);
    const seen: { name: string; writer: string | null | undefined }[] = [];
    const watch = (target: MediaStorage) => {
      const original = target.importFile.bind(target);
      return vi.spyOn(target, 'importFile').mockImplementation(async (name, file, type) => {
        const row = await t.db
          .selectFrom('uploads')
          .select('writer_id')
          .where('name', '=', name)
          .executeTakeFirst();
        seen.push({ name, writer: row?.writer_id });
        return original(name, file, type);
      });
    };
    const spies = [watch(t.app.media), watch(t.app.originals)];
    let thumb: string;
    let video: string;
    try {
      thumb = await uploadFile(t, maya, 'thumb');
      video = await uploadFile(t, maya, 'video');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    // While the file is stored, its row names the storing process; once stored, it claims it.
    expect(seen).toEqual([
      { name: thumb, writer: t.app.lease.id },
      { name: video, writer: t.app.lease.id },
    ]);
    const rows = await t.db
      .selectFrom('uploads')
      .select(['name', 'writer_id'])
      .where('user_id', '=', maya.id)
      .orderBy('name')
      .execute();
    expect(rows).toEqual([thumb, video].sort().map((name) => ({ name, writer_id: null })));
  });

  it('are removed (row and any stored part) once their writer is gone; a live writer keeps them', async () => {
    const leo = await createUser(t);
    const deadWriter = randomUUID();
    const pending = async (name: string, kind: 'thumb' | 'video', writerId: string) =>
      t.db
        .insertInto('uploads')
        .values({
          name,
          stem: name.replace(/\.[^.]+$/, ''),
          user_id: leo.id,
          kind,
          content_type: kind === 'thumb' ? 'image/jpeg' : 'video/mp4',
          size: 3,
          writer_id: writerId,
        })
        .execute();
    // Stored, but the process died before marking it stored.
    const storedThumb = newMediaName('jpg');
    await t.app.media.put(storedThumb, Readable.from([Buffer.from('abc')]), 'image/jpeg');
    await pending(storedThumb, 'thumb', deadWriter);
    // Recorded, but the process died before the file arrived.
    const lostVideo = newMediaName('mp4');
    await pending(lostVideo, 'video', deadWriter);
    // Being stored right now by a running process (this one).
    const inFlight = newMediaName('jpg');
    await pending(inFlight, 'thumb', t.app.lease.id);

    const removed = await sweepPendingUploads(t.db, storage());
    expect(removed.sort()).toEqual([storedThumb, lostVideo].sort());
    expect(await t.app.media.stat(storedThumb)).toBeNull();
    const left = await t.db
      .selectFrom('uploads')
      .select('name')
      .where('user_id', '=', leo.id)
      .execute();
    expect(left).toEqual([{ name: inFlight }]);
  });
});
