import {
  PUBLISH_AT_MISSING,
  PUBLISH_AT_PAST,
  PUBLISH_AT_TOO_FAR,
} from '@flick/api-types/publication';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aVideo, signedIn } from '../testing/harness';
import { localInputValue } from './PublishChoice';

// docs/product.md#drafts-and-scheduled-videos (ADR 0101)
const RECORD = 'POST /api/video/upload';
const NOW = new Date(2026, 10, 28, 9, 30);

function clip(): File {
  return new File([new Uint8Array(300)], 'beach.mp4', { type: 'video/mp4' });
}

async function ready() {
  const h = signedIn();
  h.media.readDuration.mockResolvedValue(12);
  h.replyUpload('/api/upload/upload/thumb', { status: 200, body: ['7c1d2e3f.jpg'] });
  h.replyUpload('/api/upload/upload/video', { status: 200, body: ['0b7e1c2a.mp4'] });
  h.reply(RECORD, {
    status: 200,
    body: { message: 'Video uploaded successfully!', data: aVideo() },
  });
  h.root.upload.open();
  await h.root.upload.loadCaption();
  await h.root.upload.selectFile(clip());
  const publish = h.root.upload.publish;
  if (!publish) throw new Error('the choice did not load');
  return { h, publish };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('UploadStore: Post now, Save draft, Schedule', () => {
  it('"Post now" is the default and adds nothing to the record', async () => {
    const { h, publish } = await ready();
    expect(publish.mode).toBe('posted');
    expect(publish.actionLabel).toBe('Post');
    await expect(h.root.upload.upload()).resolves.toBe(true);
    const body = h.callsTo(RECORD)[0]?.body as Record<string, unknown>;
    expect(Object.keys(body)).not.toContain('publication');
    expect(Object.keys(body)).not.toContain('coverTime');
    expect(h.root.upload.statusDetail).toBe('Your video has been shared.');
  });

  it('"Save draft" sends a draft and says where it is', async () => {
    const { h, publish } = await ready();
    publish.setMode('draft');
    expect(publish.actionLabel).toBe('Save draft');
    await h.root.upload.upload();
    expect(h.callsTo(RECORD)[0]?.body).toMatchObject({ publication: 'draft' });
    expect(h.root.upload.statusDetail).toBe(
      'Your draft is saved. Only you can see it on your profile.',
    );
  });

  it('"Schedule" waits for a local time from now to 30 days ahead, with the server\'s sentences', async () => {
    const { h, publish } = await ready();
    publish.setMode('scheduled');
    expect(publish.error).toBe(PUBLISH_AT_MISSING);
    expect(h.root.upload.canUpload).toBe(false);
    publish.setWhen('2026-11-28T09:00');
    expect(publish.error).toBe(PUBLISH_AT_PAST);
    publish.setWhen('2026-12-29T09:31');
    expect(publish.error).toBe(PUBLISH_AT_TOO_FAR);
    expect(publish.bounds).toEqual({ min: '2026-11-28T09:30', max: '2026-12-28T09:30' });
    await expect(h.root.upload.upload()).resolves.toBe(false);
    expect(h.uploads).toHaveLength(0);
    publish.setWhen('2026-11-29T18:45');
    expect(h.root.upload.canUpload).toBe(true);
    await expect(h.root.upload.upload()).resolves.toBe(true);
    expect(h.callsTo(RECORD)[0]?.body).toMatchObject({
      publication: 'scheduled',
      publishAt: new Date(2026, 10, 29, 18, 45).toISOString(),
    });
    expect(h.root.upload.statusDetail).toBe(
      'Your video is scheduled. It goes out at the time you chose.',
    );
  });

  it('takes the thumbnail at the chosen cover frame and sends its second', async () => {
    const { h, publish } = await ready();
    publish.setCover(7.25);
    await h.root.upload.upload();
    expect(h.media.captureThumbnail).toHaveBeenCalledWith(expect.anything(), 7.3, 0.9);
    expect(h.callsTo(RECORD)[0]?.body).toMatchObject({ coverTime: 7.3 });
  });

  it('starts over at "Post now" when the dialog opens again', async () => {
    const { h, publish } = await ready();
    publish.setMode('scheduled');
    publish.setWhen('2026-11-29T18:45');
    publish.setCover(3);
    h.root.upload.close();
    h.root.upload.open();
    expect([publish.mode, publish.when, publish.cover]).toEqual(['posted', '', null]);
  });

  it('writes a date-time input value in local time', () => {
    expect(localInputValue(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03');
  });
});
