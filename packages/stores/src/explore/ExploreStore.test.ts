import { describe, expect, it } from 'vitest';
import { exploreGridSteps } from '../grid/gridSteps';
import { aComment, aUser, aVideo, json, OTHER, settle, signedIn } from '../testing/harness';

const VIDEOS = 'GET /api/video/videos';
const DISCOVER = 'GET /api/discovery/discovery';
const v = (n: number) => aVideo({ id: `10000000-0000-4000-8000-00000000000${n}` });

function videoPage(items: ReturnType<typeof aVideo>[]) {
  const last = items[items.length - 1];
  return {
    status: 200,
    body: {
      data: {
        Items: items,
        ...(last
          ? { LastEvaluatedKey: { id: last.id, userId: last.userId, createdAt: last.createdAt } }
          : {}),
      },
    },
  };
}

const results = {
  status: 200,
  body: {
    data: {
      users: [aUser()],
      videos: [v(7)],
      hashTags: [{ name: 'sunset', videoCount: 4 }],
    },
  },
};

describe('ExploreStore', () => {
  it('starts on the all tab with nothing selected and no results shown', async () => {
    const explore = await signedIn().root.loadExplore();
    expect(explore.activeTab).toBe('all');
    expect(explore.showSearchResults).toBe(false);
    expect([explore.selectedPost, explore.selectedIndex]).toEqual([null, null]);
    expect([explore.hasMore, explore.lastEvaluatedKey]).toEqual([true, null]);
  });

  it('appends pages, asking with the last video and for views, and keeps the last-evaluated key', async () => {
    const h = signedIn();
    h.reply(VIDEOS, videoPage([{ ...v(1), views: 1520 }, v(2)]), videoPage([v(3)]));
    await (await h.root.loadExplore()).fetchVideos();
    await (await h.root.loadExplore()).fetchVideos();
    expect((await h.root.loadExplore()).videos.map((x) => x.id)).toEqual([
      v(1).id,
      v(2).id,
      v(3).id,
    ]);
    expect((await h.root.loadExplore()).videos[0]?.video.views).toBe(1520);
    expect(h.callsTo(VIDEOS)[0]?.query).toMatchObject({ pageSize: '19', withViews: '1' });
    expect(h.callsTo(VIDEOS)[1]?.query).toMatchObject({
      pageSize: '19',
      id: v(2).id,
      withViews: '1',
    });
    expect((await h.root.loadExplore()).lastEvaluatedKey?.id).toBe(v(3).id);
  });

  it('sets hasMore false when a page comes back empty, and stops asking', async () => {
    const h = signedIn();
    h.reply(VIDEOS, videoPage([v(1)]), videoPage([]));
    await (await h.root.loadExplore()).fetchVideos();
    expect((await h.root.loadExplore()).hasMore).toBe(true);
    await (await h.root.loadExplore()).fetchVideos();
    expect((await h.root.loadExplore()).hasMore).toBe(false);
    expect((await h.root.loadExplore()).videos).toHaveLength(1);
    await (await h.root.loadExplore()).fetchVideos();
    expect(h.callsTo(VIDEOS)).toHaveLength(2);
  });

  it('says Error fetching videos when a page fails', async () => {
    const h = signedIn();
    h.reply(VIDEOS, { status: 500 });
    await (await h.root.loadExplore()).fetchVideos();
    expect(h.notify.error).toHaveBeenCalledWith('Error fetching videos');
    expect((await h.root.loadExplore()).loadingVideos).toBe(false);
  });

  it('searches with pageSize 19 and pageNumber 1 and shows videos, users and hashtags', async () => {
    const h = signedIn();
    h.reply(DISCOVER, results);
    (await h.root.loadExplore()).setInputValue(' sun ');
    await (await h.root.loadExplore()).search();
    expect(h.callsTo(DISCOVER)[0]?.query).toEqual({
      search: 'sun',
      pageSize: '19',
      pageNumber: '1',
    });
    const explore = await h.root.loadExplore();
    expect(explore.searchQuery).toBe('sun');
    expect(explore.showSearchResults).toBe(true);
    expect(explore.searchVideos).toHaveLength(1);
    expect(explore.users).toHaveLength(1);
    expect(explore.hashtags).toEqual([{ name: 'sunset', videoCount: 4 }]);
  });

  it('hides the results when the search is cleared', async () => {
    const h = signedIn();
    h.reply(DISCOVER, results);
    (await h.root.loadExplore()).setInputValue('sun');
    await (await h.root.loadExplore()).search();
    (await h.root.loadExplore()).clearSearch();
    expect((await h.root.loadExplore()).showSearchResults).toBe(false);
    expect((await h.root.loadExplore()).inputValue).toBe('');
    expect((await h.root.loadExplore()).users).toEqual([]);
  });

  it('can hide and show the results again without searching', async () => {
    const h = signedIn();
    h.reply(DISCOVER, results);
    (await h.root.loadExplore()).setInputValue('sun');
    await (await h.root.loadExplore()).search();
    (await h.root.loadExplore()).setShowSearchResults(false);
    expect((await h.root.loadExplore()).showSearchResults).toBe(false);
    (await h.root.loadExplore()).setShowSearchResults(true);
    expect((await h.root.loadExplore()).showSearchResults).toBe(true);
    expect(h.callsTo(DISCOVER)).toHaveLength(1);
  });

  it('carries the submitted search, not the typing, to the address, and drops it when cleared', async () => {
    const h = signedIn();
    h.reply(DISCOVER, results);
    const explore = await h.root.loadExplore();
    explore.setInputValue('sun');
    expect(explore.addressText).toBe('');
    await explore.search();
    expect(explore.addressText).toBe('sun');
    explore.setInputValue('sunse');
    expect(explore.addressText).toBe('sun');
    explore.setInputValue('');
    expect(explore.addressText).toBe('');
  });

  it('searches the text an address names at once, and not again for the search already shown', async () => {
    const h = signedIn();
    h.reply(DISCOVER, results);
    const explore = await h.root.loadExplore();
    explore.openFromAddress(' sun ');
    expect(explore.inputValue).toBe('sun');
    await settle();
    expect(h.callsTo(DISCOVER).map((c) => c.query.search)).toEqual(['sun']);
    expect(explore.showSearchResults).toBe(true);
    expect(explore.searchVideos).toHaveLength(1);
    explore.openFromAddress('sun');
    explore.openFromAddress('');
    await settle();
    expect(h.callsTo(DISCOVER)).toHaveLength(1);
  });

  it('does not search blank input', async () => {
    const h = signedIn();
    (await h.root.loadExplore()).setInputValue('  ');
    await (await h.root.loadExplore()).search();
    expect(h.callsTo(DISCOVER)).toHaveLength(0);
    expect((await h.root.loadExplore()).showSearchResults).toBe(false);
  });

  it('says Error performing search on failure', async () => {
    const h = signedIn();
    h.reply(DISCOVER, { status: 500 });
    (await h.root.loadExplore()).setInputValue('sun');
    await (await h.root.loadExplore()).search();
    expect(h.notify.error).toHaveBeenCalledWith('Error performing search');
  });

  it('flips a user row on 201 and says Error following/unfollowing user on failure', async () => {
    const h = signedIn();
    h.reply(DISCOVER, results);
    (await h.root.loadExplore()).setInputValue('sun');
    await (await h.root.loadExplore()).search();
    h.reply('POST /api/account/follow', {
      status: 201,
      body: { message: 'ok', data: { isFollowing: true, totalFollowers: 1 } },
    });
    await (await h.root.loadExplore()).toggleFollow(OTHER);
    expect((await h.root.loadExplore()).users[0]?.isFollowing).toBe(true);
    h.reply('DELETE /api/account/unfollow', { status: 500 });
    await (await h.root.loadExplore()).toggleFollow(OTHER);
    expect((await h.root.loadExplore()).users[0]?.isFollowing).toBe(true);
    expect(h.notify.error).toHaveBeenCalledWith('Error following/unfollowing user');
  });

  it('opens a selected post at its index with its own video model and comments', async () => {
    const h = signedIn();
    const explore = await h.root.loadExplore();
    h.reply(VIDEOS, videoPage([v(1), v(2)]));
    h.reply('GET /api/video/comment', {
      status: 200,
      body: { data: { Items: [aComment()] } },
    });
    await explore.fetchVideos();
    await explore.openPost(1);
    expect([explore.selectedPost?.id, explore.selectedIndex]).toEqual([v(2).id, 1]);
    expect(explore.selectedVideo?.id).toBe(v(2).id);
    expect(h.callsTo('GET /api/video/comment')[0]?.query).toEqual({ videoId: v(2).id });
    expect(explore.comments?.items.map((c) => c.text)).toEqual(['Love this 🔥']);
    // The explore viewer does not go through the /reels/{id} viewer store.
    expect(h.root.viewer.video).toBeNull();
    explore.clearSelectedPost();
    expect([explore.selectedPost, explore.selectedVideo, explore.comments]).toEqual([
      null,
      null,
      null,
    ]);
    explore.setActiveTab('hashtags');
    expect(explore.activeTab).toBe('hashtags');
  });

  it('moves the viewer to the neighbouring posts, reading the next page past the last loaded one', async () => {
    const h = signedIn();
    const explore = await h.root.loadExplore();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    h.reply(VIDEOS, videoPage([v(1), v(2)]), async () => {
      await held;
      return json(200, videoPage([v(3)]).body);
    });
    h.reply('GET /api/video/comment', { status: 200, body: { data: { Items: [] } } });
    const steps = exploreGridSteps(explore);
    await explore.fetchVideos();
    await explore.openPost(0);
    expect([steps.hasPreviousVideo, steps.hasNextVideo]).toEqual([false, true]);
    await steps.stepVideo('previous');
    expect(explore.selectedIndex).toBe(0);

    await steps.stepVideo('next');
    expect([explore.selectedIndex, explore.selectedPost?.id]).toEqual([1, v(2).id]);
    // The last loaded post: Next is still possible, the grid has more.
    expect([steps.hasPreviousVideo, steps.hasNextVideo]).toEqual([true, true]);
    const moving = steps.stepVideo('next');
    expect(steps.loadingNextVideo).toBe(true);
    // A second press while the page is read asks for nothing more.
    await steps.stepVideo('next');
    expect(explore.selectedIndex).toBe(1);
    release();
    await moving;
    expect(h.callsTo(VIDEOS)).toHaveLength(2);
    expect(steps.loadingNextVideo).toBe(false);
    // Exactly as opening that tile: its post, its own model, its comments.
    expect([explore.selectedIndex, explore.selectedPost?.id]).toEqual([2, v(3).id]);
    expect(explore.selectedVideo?.id).toBe(v(3).id);
    expect(explore.comments?.videoId).toBe(v(3).id);
    expect(h.callsTo('GET /api/video/comment').map((c) => c.query.videoId)).toEqual([
      v(1).id,
      v(2).id,
      v(3).id,
    ]);
    await steps.stepVideo('previous');
    expect(explore.selectedPost?.id).toBe(v(2).id);
  });

  it('stops at the last post when no page follows, without wrapping', async () => {
    const h = signedIn();
    const explore = await h.root.loadExplore();
    h.reply(VIDEOS, videoPage([v(1), v(2)]), videoPage([]));
    h.reply('GET /api/video/comment', { status: 200, body: { data: { Items: [] } } });
    const steps = exploreGridSteps(explore);
    await explore.fetchVideos();
    await explore.openPost(1);
    await steps.stepVideo('next');
    expect([explore.selectedIndex, steps.hasNextVideo, explore.hasMore]).toEqual([1, false, false]);
    await steps.stepVideo('next');
    expect(h.callsTo(VIDEOS)).toHaveLength(2);
    expect(explore.selectedIndex).toBe(1);
  });

  it('moves through the search results it shows, which are not paged', async () => {
    const h = signedIn();
    const explore = await h.root.loadExplore();
    h.reply(DISCOVER, {
      status: 200,
      body: { data: { users: [], videos: [v(7), v(8)], hashTags: [] } },
    });
    h.reply('GET /api/video/comment', { status: 200, body: { data: { Items: [] } } });
    const steps = exploreGridSteps(explore);
    explore.setInputValue('sun');
    await explore.search();
    await explore.openPost(0);
    expect(explore.selectedPost?.id).toBe(v(7).id);
    await steps.stepVideo('next');
    expect(explore.selectedPost?.id).toBe(v(8).id);
    // The browsing grid still has pages; the results do not.
    expect([explore.hasMore, steps.hasNextVideo]).toEqual([true, false]);
    await steps.stepVideo('next');
    expect(h.callsTo(VIDEOS)).toHaveLength(0);
  });
});
