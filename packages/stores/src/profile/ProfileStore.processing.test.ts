import type { Video } from '@flick/api-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileGridSteps } from '../grid/gridSteps';
import {
  aNotification,
  aProfile,
  aUser,
  aVideo,
  ME,
  OTHER,
  settle,
  signedIn,
} from '../testing/harness';
import { PROCESSING_REFRESH } from './ProfileStore';

const OWN_PROFILE = `GET /api/account/user/profile/${ME}`;
const OWN_VIDEOS = `GET /api/video/user/videos/${ME}`;
const NEW_ID = '10000000-0000-4000-8000-0000000000aa';
const OLD_ID = '10000000-0000-4000-8000-0000000000bb';

const mine = (overrides: Partial<Video> = {}) =>
  aVideo({ userId: ME, userName: 'me', ...overrides });
const processing = (progress: number | null) => mine({ id: NEW_ID, state: 'processing', progress });
const ready = () => mine({ id: NEW_ID });
const failed = (reason = 'The file is damaged or incomplete.') =>
  mine({ id: NEW_ID, state: 'failed', failureReason: reason });
const older = mine({ id: OLD_ID, likes: 7 });
const page = (...items: Video[]) => ({ status: 200, body: { data: { Items: items } } });

/** The own profile, whose video reads answer `reads` in order (the last one repeats). */
function ownProfile(...reads: ReturnType<typeof page>[]) {
  const h = signedIn();
  h.reply(OWN_PROFILE, { status: 200, body: { data: aProfile({ id: ME, userName: 'me' }) } });
  h.reply(OWN_VIDEOS, ...reads);
  return h;
}

const states = async (h: ReturnType<typeof signedIn>) =>
  (await h.root.loadProfile()).videos.map((m) => [m.video.state, m.video.progress]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ProfileStore: own videos while the server processes them', () => {
  it('re-reads the own videos every 2 s, then longer, while one is processing, and stops when it is ready', async () => {
    const h = ownProfile(
      page(processing(null), older),
      page(processing(30), older),
      page(processing(80), older),
      page(ready(), older),
    );
    await (await h.root.loadProfile()).loadOwn();
    expect(await states(h)).toEqual([
      ['processing', null],
      ['ready', null],
    ]);
    expect((await h.root.loadProfile()).hasProcessingVideos).toBe(true);
    expect(h.callsTo(OWN_VIDEOS)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(PROCESSING_REFRESH.firstMs - 1);
    expect(h.callsTo(OWN_VIDEOS)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.callsTo(OWN_VIDEOS)).toHaveLength(2);
    expect((await states(h))[0]).toEqual(['processing', 30]);

    // The second wait is 1.5 times the first.
    await vi.advanceTimersByTimeAsync(2999);
    expect(h.callsTo(OWN_VIDEOS)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect((await states(h))[0]).toEqual(['processing', 80]);

    await vi.advanceTimersByTimeAsync(4500);
    expect((await states(h))[0]).toEqual(['ready', null]);
    expect((await h.root.loadProfile()).hasProcessingVideos).toBe(false);
    // Nothing is processing any more: no further reads.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.callsTo(OWN_VIDEOS)).toHaveLength(4);
    // The header's counts were read again once the video became ready.
    expect(h.callsTo(OWN_PROFILE)).toHaveLength(2);
  });

  it('keeps an unchanged video model (and its like counter) across re-reads', async () => {
    const h = ownProfile(page(processing(10), older), page(processing(50), older));
    await (await h.root.loadProfile()).loadOwn();
    const olderModel = (await h.root.loadProfile()).videos[1];
    await vi.advanceTimersByTimeAsync(PROCESSING_REFRESH.firstMs);
    expect((await states(h))[0]).toEqual(['processing', 50]);
    expect((await h.root.loadProfile()).videos[1]).toBe(olderModel);
  });

  it('never waits longer than the cap between re-reads', async () => {
    const h = ownProfile(page(processing(1)));
    await (await h.root.loadProfile()).loadOwn();
    // 2 + 3 + 4.5 + 6.75 + 10.125 + 15 + 15 s
    await vi.advanceTimersByTimeAsync(2000 + 3000 + 4500 + 6750 + 10_125 + 15_000 + 15_000);
    expect(h.callsTo(OWN_VIDEOS)).toHaveLength(8);
  });

  it("does not re-read another user's profile, nor after the page stops watching", async () => {
    const h = signedIn();
    h.reply(`GET /api/account/user/profile/${OTHER}`, { status: 200, body: { data: aProfile() } });
    h.reply(
      `GET /api/video/user/videos/${OTHER}`,
      page(aVideo({ state: 'processing', progress: 5 })),
    );
    await (await h.root.loadProfile()).load(OTHER);
    expect((await h.root.loadProfile()).hasProcessingVideos).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(h.callsTo(`GET /api/video/user/videos/${OTHER}`)).toHaveLength(1);

    h.reply(OWN_PROFILE, { status: 200, body: { data: aProfile({ id: ME }) } });
    h.reply(OWN_VIDEOS, page(processing(5)));
    await (await h.root.loadProfile()).loadOwn();
    (await h.root.loadProfile()).stopRefreshing();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(h.callsTo(OWN_VIDEOS)).toHaveLength(1);
  });

  it('re-reads at once on a videoReady notification from the stream, and reloads a feed already read', async () => {
    const h = ownProfile(page(processing(20), older), page(ready(), older));
    h.reply('GET /api/video/videos', page(ready()));
    await h.root.feed.loadMore();
    const feedReads = h.callsTo('GET /api/video/videos').length;
    await (await h.root.loadProfile()).loadOwn();
    h.root.notifications.startListening();
    h.stream.handlers?.onNotification(
      aNotification({
        type: 'videoReady',
        text: 'Your video is ready.',
        actor: aUser({ id: ME, userId: ME, userName: 'me' }),
        videoId: NEW_ID,
      }),
    );
    await settle();
    expect(h.callsTo(OWN_VIDEOS)).toHaveLength(2);
    expect((await states(h))[0]).toEqual(['ready', null]);
    expect(h.root.notifications.items[0]?.text).toBe('Your video is ready.');
    expect(h.callsTo('GET /api/video/videos').length).toBe(feedReads + 1);
    // Ready: the 2-second re-read was cancelled, nothing more is read.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(h.callsTo(OWN_VIDEOS)).toHaveLength(2);
  });

  it('shows the failure at once on a videoFailed notification', async () => {
    const h = ownProfile(page(processing(20)), page(failed()));
    await (await h.root.loadProfile()).loadOwn();
    h.root.notifications.startListening();
    h.stream.handlers?.onNotification(
      aNotification({
        type: 'videoFailed',
        text: 'Your video could not be processed: the file is damaged or incomplete.',
        actor: aUser({ id: ME, userId: ME, userName: 'me' }),
        videoId: NEW_ID,
      }),
    );
    await settle();
    expect((await h.root.loadProfile()).videos[0]?.video.state).toBe('failed');
    expect((await h.root.loadProfile()).videos[0]?.video.failureReason).toBe(
      'The file is damaged or incomplete.',
    );
    expect((await h.root.loadProfile()).hasProcessingVideos).toBe(false);
  });

  it('ignores other notifications', async () => {
    const h = ownProfile(page(processing(20)));
    await (await h.root.loadProfile()).loadOwn();
    h.root.notifications.startListening();
    h.stream.handlers?.onNotification(aNotification({ type: 'like' }));
    await settle();
    expect(h.callsTo(OWN_VIDEOS)).toHaveLength(1);
  });

  it('shows a new upload on the own profile already on screen, as processing', async () => {
    const h = ownProfile(page(older), page(processing(0), older));
    await (await h.root.loadProfile()).loadOwn();
    // What the upload flow calls after the record was created.
    h.root.videoUploaded();
    await settle();
    expect(await states(h)).toEqual([
      ['processing', 0],
      ['ready', null],
    ]);
    expect((await h.root.loadProfile()).hasProcessingVideos).toBe(true);
  });

  it('does not open the viewer on a video that is not ready', async () => {
    const h = ownProfile(page(processing(20), failed(), older));
    h.reply('GET /api/video/comment', { status: 200, body: { data: { Items: [] } } });
    await (await h.root.loadProfile()).loadOwn();
    await (await h.root.loadProfile()).openVideo(0);
    await (await h.root.loadProfile()).openVideo(1);
    expect((await h.root.loadProfile()).selectedVideo).toBeNull();
    await (await h.root.loadProfile()).openVideo(2);
    expect((await h.root.loadProfile()).selectedVideo?.id).toBe(OLD_ID);
  });

  it('moves the viewer to the neighbouring playable video, passing over the others', async () => {
    const FIRST_ID = '10000000-0000-4000-8000-0000000000cc';
    const h = ownProfile(page(mine({ id: FIRST_ID }), processing(20), failed(), older));
    h.reply('GET /api/video/comment', { status: 200, body: { data: { Items: [] } } });
    await (await h.root.loadProfile()).loadOwn();
    const profile = await h.root.loadProfile();
    const steps = profileGridSteps(profile);
    await profile.openVideo(0);
    expect([steps.hasPreviousVideo, steps.hasNextVideo]).toEqual([false, true]);
    await steps.stepVideo('next');
    // Opened as a tile would be: the video and its comments.
    expect([profile.selectedIndex, profile.selectedVideo?.id]).toEqual([3, OLD_ID]);
    expect(profile.comments?.videoId).toBe(OLD_ID);
    expect([steps.hasPreviousVideo, steps.hasNextVideo]).toEqual([true, false]);
    await steps.stepVideo('next');
    expect(profile.selectedIndex).toBe(3);
    await steps.stepVideo('previous');
    expect([profile.selectedIndex, profile.comments?.videoId]).toEqual([0, FIRST_ID]);
    expect(steps.loadingNextVideo).toBe(false);
  });

  it('keeps the viewer on its video when a re-read changes the list', async () => {
    const h = ownProfile(page(processing(20), older), page(older));
    h.reply('GET /api/video/comment', { status: 200, body: { data: { Items: [] } } });
    await (await h.root.loadProfile()).loadOwn();
    await (await h.root.loadProfile()).openVideo(1);
    await vi.advanceTimersByTimeAsync(PROCESSING_REFRESH.firstMs);
    expect((await h.root.loadProfile()).selectedIndex).toBe(0);
    expect((await h.root.loadProfile()).selectedVideo?.id).toBe(OLD_ID);
  });
});

describe('ProfileStore: removing an own video', () => {
  it('removes a failed video with DELETE /videos/{videoId} and says Video removed.', async () => {
    const h = ownProfile(page(failed(), older));
    h.reply(`DELETE /api/video/videos/${NEW_ID}`, { status: 200, body: { message: 'Deleted.' } });
    await (await h.root.loadProfile()).loadOwn();
    const removing = (await h.root.loadProfile()).removeVideo(NEW_ID);
    expect((await h.root.loadProfile()).removingIds).toEqual([NEW_ID]);
    await expect(removing).resolves.toBe(true);
    expect((await h.root.loadProfile()).videos.map((m) => m.id)).toEqual([OLD_ID]);
    expect((await h.root.loadProfile()).removingIds).toEqual([]);
    expect(h.notify.success).toHaveBeenCalledWith('Video removed.');
    await settle();
    // The header's video count is read again.
    expect(h.callsTo(OWN_PROFILE)).toHaveLength(2);
  });

  it("keeps the tile and shows the server's message when removing fails", async () => {
    const h = ownProfile(page(failed(), older));
    h.reply(`DELETE /api/video/videos/${NEW_ID}`, {
      status: 404,
      body: { message: 'Video not found.' },
    });
    await (await h.root.loadProfile()).loadOwn();
    await expect((await h.root.loadProfile()).removeVideo(NEW_ID)).resolves.toBe(false);
    expect((await h.root.loadProfile()).videos.map((m) => m.id)).toEqual([NEW_ID, OLD_ID]);
    expect(h.notify.error).toHaveBeenCalledWith('Video not found.');
    h.reply(`DELETE /api/video/videos/${NEW_ID}`, { network: true });
    await (await h.root.loadProfile()).removeVideo(NEW_ID);
    expect(h.notify.error).toHaveBeenLastCalledWith('Error removing video');
  });

  it("does not remove videos on another user's profile", async () => {
    const h = signedIn();
    h.reply(`GET /api/account/user/profile/${OTHER}`, { status: 200, body: { data: aProfile() } });
    h.reply(`GET /api/video/user/videos/${OTHER}`, page(aVideo()));
    await (await h.root.loadProfile()).load(OTHER);
    await expect((await h.root.loadProfile()).removeVideo(aVideo().id)).resolves.toBe(false);
    expect(h.routes().filter((r) => r.startsWith('DELETE'))).toEqual([]);
  });
});
