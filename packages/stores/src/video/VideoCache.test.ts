import type { Video } from '@flick/api-types';
import { describe, expect, it } from 'vitest';
import { aComment, aProfile, aVideo, ME, OTHER, settle, signedIn } from '../testing/harness';
import type { VideoModel } from './VideoModel';

// One video, one truth (ADR 0113): whatever screen a like, a comment or an edit is made on,
// every other open screen shows it, because they all hold the video's one model.

const SHARED = aVideo({ likes: 5, liked: false, comments: 2, caption: 'Golden hour #sunset' });
const OTHER_VIDEO = aVideo({ id: '10000000-0000-4000-8000-000000000009', likes: 1 });
const factors = {
  following: false,
  likes: 5,
  watchers: 0,
  completionRate: null,
  isNew: false,
  score: 1,
};
const UPDATE = 'POST /api/video/updateVideo';
const COMMENTS = 'GET /api/video/comment';

/** Every screen that lists or shows a video (search among them), each read with `video` among its videos. */
async function everyScreen(video: Video = SHARED) {
  const h = signedIn();
  const page = { status: 200, body: { data: { Items: [OTHER_VIDEO, video] } } };
  // Home and Explore's browsing grid read GET /videos; the viewer reads the one video.
  h.reply('GET /api/video/videos', page, page, { status: 200, body: { data: { Items: [video] } } });
  h.reply('GET /api/video/feed/for-you', {
    status: 200,
    body: { data: { Items: [video], Why: { [video.id]: factors } } },
  });
  h.reply('GET /api/video/feed/following', { status: 200, body: { data: { Items: [video] } } });
  h.reply(`GET /api/account/user/profile/${OTHER}`, { status: 200, body: { data: aProfile() } });
  h.reply(`GET /api/video/user/videos/${OTHER}`, {
    status: 200,
    body: { data: { Items: [video] } },
  });
  h.reply('GET /api/discovery/hashtag/sunset', {
    status: 200,
    body: {
      data: { hashTag: { name: 'sunset', videoCount: 1 }, videos: [video], hasMore: false },
    },
  });
  h.reply('GET /api/video/saved', { status: 200, body: { data: { Items: [video] } } });
  // Explore's search finds it too.
  h.reply('GET /api/discovery/discovery', {
    status: 200,
    body: { data: { users: [], videos: [video], hashTags: [] } },
  });
  h.reply(COMMENTS, {
    status: 200,
    body: { data: { Items: [aComment({ videoId: video.id, userId: ME })] } },
  });
  const { feed, feedTabs, viewer } = h.root;
  const profile = await h.root.loadProfile();
  const explore = await h.root.loadExplore();
  const hashtag = await h.root.loadHashtag();
  await feed.loadMore();
  await feedTabs.show('forYou');
  await feedTabs.show('following');
  await profile.load(OTHER);
  await explore.fetchVideos();
  explore.setInputValue('golden');
  await explore.search();
  await hashtag.open('sunset');
  await viewer.load(video.id);
  const saved = await h.root.loadSaved();
  await saved.load();
  const of = (list: readonly VideoModel[]) => list.find((model) => model.id === video.id);
  const shown = () => [
    of(feed.videos),
    of(feedTabs.lists.forYou.videos),
    of(feedTabs.lists.following.videos),
    of(profile.videos),
    of(explore.videos),
    of(explore.searchVideos),
    of(hashtag.videos),
    viewer.video ?? undefined,
    of(saved.videos),
  ];
  return { h, shown };
}

describe('VideoCache: one model per video', () => {
  it("a like in the profile grid's viewer shows, with the 201's count, on every other screen", async () => {
    const { h, shown } = await everyScreen();
    const screens = shown();
    expect(screens.every((model) => model !== undefined)).toBe(true);
    (await h.root.loadProfile()).openVideo(0);
    // Someone else liked it meanwhile: the answer's count is 7, not 5 + 1.
    h.reply(UPDATE, {
      status: 201,
      body: { message: 'ok', data: { likes: 7, downloads: 2, shares: 1, liked: true } },
    });
    await (await h.root.loadProfile()).selectedVideo?.toggleLike();
    expect(shown().map((model) => [model?.liked, model?.likeCount])).toEqual(
      screens.map(() => [true, 7]),
    );
    // The neighbour on the same pages keeps its own.
    expect(h.root.feed.videos[0]?.likeCount).toBe(1);
  });

  it('a comment posted in the feed counts on every screen; one deleted in the viewer, once', async () => {
    const { h, shown } = await everyScreen();
    const feedVideo = h.root.feed.videos[1];
    if (!feedVideo) throw new Error('not loaded');
    await h.root.feed.openComments(feedVideo);
    h.reply('POST /api/video/comment', {
      status: 201,
      body: { message: 'ok', data: aComment({ id: '30000000-0000-4000-8000-000000000009' }) },
    });
    h.root.feed.comments?.setDraft('So golden');
    await h.root.feed.comments?.post();
    expect(shown().map((model) => model?.commentCount)).toEqual(shown().map(() => 3));
    const comment = h.root.viewer.comments?.items[0];
    if (!comment) throw new Error('no comment');
    h.reply(`DELETE /api/video/comment/${comment.id}`, {
      status: 200,
      body: { message: 'Comment deleted.' },
    });
    h.root.viewer.comments?.askDelete(comment);
    await h.root.viewer.comments?.confirmDelete();
    expect(shown().map((model) => model?.commentCount)).toEqual(shown().map(() => 2));
    // The open panel in the feed drops it too.
    expect(h.root.feed.comments?.items.map((item) => item.id)).not.toContain(comment.id);
  });

  it("a caption edit saved from the viewer shows on every screen and in the edit's counts", async () => {
    const own = aVideo({ userId: ME, caption: 'Golden hour #sunset' });
    const { h, shown } = await everyScreen(own);
    const edited = { ...own, caption: 'Blue hour #sunset', likes: 8 };
    h.reply(UPDATE, {
      status: 201,
      body: {
        message: 'Video updated.',
        data: { likes: 8, downloads: 2, shares: 1, liked: false, video: edited },
      },
    });
    const edit = await h.root.loadVideoEdit();
    const model = h.root.viewer.video;
    if (!model) throw new Error('not loaded');
    await edit.open(model);
    edit.draft?.setText('Blue hour #sunset');
    await expect(edit.save()).resolves.toBe(true);
    expect(shown().map((m) => [m?.video.caption, m?.likeCount])).toEqual(
      shown().map(() => ['Blue hour #sunset', 8]),
    );
  });

  it('merges a fresher read into the one model, but a like in flight keeps its heart', async () => {
    const h = signedIn();
    const model = h.root.videos.upsert(aVideo({ likes: 5, liked: false, views: 40 }));
    // A feed page (which leaves views out) read later: the same model, its counts moved.
    const again = h.root.videos.upsert(aVideo({ likes: 6, comments: 4 }));
    expect(again).toBe(model);
    expect([model.likeCount, model.commentCount, model.video.views]).toEqual([6, 4, 40]);
    let answer: (response: Response) => void = () => {};
    h.reply(UPDATE, () => new Promise<Response>((resolve) => (answer = resolve)));
    const pressed = model.toggleLike();
    await new Promise((resolve) => setTimeout(resolve, 0));
    h.root.videos.upsert(aVideo({ likes: 6, liked: false }));
    expect([model.likeToggle.shown, model.likePending]).toEqual([true, true]);
    answer(
      new Response(
        JSON.stringify({ message: 'ok', data: { likes: 7, downloads: 2, shares: 1, liked: true } }),
        { status: 201 },
      ),
    );
    await pressed;
    expect([model.liked, model.likeCount, model.likePending]).toEqual([true, 7, false]);
  });

  it('reads a shown video again on refresh (coming back to the page): counts others moved show', async () => {
    const h = signedIn();
    const model = h.root.videos.upsert(aVideo({ likes: 5, comments: 0 }));
    h.reply('GET /api/video/videos', {
      status: 200,
      body: { data: { Items: [aVideo({ likes: 9, comments: 2 })] } },
    });
    await h.root.videos.refresh(model.id);
    expect(h.callsTo('GET /api/video/videos')[0]?.query).toEqual({ videoId: model.id });
    expect([model.likeCount, model.commentCount]).toEqual([9, 2]);
    // A failed read changes nothing and is only logged.
    h.reply('GET /api/video/videos', { status: 500 });
    await h.root.videos.refresh(model.id);
    await settle();
    expect(model.likeCount).toBe(9);
    expect(h.notify.error).not.toHaveBeenCalled();
  });
});
