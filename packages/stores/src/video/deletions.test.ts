import type { Video } from '@flick/api-types';
import { describe, expect, it } from 'vitest';
import { aComment, aProfile, aVideo, ME, OTHER, settle, signedIn } from '../testing/harness';

const MINE_ID = '10000000-0000-4000-8000-0000000000aa';
const NEXT_ID = '10000000-0000-4000-8000-0000000000bb';
const mine = aVideo({ id: MINE_ID, userId: ME, userName: 'me', comments: 2 });
const next = aVideo({ id: NEXT_ID, userId: ME, userName: 'me' });
const page = <T>(...items: T[]) => ({ status: 200, body: { data: { Items: items } } });
const DELETE_VIDEO = `DELETE /api/video/videos/${MINE_ID}`;
const COMMENTS = 'GET /api/video/comment';

/** Signed in as ME, with the home feed, "For you" and the own profile read and the viewer open on MINE_ID. */
async function everywhere() {
  const h = signedIn();
  h.reply('GET /api/video/videos', page(mine, next));
  h.reply('GET /api/video/feed/for-you', {
    status: 200,
    body: { data: { Items: [mine, next], Why: {} } },
  });
  h.reply(`GET /api/account/user/profile/${ME}`, {
    status: 200,
    body: { data: aProfile({ id: ME, userName: 'me', totalVideos: 2 }) },
  });
  h.reply(`GET /api/video/user/videos/${ME}`, page(mine, next));
  h.reply(COMMENTS, page());
  await h.root.feed.loadMore();
  await h.root.feedTabs.show('forYou');
  await (await h.root.loadProfile()).loadOwn();
  await (await h.root.loadProfile()).openVideo(0);
  return h;
}

const ids = (models: { id: string }[]) => models.map((m) => m.id);

describe('deleting a video', () => {
  it('asks first, then drops it from every list that holds it and closes its viewer', async () => {
    const h = await everywhere();
    const model = (await h.root.loadProfile()).selectedVideo;
    if (!model) throw new Error('no viewer');
    h.reply(DELETE_VIDEO, { status: 200, body: { message: 'Video deleted.' } });
    h.reply(`GET /api/account/user/profile/${ME}`, {
      status: 200,
      body: { data: aProfile({ id: ME, userName: 'me', totalVideos: 1 }) },
    });
    model.askDelete();
    expect(model.confirmingDelete).toBe(true);
    expect(h.callsTo(DELETE_VIDEO)).toHaveLength(0);

    await expect(model.confirmDelete()).resolves.toBe(true);
    expect(h.notify.success).toHaveBeenCalledWith('Video deleted.');
    expect(ids(h.root.feed.videos)).toEqual([NEXT_ID]);
    expect(ids(h.root.feedTabs.lists.forYou.videos)).toEqual([NEXT_ID]);
    expect(ids((await h.root.loadProfile()).videos)).toEqual([NEXT_ID]);
    expect((await h.root.loadProfile()).selectedVideo).toBeNull();
    await settle();
    // The owner's video count is read again and drops.
    expect((await h.root.loadProfile()).profile?.totalVideos).toBe(1);
  });

  it("keeps the video and shows the server's message when the delete is refused", async () => {
    const h = await everywhere();
    const model = h.root.feed.videos[0];
    if (!model) throw new Error('no video');
    h.reply(DELETE_VIDEO, { status: 404, body: { message: 'Video not found.' } });
    model.askDelete();
    await expect(model.confirmDelete()).resolves.toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('Video not found.');
    expect(ids(h.root.feed.videos)).toEqual([MINE_ID, NEXT_ID]);
    expect(ids((await h.root.loadProfile()).videos)).toEqual([MINE_ID, NEXT_ID]);
    expect(model.confirmingDelete).toBe(false);
  });

  it("offers no delete on someone else's video", async () => {
    const h = signedIn();
    h.reply('GET /api/video/videos', page(aVideo({ userId: OTHER })));
    await h.root.feed.loadMore();
    const model = h.root.feed.videos[0];
    if (!model) throw new Error('no video');
    expect(model.isOwn).toBe(false);
    model.askDelete();
    expect(model.confirmingDelete).toBe(false);
    await expect(model.confirmDelete()).resolves.toBe(false);
    expect(h.routes().filter((route) => route.startsWith('DELETE'))).toEqual([]);
  });

  it('empties the /reels/{id} viewer and drops the video from explore', async () => {
    const h = signedIn();
    h.reply('GET /api/video/videos', page(mine, next));
    h.reply(COMMENTS, page());
    await (await h.root.loadExplore()).fetchVideos();
    await (await h.root.loadExplore()).openPost(1);
    await h.root.viewer.load(MINE_ID);
    h.reply(DELETE_VIDEO, { status: 200, body: { message: 'Video deleted.' } });
    const model = h.root.viewer.video;
    model?.askDelete();
    await model?.confirmDelete();
    expect(h.root.viewer.video).toBeNull();
    expect((await h.root.loadExplore()).videos.map((v) => v.id)).toEqual([NEXT_ID]);
    // The post open in explore moved up with the grid.
    expect((await h.root.loadExplore()).selectedIndex).toBe(0);
  });

  it('drops it from a hashtag page, whose count drops and whose viewer on it closes', async () => {
    const h = signedIn();
    h.reply('GET /api/discovery/hashtag/sunset', {
      status: 200,
      body: {
        data: { hashTag: { name: 'sunset', videoCount: 2 }, videos: [next, mine], hasMore: false },
      },
    });
    h.reply('GET /api/video/videos', page(mine));
    h.reply(COMMENTS, page());
    const hashtag = await h.root.loadHashtag();
    await hashtag.open('sunset');
    hashtag.openVideo(1);
    await h.root.viewer.load(MINE_ID);
    h.reply(DELETE_VIDEO, { status: 200, body: { message: 'Video deleted.' } });
    h.root.viewer.video?.askDelete();
    await h.root.viewer.video?.confirmDelete();
    expect(hashtag.videos.map((v) => v.id)).toEqual([NEXT_ID]);
    expect(hashtag.hashTag?.videoCount).toBe(1);
    expect(hashtag.selectedIndex).toBeNull();
  });
});

describe('deleting a comment', () => {
  const theirs = aComment({ id: '20000000-0000-4000-8000-0000000000c1', userId: OTHER });
  const own = aComment({ id: '20000000-0000-4000-8000-0000000000c2', userId: ME });

  async function openOn(video: Video) {
    const h = signedIn();
    h.reply('GET /api/video/videos', page(video));
    h.reply(COMMENTS, page(theirs, own));
    await h.root.feed.loadMore();
    const model = h.root.feed.videos[0];
    if (!model) throw new Error('no video');
    await h.root.feed.openComments(model);
    const comments = h.root.feed.comments;
    if (!comments) throw new Error('no comments');
    return { h, model, comments };
  }

  it("lets the author delete their own comment, and the video's owner any on their video", async () => {
    const onTheirs = await openOn(aVideo({ userId: OTHER, comments: 2 }));
    const [first, second] = onTheirs.comments.items;
    if (!first || !second) throw new Error('no items');
    expect(onTheirs.comments.canDelete(first)).toBe(false);
    expect(onTheirs.comments.canDelete(second)).toBe(true);
    onTheirs.comments.askDelete(first);
    expect(onTheirs.comments.confirmingDelete).toBeNull();

    const onMine = await openOn(mine);
    expect(onMine.comments.items.every((item) => onMine.comments.canDelete(item))).toBe(true);
  });

  it('drops a confirmed comment from the list and the count of every copy of the video', async () => {
    const { h, model, comments } = await openOn(mine);
    h.reply(`GET /api/account/user/profile/${ME}`, {
      status: 200,
      body: { data: aProfile({ id: ME, userName: 'me' }) },
    });
    h.reply(`GET /api/video/user/videos/${ME}`, page(mine));
    await (await h.root.loadProfile()).loadOwn();
    const onProfile = (await h.root.loadProfile()).videos[0];
    const target = comments.items[0];
    if (!target || !onProfile) throw new Error('missing');
    h.reply(`DELETE /api/video/comment/${target.id}`, {
      status: 200,
      body: { message: 'Comment deleted.' },
    });
    comments.askDelete(target);
    expect(comments.confirmingDelete).toBe(target);
    await expect(comments.confirmDelete()).resolves.toBe(true);
    expect(comments.items.map((item) => item.id)).toEqual([own.id]);
    expect(model.commentCount).toBe(1);
    expect(onProfile.commentCount).toBe(1);
    expect(h.notify.success).toHaveBeenCalledWith('Comment deleted.');
    expect(comments.confirmingDelete).toBeNull();
  });

  it("keeps the comment and shows the server's message when the delete is refused", async () => {
    const { h, model, comments } = await openOn(mine);
    const target = comments.items[0];
    if (!target) throw new Error('missing');
    h.reply(`DELETE /api/video/comment/${target.id}`, {
      status: 403,
      body: { message: 'You can only delete your own comments or comments on your videos.' },
    });
    comments.askDelete(target);
    await expect(comments.confirmDelete()).resolves.toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith(
      'You can only delete your own comments or comments on your videos.',
    );
    expect(comments.items).toHaveLength(2);
    expect(model.commentCount).toBe(2);
  });
});
