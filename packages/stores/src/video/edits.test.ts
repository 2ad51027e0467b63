import type { Video } from '@flick/api-types';
import { describe, expect, it } from 'vitest';
import { aProfile, aVideo, ME, signedIn } from '../testing/harness';

// An edit reaches every store that shows the video, as a deletion does (ADR 0095):
// docs/product.md#editing-a-video, docs/product.md#drafts-and-scheduled-videos.

const MINE_ID = '10000000-0000-4000-8000-0000000000aa';
const NEXT_ID = '10000000-0000-4000-8000-0000000000bb';
const mine = aVideo({ id: MINE_ID, userId: ME, userName: 'me', caption: 'before', likes: 3 });
const next = aVideo({ id: NEXT_ID, userId: ME, userName: 'me', caption: 'the other one' });
const page = <T>(...items: T[]) => ({ status: 200, body: { data: { Items: items } } });
const UPDATE = 'POST /api/video/updateVideo';

/**
 * Signed in as ME with the video on every screen at once: the home feed, "For you", the own
 * profile with its viewer open on it, explore's grid and its search, a hashtag page and the
 * /reels/{id} viewer.
 */
async function everywhere(video: Video = mine) {
  const h = signedIn();
  h.reply('GET /api/video/videos', page(video, next));
  h.reply('GET /api/video/feed/for-you', {
    status: 200,
    body: { data: { Items: [video, next], Why: {} } },
  });
  h.reply(`GET /api/account/user/profile/${ME}`, {
    status: 200,
    body: { data: aProfile({ id: ME, userName: 'me', totalVideos: 2 }) },
  });
  h.reply(`GET /api/video/user/videos/${ME}`, page(video, next));
  h.reply('GET /api/video/comment', page());
  h.reply('GET /api/discovery/hashtag/sunset', {
    status: 200,
    body: {
      data: { hashTag: { name: 'sunset', videoCount: 2 }, videos: [next, video], hasMore: false },
    },
  });
  await h.root.feed.loadMore();
  await h.root.feedTabs.show('forYou');
  const explore = await h.root.loadExplore();
  await explore.fetchVideos();
  const hashtag = await h.root.loadHashtag();
  await hashtag.open('sunset');
  await h.root.viewer.load(video.id);
  const profile = await h.root.loadProfile();
  await profile.loadOwn();
  await profile.openVideo(0);
  return Object.assign(h, { hashtag, explore, profile });
}

/** The caption every screen shows for the video. */
function captions(h: Awaited<ReturnType<typeof everywhere>>, id = MINE_ID) {
  const of = (list: readonly { id: string; caption?: string; video?: Video }[]) => {
    const item = list.find((entry) => entry.id === id);
    return item && ('video' in item && item.video ? item.video.caption : item.caption);
  };
  return {
    feed: of(h.root.feed.videos),
    forYou: of(h.root.feedTabs.lists.forYou.videos),
    profile: of(h.profile.videos),
    profileViewer: h.profile.selectedVideo?.video.caption,
    explore: of(h.explore.videos),
    hashtag: of(h.hashtag.videos),
    viewer: h.root.viewer.video?.video.caption,
  };
}

const everyScreen = (caption: string) => ({
  feed: caption,
  forYou: caption,
  profile: caption,
  profileViewer: caption,
  explore: caption,
  hashtag: caption,
  viewer: caption,
});

describe('editing a video', () => {
  it('shows the saved caption on every screen that shows the video, its counts kept', async () => {
    const h = await everywhere();
    h.reply(UPDATE, {
      status: 201,
      body: {
        message: 'Video updated.',
        data: {
          likes: 3,
          downloads: 0,
          shares: 0,
          liked: false,
          video: { ...mine, caption: 'after' },
        },
      },
    });
    const model = (await h.root.loadProfile()).selectedVideo;
    if (!model) throw new Error('no viewer');
    const edit = await h.root.loadVideoEdit();
    await edit.open(model);
    edit.draft?.setText('after');
    await expect(edit.save()).resolves.toBe(true);
    expect(captions(h)).toEqual(everyScreen('after'));
    // The other video is untouched; the likes counted on screen stay.
    expect(captions(h, NEXT_ID).feed).toBe('the other one');
    expect(h.root.feed.videos[0]?.likeCount).toBe(3);
  });

  it('changes nothing anywhere when the edit is refused', async () => {
    const h = await everywhere();
    h.reply(UPDATE, { status: 500 });
    const model = h.root.viewer.video;
    if (!model) throw new Error('no viewer');
    const edit = await h.root.loadVideoEdit();
    await edit.open(model);
    edit.draft?.setText('after');
    await expect(edit.save()).resolves.toBe(false);
    expect(captions(h)).toEqual(everyScreen('before'));
  });

  it("posting a draft now from the /reels/{id} viewer takes the mark off the profile's tile", async () => {
    const draft = { ...mine, publication: 'draft' as const };
    const h = await everywhere(draft);
    h.reply(UPDATE, {
      status: 201,
      body: {
        message: 'Video updated.',
        data: { likes: 3, downloads: 0, shares: 0, liked: false, video: mine },
      },
    });
    const model = h.root.viewer.video;
    if (!model) throw new Error('no viewer');
    expect((await h.root.loadProfile()).videos[0]?.video.publication).toBe('draft');
    const edit = await h.root.loadVideoEdit();
    await expect(edit.postNow(model)).resolves.toBe(true);
    expect((await h.root.loadProfile()).videos[0]?.video.publication).toBeUndefined();
    expect((await h.root.loadProfile()).selectedVideo?.video.publication).toBeUndefined();
  });
});
