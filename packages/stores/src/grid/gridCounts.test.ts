import { describe, expect, it } from 'vitest';
import { aVideo, signedIn } from '../testing/harness';
import { keepExploreGridCounts, keepHashtagGridCounts } from './gridCounts';
import { exploreGridSteps, hashtagGridSteps, profileGridSteps } from './gridSteps';

const UPDATE = 'POST /api/video/updateVideo';
const COMMENTS = 'GET /api/video/comment';
const liked = {
  status: 201,
  body: { message: 'ok', data: { likes: 0, downloads: 0, shares: 0, liked: true } },
};
const noComments = { status: 200, body: { data: { Items: [] } } };
const id = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;

describe('keepExploreGridCounts', () => {
  it("puts the viewer's like and comment counts on the explore tile, also after it closes", async () => {
    const h = signedIn();
    const { explore } = h.root;
    h.reply('GET /api/video/videos', {
      status: 200,
      body: {
        data: {
          Items: [aVideo({ id: id(1), likes: 1, comments: 2 }), aVideo({ id: id(2), likes: 4 })],
        },
      },
    });
    h.reply(COMMENTS, noComments, noComments, noComments);
    h.reply(UPDATE, liked, liked);
    await explore.fetchVideos();
    const stop = keepExploreGridCounts(explore);
    await explore.openPost(0);
    await explore.selectedVideo?.toggleLike();
    explore.selectedVideo?.commentPosted();
    expect([explore.videos[0]?.likes, explore.videos[0]?.comments]).toEqual([2, 3]);
    // Moving on and closing keep what was counted; the neighbour keeps its own.
    await exploreGridSteps(explore).stepVideo('next');
    await explore.selectedVideo?.toggleLike();
    explore.clearSelectedPost();
    expect(explore.videos.map((video) => video.likes)).toEqual([2, 5]);
    // Opened again, it is still liked: the next press unlikes.
    await explore.openPost(0);
    expect([explore.selectedVideo?.liked, explore.selectedVideo?.likeCount]).toEqual([true, 2]);
    stop();
  });
});

describe('keepHashtagGridCounts', () => {
  it("puts the viewer store's counts on the hashtag tile of the video it shows", async () => {
    const h = signedIn();
    const { viewer } = h.root;
    const hashtag = await h.root.loadHashtag();
    const tagged = aVideo({ id: id(3), likes: 1, comments: 0 });
    h.reply('GET /api/discovery/hashtag/sunset', {
      status: 200,
      body: {
        data: { hashTag: { name: 'sunset', videoCount: 1 }, videos: [tagged], hasMore: false },
      },
    });
    h.reply('GET /api/video/videos', { status: 200, body: { data: { Items: [tagged] } } });
    h.reply(COMMENTS, noComments);
    h.reply(UPDATE, {
      status: 201,
      body: { message: 'ok', data: { likes: 0, downloads: 0, shares: 0, liked: false } },
    });
    await hashtag.open('sunset');
    const stop = keepHashtagGridCounts(hashtag, viewer);
    hashtag.openVideo(0);
    await viewer.load(id(3));
    await viewer.video?.toggleLike();
    hashtag.closeVideo();
    expect(hashtag.videos[0]?.likes).toBe(2);
    stop();
  });
});

describe('GridViewerSteps.total', () => {
  it('is the number of videos of a grid read whole, and null for a paged one, even at its end', async () => {
    const h = signedIn();
    const { profile } = h.root;
    const hashtag = await h.root.loadHashtag();
    const page = (hasMore: boolean) => ({
      status: 200,
      body: {
        data: {
          hashTag: { name: 'sunset', videoCount: 3 },
          videos: hasMore
            ? [aVideo({ id: id(1) }), aVideo({ id: id(2) })]
            : [aVideo({ id: id(3) })],
          hasMore,
        },
      },
    });
    h.reply('GET /api/discovery/hashtag/sunset', page(true), page(false));
    await hashtag.open('sunset');
    const steps = hashtagGridSteps(hashtag);
    expect(steps.total).toBeNull();
    await hashtag.loadMore();
    expect(hashtag.hasMore).toBe(false);
    expect(steps.total).toBeNull();
    expect(profileGridSteps(profile).total).toBe(0);
  });
});
