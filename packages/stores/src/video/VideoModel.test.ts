import { describe, expect, it } from 'vitest';
import { aVideo, OTHER, signedIn } from '../testing/harness';
import type { VideoModel } from './VideoModel';

const UPDATE = 'POST /api/video/updateVideo';
const counts = { message: 'ok', data: { likes: 0, downloads: 0, shares: 0, liked: true } };

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
    answer(new Response(JSON.stringify(counts), { status: 201 }));
    await pending;
    expect(h.callsTo(UPDATE)[0]?.body).toEqual({
      videoUserId: OTHER,
      videoId: video.id,
      like: 1,
    });
    expect(video.liked).toBe(true);
    expect(video.likeCount).toBe(6);
  });

  it('unlikes with code 0 and subtracts one', async () => {
    const h = signedIn();
    const video = await feedVideo(h, { likes: 5, liked: true });
    h.reply(UPDATE, { status: 201, body: counts });
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

  it('counts a download after the 201 and then downloads iosUrl as video.mp4', async () => {
    const h = signedIn();
    const video = await feedVideo(h, { downloads: 2 });
    h.reply(UPDATE, { status: 201, body: counts });
    await video.download();
    expect(h.callsTo(UPDATE)[0]?.body).toMatchObject({ downloads: 1 });
    expect(video.downloadCount).toBe(3);
    expect(h.download).toHaveBeenCalledWith(video.video.iosUrl, 'video.mp4');
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
    h.reply(UPDATE, { status: 201, body: counts });
    await expect(video.share()).resolves.toBe(true);
    expect(h.callsTo(UPDATE)[0]?.body).toMatchObject({ share: 1 });
    expect(video.shareCount).toBe(2);
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
