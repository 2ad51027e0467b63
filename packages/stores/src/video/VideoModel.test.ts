import { describe, expect, it } from 'vitest';
import { aVideo, OTHER, signedIn } from '../testing/harness';
import { downloadFileName } from './downloading';
import { DOWNLOAD_FILE_NAME, type VideoModel } from './VideoModel';

const UPDATE = 'POST /api/video/updateVideo';
/** A 201 of POST /updateVideo: the video's counts now (aVideo's, unless changed). */
const counts = (now: { likes?: number; downloads?: number; shares?: number; liked?: boolean }) => ({
  message: 'ok',
  data: { likes: 5, downloads: 2, shares: 1, liked: false, ...now },
});

async function feedVideo(h: ReturnType<typeof signedIn>, overrides = {}): Promise<VideoModel> {
  h.reply('GET /api/video/videos', {
    status: 200,
    body: { data: { Items: [aVideo(overrides)] } },
  });
  await h.root.feed.loadMore();
  const video = h.root.feed.videos[0];
  if (!video) throw new Error('no video loaded');
  return video;
}

describe('VideoModel (feed)', () => {
  it('starts its counters from likes, downloads, shares and liked', async () => {
    const h = signedIn();
    const video = await feedVideo(h, { likes: 7, downloads: 3, shares: 2, liked: true });
    expect([video.likeCount, video.downloadCount, video.shareCount, video.liked]).toEqual([
      7,
      3,
      2,
      true,
    ]);
  });

  it('likes with code 1 and moves flag and count only after the 201', async () => {
    const h = signedIn();
    const video = await feedVideo(h, { likes: 5, liked: false });
    let answer: (r: Response) => void = () => {};
    h.reply(UPDATE, () => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = video.toggleLike();
    await new Promise((r) => setTimeout(r, 0));
    expect(video.liked).toBe(false);
    expect(video.likeCount).toBe(5);
    answer(new Response(JSON.stringify(counts({ likes: 6, liked: true })), { status: 201 }));
    await pending;
    expect(h.callsTo(UPDATE)[0]?.body).toEqual({
      videoUserId: OTHER,
      videoId: video.id,
      like: 1,
    });
    expect(video.liked).toBe(true);
    expect(video.likeCount).toBe(6);
  });

  it('shows the wanted heart at once, marked pending, until the 201 settles it', async () => {
    const h = signedIn();
    const video = await feedVideo(h, { likes: 5, liked: false });
    let answer: (r: Response) => void = () => {};
    h.reply(UPDATE, () => new Promise<Response>((resolve) => (answer = resolve)));
    const pressed = video.toggleLike();
    // Synchronously, before any answer: the heart is full and pending, the counters unmoved.
    expect(video.likeToggle.state).toBe('pending');
    expect(video.likeToggle.shown).toBe(true);
    expect([video.liked, video.likeCount, video.likePending]).toEqual([false, 5, true]);
    // A second press while pending sends nothing more.
    await video.toggleLike();
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer(new Response(JSON.stringify(counts({ likes: 6, liked: true })), { status: 201 }));
    await pressed;
    expect(h.callsTo(UPDATE)).toHaveLength(1);
    expect(video.likeToggle.state).toBe('idle');
    expect([video.likeToggle.shown, video.liked, video.likeCount]).toEqual([true, true, 6]);
  });

  it('takes the heart back, marked failed, when the like is refused; the next press starts over', async () => {
    const h = signedIn();
    const video = await feedVideo(h, { likes: 5, liked: true });
    h.reply(UPDATE, { status: 500 });
    await video.toggleLike();
    expect(video.likeToggle.state).toBe('failed');
    expect([video.likeToggle.shown, video.liked, video.likeCount]).toEqual([true, true, 5]);
    expect(h.notify.error).toHaveBeenCalledWith('Error toggling like');
    h.reply(UPDATE, { status: 201, body: counts({ likes: 4 }) });
    await video.toggleLike();
    expect(video.likeToggle.state).toBe('idle');
    expect([video.liked, video.likeCount]).toEqual([false, 4]);
  });

  it('unlikes with code 0 and subtracts one', async () => {
    const h = signedIn();
    const video = await feedVideo(h, { likes: 5, liked: true });
    h.reply(UPDATE, { status: 201, body: counts({ likes: 4 }) });
    await video.toggleLike();
    expect(h.callsTo(UPDATE)[0]?.body).toMatchObject({ like: 0 });
    expect(video.liked).toBe(false);
    expect(video.likeCount).toBe(4);
  });

  it("shows the server's message first when a like fails", async () => {
    const h = signedIn();
    const video = await feedVideo(h);
    h.reply(UPDATE, { status: 404, body: { message: 'Video not found.' } });
    await video.toggleLike();
    expect(h.notify.error).toHaveBeenCalledWith('Video not found.');
  });

  it('counts a download after the 201, then saves iosUrl under the caption, its progress in a toast', async () => {
    const h = signedIn();
    const video = await feedVideo(h, { downloads: 2, caption: 'Pier at dusk #sunset' });
    h.reply(UPDATE, { status: 201, body: counts({ downloads: 3 }) });
    h.download.mockImplementation(async (_url, _name, onProgress) => {
      expect(video.downloadCount).toBe(3);
      for (const fraction of [null, 0.1, 0.104, 0.5, 1]) onProgress?.(fraction);
    });
    await video.download();
    expect(h.callsTo(UPDATE)[0]?.body).toMatchObject({ downloads: 1 });
    expect(h.download).toHaveBeenCalledWith(
      video.video.iosUrl,
      'pier-at-dusk.mp4',
      expect.any(Function),
    );
    // One toast, its text replaced as whole percents change, gone once the file is saved.
    expect(h.notify.loading.mock.calls).toEqual([
      ['Downloading pier-at-dusk.mp4...'],
      ['Downloading pier-at-dusk.mp4... 10%', 'toast-1'],
      ['Downloading pier-at-dusk.mp4... 50%', 'toast-1'],
      ['Downloading pier-at-dusk.mp4... 100%', 'toast-1'],
    ]);
    expect(h.notify.dismiss).toHaveBeenCalledWith('toast-1');
    expect(video.downloadPending).toBe(false);
  });

  it('says Error downloading video when the file cannot be fetched, and ends the progress toast', async () => {
    const h = signedIn();
    const video = await feedVideo(h, { downloads: 2 });
    h.reply(UPDATE, { status: 201, body: counts({ downloads: 3 }) });
    h.download.mockRejectedValue(new Error('download failed with 404'));
    await video.download();
    expect(video.downloadCount).toBe(3);
    expect(h.notify.dismiss).toHaveBeenCalledWith('toast-1');
    expect(h.notify.error).toHaveBeenCalledWith('Error downloading video');
  });

  it('neither counts nor downloads when the download fails: Error downloading video', async () => {
    const h = signedIn();
    const video = await feedVideo(h, { downloads: 2 });
    h.reply(UPDATE, { status: 500 });
    await video.download();
    expect(video.downloadCount).toBe(2);
    expect(h.download).not.toHaveBeenCalled();
    expect(h.notify.error).toHaveBeenCalledWith('Error downloading video');
  });

  it('counts a share after the 201', async () => {
    const h = signedIn();
    const video = await feedVideo(h, { shares: 1 });
    h.reply(UPDATE, { status: 201, body: counts({ shares: 2 }) });
    await expect(video.share()).resolves.toBe(true);
    expect(h.callsTo(UPDATE)[0]?.body).toMatchObject({ share: 1 });
    expect(video.shareCount).toBe(2);
  });

  it("takes the 201's counts as they are: others' likes meanwhile, a repeated share counted once", async () => {
    const h = signedIn();
    const video = await feedVideo(h, { likes: 5, liked: false, shares: 1, downloads: 2 });
    // Three other people liked it since the feed was read; someone downloaded it.
    h.reply(UPDATE, { status: 201, body: counts({ likes: 9, liked: true, downloads: 3 }) });
    await video.toggleLike();
    expect([video.liked, video.likeCount, video.downloadCount]).toEqual([true, 9, 3]);
    // This person had shared it before: the server counts a share once per person.
    h.reply(UPDATE, {
      status: 201,
      body: counts({ likes: 9, liked: true, shares: 1, downloads: 3 }),
    });
    await video.share();
    expect(video.shareCount).toBe(1);
  });

  it('says Error sharing video when the share fails', async () => {
    const h = signedIn();
    const video = await feedVideo(h, { shares: 1 });
    h.reply(UPDATE, { network: true });
    await expect(video.share()).resolves.toBe(false);
    expect(video.shareCount).toBe(1);
    expect(h.notify.error).toHaveBeenCalledWith('Error sharing video');
  });
});

describe('downloadFileName', () => {
  it('names the file after the caption, else the author, else video.mp4', () => {
    const name = (caption: string, userName = 'alice') =>
      downloadFileName({ caption, userName }, DOWNLOAD_FILE_NAME);
    expect(name('Pier at dusk #sunset @bob')).toBe('pier-at-dusk.mp4');
    expect(name('Crème brûlée — 3 ways!')).toBe('creme-brulee-3-ways.mp4');
    expect(name('夕暮れの桟橋')).toBe('夕暮れの桟橋.mp4');
    expect(name('../../etc/passwd <script>')).toBe('etc-passwd-script.mp4');
    expect(name('#sunset #beach')).toBe('by-alice.mp4');
    expect(name('🌅🌊', 'maya.travels')).toBe('by-maya-travels.mp4');
    expect(name('', '')).toBe('video.mp4');
    expect(name('', '__')).toBe('video.mp4');
  });

  it('cuts a long caption at a word, within 48 characters', () => {
    const long = downloadFileName(
      {
        caption: 'A very long caption about a walk along the harbour wall at dawn',
        userName: 'alice',
      },
      DOWNLOAD_FILE_NAME,
    );
    expect(long).toBe('a-very-long-caption-about-a-walk-along-the.mp4');
    expect(long.length - '.mp4'.length).toBeLessThanOrEqual(48);
  });
});
