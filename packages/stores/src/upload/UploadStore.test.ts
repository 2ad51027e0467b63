import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtTextOf } from '../messages';
import { aVideo, settle, signedIn } from '../testing/harness';
import { captionsRefusalMessages } from './captionsRefusal';

const NEW_ID = '10000000-0000-4000-8000-0000000000aa';

import { thumbnailTime, withoutExtension } from './UploadStore';

const RECORD = 'POST /api/video/upload';

function clip(type = 'video/mp4', name = 'beach.mp4', bytes = 300): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function ready(seconds = 12) {
  const h = signedIn();
  h.media.readDuration.mockResolvedValue(seconds);
  h.replyUpload('/api/upload/upload/thumb', { status: 200, body: ['7c1d2e3f.jpg'] });
  h.replyUpload('/api/upload/upload/video', { status: 200, body: ['0b7e1c2a.mp4'] });
  h.reply(RECORD, {
    status: 200,
    body: { message: 'Video uploaded successfully!', data: aVideo() },
  });
  h.root.upload.open();
  return h;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('UploadStore: choosing a file', () => {
  it('says No file selected. without a file', async () => {
    const h = ready();
    await expect(h.root.upload.selectFile(null)).resolves.toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('No file selected.');
    expect(h.root.upload.phase).toBe('empty');
  });

  it('says Only video files are allowed. for another type', async () => {
    const h = ready();
    await h.root.upload.selectFile(clip('image/png', 'a.png'));
    expect(h.notify.error).toHaveBeenCalledWith('Only video files are allowed.');
    expect(h.root.upload.file).toBeNull();
  });

  it('accepts exactly 60 s and shows the preview', async () => {
    const h = ready(60);
    await expect(h.root.upload.selectFile(clip())).resolves.toBe(true);
    expect(h.root.upload.phase).toBe('preview');
    expect(h.root.upload.duration).toBe(60);
    expect(h.root.upload.canUpload).toBe(true);
  });

  it('says Video duration must be less than 1 minute. above 60 s', async () => {
    const h = ready(60.5);
    await expect(h.root.upload.selectFile(clip())).resolves.toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('Video duration must be less than 1 minute.');
    expect(h.root.upload.phase).toBe('empty');
  });

  it('back resets the file, duration, errors and state', async () => {
    const h = ready();
    await h.root.upload.selectFile(clip());
    h.root.upload.back();
    const { file, duration, error, phase, progress } = h.root.upload;
    expect({ file, duration, error, phase, progress }).toEqual({
      file: null,
      duration: null,
      error: null,
      phase: 'empty',
      progress: 0,
    });
  });
});

describe('UploadStore: uploading', () => {
  it('takes the thumbnail at min(2 s, duration / 2) at quality 0.9', async () => {
    expect(thumbnailTime(12)).toBe(2);
    expect(thumbnailTime(3)).toBe(1.5);
    const h = ready(3);
    const file = clip();
    await h.root.upload.selectFile(file);
    await h.root.upload.upload();
    expect(h.media.captureThumbnail).toHaveBeenCalledWith(file, 1.5, 0.9);
  });

  it('uploads thumbnail, then video, then the record with the upload defaults', async () => {
    const h = ready();
    await h.root.upload.selectFile(clip());
    await expect(h.root.upload.upload()).resolves.toBe(true);
    expect(h.uploads.map((u) => new URL(u.url).pathname)).toEqual([
      '/api/upload/upload/thumb',
      '/api/upload/upload/video',
    ]);
    expect(h.uploads.every((u) => u.headers.Authorization === 'Bearer tok-1')).toBe(true);
    expect((h.uploads[1]?.body.get('file') as File | undefined)?.name).toBe('beach.mp4');
    expect(h.callsTo(RECORD)[0]?.body).toEqual({
      allowComment: '1',
      allowDownload: '1',
      allowDuet: '1',
      caption: '',
      comments: 0,
      downloads: 0,
      hashtags: [],
      isDuet: '0',
      status: 1,
      thumbUrl: '/api/upload/media/7c1d2e3f.jpg',
      thumbUrlCompress: '/api/upload/media/7c1d2e3f.jpg',
      videoUrl: '0b7e1c2a',
    });
  });

  it('sends the caption and switches the person set, in the same three calls', async () => {
    const h = ready();
    await h.root.upload.selectFile(clip());
    const caption = await h.root.upload.loadCaption();
    caption.setText('Pier at dusk #café with @maya');
    caption.setSwitch('allowComment', false);
    caption.setSwitch('allowDuet', false);
    await expect(h.root.upload.upload()).resolves.toBe(true);
    expect(h.uploads).toHaveLength(2);
    expect(h.callsTo(RECORD)[0]?.body).toMatchObject({
      caption: 'Pier at dusk #café with @maya',
      hashtags: [],
      allowComment: '0',
      allowDownload: '1',
      allowDuet: '0',
    });
  });

  it('waits with Upload while the caption is over 2200 characters', async () => {
    const h = ready();
    await h.root.upload.selectFile(clip());
    const caption = await h.root.upload.loadCaption();
    caption.setText('a'.repeat(2201));
    expect(h.root.upload.canUpload).toBe(false);
    expect(caption.error).toBe('A caption can be at most 2200 characters.');
    await expect(h.root.upload.upload()).resolves.toBe(false);
    expect(h.uploads).toHaveLength(0);
  });

  it('shows Uploading... with progress, disables Upload, then Success!', async () => {
    const h = ready();
    const seen: number[] = [];
    let finish: () => void = () => {};
    h.uploadFile.mockImplementationOnce(async (request) => {
      request.onProgress(0.5);
      seen.push(h.root.upload.progress);
      await new Promise<void>((resolve) => (finish = resolve));
      request.onProgress(1);
      return { status: 200, body: ['t.jpg'] };
    });
    await h.root.upload.selectFile(clip());
    const done = h.root.upload.upload();
    await settle();
    expect(h.root.upload.statusText).toBe('Uploading...');
    expect(h.root.upload.canUpload).toBe(false);
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(1);
    finish();
    await done;
    expect(h.root.upload.statusText).toBe('Success!');
    expect(h.root.upload.statusDetail).toBe('Your video has been shared.');
    expect(h.root.upload.progress).toBe(1);
  });

  it('says Video uploaded successfully!, closes after 2000 ms and goes to /profile', async () => {
    const h = ready();
    await h.root.upload.selectFile(clip());
    await h.root.upload.upload();
    expect(h.notify.success).toHaveBeenCalledWith('Video uploaded successfully!');
    vi.advanceTimersByTime(1999);
    expect(h.root.upload.isOpen).toBe(true);
    expect(h.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(h.root.upload.isOpen).toBe(false);
    expect(h.navigate).toHaveBeenCalledWith('/profile');
  });

  it('starts a feed already read over after the upload, so the new video is in it', async () => {
    const h = ready();
    const FEED = 'GET /api/video/videos';
    h.reply(
      FEED,
      { status: 200, body: { data: { Items: [aVideo()] } } },
      {
        status: 200,
        body: { data: { Items: [aVideo({ id: NEW_ID }), aVideo()] } },
      },
    );
    await h.root.feed.loadMore();
    await h.root.upload.selectFile(clip());
    await h.root.upload.upload();
    await settle();
    expect(h.callsTo(FEED)).toHaveLength(2);
    expect(h.callsTo(FEED)[1]?.query).toEqual(h.callsTo(FEED)[0]?.query);
    expect(h.root.feed.videos[0]?.id).toBe(NEW_ID);
  });

  it('does not read a feed nobody has opened yet', async () => {
    const h = ready();
    await h.root.upload.selectFile(clip());
    await h.root.upload.upload();
    await settle();
    expect(h.callsTo('GET /api/video/videos')).toHaveLength(0);
  });

  it('says Failed to upload thumbnail. and returns to the preview when the thumbnail is refused', async () => {
    const h = ready();
    h.replyUpload('/api/upload/upload/thumb', { status: 400, body: { message: 'Bad image' } });
    await h.root.upload.selectFile(clip());
    await expect(h.root.upload.upload()).resolves.toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('Failed to upload thumbnail.');
    // The internal text is logged, not shown (docs/product.md#upload-rules).
    expect(h.root.upload.error).toBeNull();
    expect(h.logger.error).toHaveBeenCalledWith(
      'Thumbnail upload failed or invalid response format.',
      expect.anything(),
    );
    expect(h.root.upload.phase).toBe('preview');
    expect(h.uploads).toHaveLength(1);
    expect(h.callsTo(RECORD)).toHaveLength(0);
  });

  it('treats a refused thumbnail as a failure', async () => {
    const h = ready();
    h.replyUpload('/api/upload/upload/thumb', {
      status: 400,
      body: { message: 'Only image files are allowed.' },
    });
    await h.root.upload.selectFile(clip());
    await h.root.upload.upload();
    expect(h.notify.error).toHaveBeenCalledWith('Failed to upload thumbnail.');
    expect(h.root.upload.error).toBeNull();
  });

  it('says Failed to upload video. and returns to the preview when the video is refused', async () => {
    const h = ready();
    h.replyUpload('/api/upload/upload/video', {
      status: 400,
      body: { message: 'Only video files are allowed.' },
    });
    await h.root.upload.selectFile(clip());
    await h.root.upload.upload();
    expect(h.notify.error).toHaveBeenCalledWith('Failed to upload video.');
    expect(h.root.upload.error).toBeNull();
    expect(h.logger.error).toHaveBeenCalledWith(
      'Video upload failed or invalid response format.',
      expect.anything(),
    );
    expect(h.root.upload.phase).toBe('preview');
    expect(h.callsTo(RECORD)).toHaveLength(0);
  });

  it('only resets the indicator when the share fails: Failed to share video. is logged, not shown', async () => {
    const h = ready();
    h.reply(RECORD, { status: 400, body: { message: 'bad' } });
    await h.root.upload.selectFile(clip());
    await h.root.upload.upload();
    expect(h.root.upload.error).toBeNull();
    expect(h.notify.error).not.toHaveBeenCalled();
    expect(h.logger.error).toHaveBeenCalledWith('Failed to share video.', expect.anything());
    expect(h.root.upload.phase).toBe('preview');
    expect(h.root.upload.progress).toBe(0);
    expect(h.notify.success).not.toHaveBeenCalled();
  });

  it('ignores a new file while uploading', async () => {
    const h = ready();
    await h.root.upload.selectFile(clip());
    const done = h.root.upload.upload();
    await expect(h.root.upload.selectFile(clip('video/webm', 'other.webm'))).resolves.toBe(false);
    await done;
    expect((h.uploads[1]?.body.get('file') as File | undefined)?.name).toBe('beach.mp4');
  });

  it('removes only the last extension of the stored name', () => {
    expect(withoutExtension('a.b.mp4')).toBe('a.b');
    expect(withoutExtension('noext')).toBe('noext');
  });
});

describe('UploadStore: closing while uploading (docs/product.md#upload-cancel)', () => {
  /** A reply held back until `release` is called. */
  function heldBack(status: number, body: unknown) {
    let release = () => {};
    const reply = () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(new Response(JSON.stringify(body), { status }));
      });
    return { reply, release: () => release() };
  }

  it('aborts the upload in flight, removes what was stored, records nothing and says Upload cancelled.', async () => {
    const h = ready();
    const video = heldBack(200, ['0b7e1c2a.mp4']);
    h.replyUpload('/api/upload/upload/video', video.reply);
    h.reply('DELETE /api/upload/upload/7c1d2e3f.jpg', {
      status: 200,
      body: { message: 'Upload removed.' },
    });
    await h.root.upload.selectFile(clip());
    const done = h.root.upload.upload();
    await settle();
    expect(h.uploads).toHaveLength(2);
    h.root.upload.close();
    await expect(done).resolves.toBe(false);
    expect(h.uploads[1]?.signal?.aborted).toBe(true);
    expect(h.callsTo('DELETE /api/upload/upload/7c1d2e3f.jpg')).toHaveLength(1);
    expect(h.callsTo(RECORD)).toHaveLength(0);
    expect(h.notify.success).toHaveBeenCalledWith('Upload cancelled.');
    expect(h.notify.success).not.toHaveBeenCalledWith('Video uploaded successfully!');
    expect(h.notify.error).not.toHaveBeenCalled();
    expect(h.root.upload.isOpen).toBe(false);
    expect(h.root.upload.phase).toBe('empty');
  });

  it('removes a file whose upload answered just as the dialog closed', async () => {
    const h = ready();
    const video = heldBack(200, ['0b7e1c2a.mp4']);
    h.replyUpload('/api/upload/upload/video', video.reply);
    h.reply('DELETE /api/upload/upload/7c1d2e3f.jpg', { status: 200, body: { message: 'ok' } });
    h.reply('DELETE /api/upload/upload/0b7e1c2a.mp4', { status: 200, body: { message: 'ok' } });
    await h.root.upload.selectFile(clip());
    const done = h.root.upload.upload();
    await settle();
    video.release(); // the answer is on its way when the user closes
    h.root.upload.close();
    await done;
    // Either the abort won (nothing stored for the video) or the answer did (removed again).
    expect(h.callsTo(RECORD)).toHaveLength(0);
    expect(h.callsTo('DELETE /api/upload/upload/7c1d2e3f.jpg')).toHaveLength(1);
  });

  it('does not cancel once the record call went out: the video is shared whole', async () => {
    const h = ready();
    const record = heldBack(200, { message: 'Video uploaded successfully!', data: aVideo() });
    h.reply(RECORD, record.reply);
    await h.root.upload.selectFile(clip());
    const done = h.root.upload.upload();
    await settle();
    expect(h.callsTo(RECORD)).toHaveLength(1);
    h.root.upload.close();
    expect(h.notify.success).not.toHaveBeenCalledWith('Upload cancelled.');
    record.release();
    await expect(done).resolves.toBe(true);
    expect(h.notify.success).toHaveBeenCalledWith('Video uploaded successfully!');
    expect(h.routes().filter((r) => r.startsWith('DELETE'))).toEqual([]);
    expect(h.root.upload.isOpen).toBe(false);
    expect(h.navigate).not.toHaveBeenCalled();
  });
});

describe('UploadStore: uploading in the background', () => {
  it('goes on with the dialog hidden, shows again, and ends with the toast where the person is', async () => {
    const h = ready();
    let release: () => void = () => {};
    h.replyUpload(
      '/api/upload/upload/video',
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response(JSON.stringify(['0b7e1c2a.mp4']), { status: 200 }));
        }),
    );
    await h.root.upload.selectFile(clip());
    const done = h.root.upload.upload();
    await settle();
    expect(h.root.upload.busy).toBe(true);
    h.root.upload.hide();
    expect(h.root.upload.isOpen).toBe(false);
    expect(h.root.upload.inBackground).toBe(true);
    h.root.upload.show();
    expect(h.root.upload.isOpen).toBe(true);
    h.root.upload.hide();
    release();
    await expect(done).resolves.toBe(true);
    expect(h.callsTo(RECORD)).toHaveLength(1);
    expect(h.notify.success).toHaveBeenCalledWith('Video uploaded successfully!');
    expect(h.navigate).not.toHaveBeenCalled();
    expect(h.root.upload.inBackground).toBe(false);
    expect(h.root.upload.busy).toBe(false);
  });

  it('cancels from the shell as closing the dialog does', async () => {
    const h = ready();
    h.replyUpload('/api/upload/upload/video', () => new Promise<Response>(() => {}));
    h.reply('DELETE /api/upload/upload/7c1d2e3f.jpg', { status: 200, body: { message: 'ok' } });
    await h.root.upload.selectFile(clip());
    const done = h.root.upload.upload();
    await settle();
    h.root.upload.hide();
    h.root.upload.cancel();
    await expect(done).resolves.toBe(false);
    expect(h.notify.success).toHaveBeenCalledWith('Upload cancelled.');
    expect(h.callsTo(RECORD)).toHaveLength(0);
    expect(h.root.upload.inBackground).toBe(false);
  });
});

describe('UploadStore: captions (docs/product.md#captions)', () => {
  const CAPTIONS = 'PUT /api/video/videos/10000000-0000-4000-8000-0000000000aa/captions';
  const vtt = (text: string, name = 'clip.vtt') => new File([text], name, { type: 'text/vtt' });

  function readyWithId(seconds = 12) {
    const h = ready(seconds);
    h.reply(RECORD, {
      status: 200,
      body: { message: 'Video uploaded successfully!', data: aVideo({ id: NEW_ID }) },
    });
    return h;
  }

  it('refuses a bad file at once, before anything is uploaded, and blocks Upload', async () => {
    const h = readyWithId();
    await h.root.upload.selectFile(clip());
    await expect(h.root.upload.selectCaptions(vtt('Hello\n'))).resolves.toBe(false);
    expect(h.root.upload.captionsError).toBe('The captions file must start with a WEBVTT line.');
    expect(h.notify.error).toHaveBeenCalledWith('The captions file must start with a WEBVTT line.');
    expect(h.root.upload.canUpload).toBe(false);
    await expect(h.root.upload.upload()).resolves.toBe(false);
    expect(h.uploads).toEqual([]);
    // Removing it lets the upload go ahead without captions.
    await h.root.upload.selectCaptions(null);
    expect(h.root.upload.canUpload).toBe(true);
  });

  it("refuses a cue past the video's end (the same rule as the server)", async () => {
    const h = readyWithId(3);
    await h.root.upload.selectFile(clip());
    await h.root.upload.selectCaptions(vtt('WEBVTT\n\n00:00.000 --> 00:08.000\nLate\n'));
    expect(h.root.upload.captionsError).toBe(
      'Captions line 3: the caption ends after the video (3 s).',
    );
    // The page can say it in its own language: the refusal's template and values are kept.
    const built = builtTextOf(h.root.upload.captionsError ?? '');
    expect(built?.text).toBe(captionsRefusalMessages.tooLong);
    expect(built?.values).toEqual({ line: 3, seconds: 3 });
  });

  it("keeps the line and the parser's words of a refused cue for the page's language", async () => {
    const h = readyWithId(3);
    await h.root.upload.selectFile(clip());
    await h.root.upload.selectCaptions(vtt('WEBVTT\n\n00:00.000 --> nonsense\nHi\n'));
    const message = h.root.upload.captionsError ?? '';
    expect(message).toMatch(/^Captions line 3: /);
    const built = builtTextOf(message);
    expect(built?.text).toBe(captionsRefusalMessages.cue);
    expect(built?.values).toEqual({ line: 3, problem: message.slice('Captions line 3: '.length) });
  });

  it('sends the checked captions as text/vtt after the three upload calls (docs/product.md#upload-rules)', async () => {
    const h = readyWithId();
    h.reply(CAPTIONS, {
      status: 200,
      body: { message: 'Captions saved.', data: { captionsUrl: '/api/upload/media/a.vtt' } },
    });
    await h.root.upload.selectFile(clip());
    await h.root.upload.selectCaptions(vtt('WEBVTT\n\n00:00.000 --> 00:01.000\n<b>Hi</b>\n'));
    expect(h.root.upload.captions?.name).toBe('clip.vtt');
    await expect(h.root.upload.upload()).resolves.toBe(true);
    expect(h.uploads.map((u) => new URL(u.url).pathname)).toEqual([
      '/api/upload/upload/thumb',
      '/api/upload/upload/video',
    ]);
    const routes = h.routes();
    expect(routes.indexOf(CAPTIONS)).toBeGreaterThan(routes.indexOf(RECORD));
    expect(h.callsTo(CAPTIONS)[0]?.body).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<b>Hi</b>\n',
    );
    expect(h.notify.success).toHaveBeenCalledWith('Video uploaded successfully!');
  });

  it('still shares the video when the server refuses the captions, and says why', async () => {
    const h = readyWithId();
    h.reply(CAPTIONS, { status: 400, body: { message: 'Captions line 3: bad.' } });
    await h.root.upload.selectFile(clip());
    await h.root.upload.selectCaptions(vtt('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'));
    await expect(h.root.upload.upload()).resolves.toBe(true);
    expect(h.notify.error).toHaveBeenCalledWith(
      'Your video was shared, but its captions could not be saved. Captions line 3: bad.',
    );
    expect(h.root.upload.phase).toBe('success');
  });
});
