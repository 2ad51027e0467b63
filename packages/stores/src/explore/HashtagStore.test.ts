import { describe, expect, it } from 'vitest';
import { hashtagGridSteps } from '../grid/gridSteps';
import { aVideo, json, signedIn } from '../testing/harness';

const TAG = 'GET /api/discovery/hashtag/sunset';
const id = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;
const page = (ids: number[], hasMore: boolean) => ({
  status: 200,
  body: {
    data: {
      hashTag: { name: 'sunset', videoCount: 3 },
      videos: ids.map((n) => aVideo({ id: id(n) })),
      hasMore,
    },
  },
});

describe('HashtagStore', () => {
  it('reads pages of 19 by page number and appends them', async () => {
    const h = signedIn();
    const hashtag = await h.root.loadHashtag();
    h.reply(TAG, page([1, 2], true), page([3], false));
    await hashtag.open('sunset');
    await hashtag.loadMore();
    await hashtag.loadMore();
    expect(h.callsTo(TAG).map((c) => c.query)).toEqual([
      { pageSize: '19', pageNumber: '1' },
      { pageSize: '19', pageNumber: '2' },
    ]);
    expect(hashtag.videos).toHaveLength(3);
    expect(hashtag.hashTag?.videoCount).toBe(3);
    expect(hashtag.hasMore).toBe(false);
  });

  it("says the tag has no videos yet, or that the viewer's filters hide the ones it has", async () => {
    const h = signedIn();
    const hashtag = await h.root.loadHashtag();
    const none = (videoCount: number) => ({
      status: 200,
      body: { data: { hashTag: { name: 'sunset', videoCount }, videos: [], hasMore: false } },
    });
    h.reply(TAG, none(0), none(2));
    await hashtag.open('sunset');
    expect(hashtag.emptyText).toBe('No videos with this hashtag yet.');
    await hashtag.open('sunset');
    expect(hashtag.videos).toEqual([]);
    expect(hashtag.emptyText).toBe(
      'Videos with this hashtag are hidden by your mutes, blocks or keyword filters.',
    );
  });

  it('says Error fetching videos on failure', async () => {
    const h = signedIn();
    const hashtag = await h.root.loadHashtag();
    h.reply(TAG, { status: 500 });
    await hashtag.open('sunset');
    expect(hashtag.error).toBe('Error fetching videos');
    expect(h.notify.error).toHaveBeenCalledWith('Error fetching videos');
  });

  it('opens a video at its index and moves the viewer, reading the next page past the last', async () => {
    const h = signedIn();
    const hashtag = await h.root.loadHashtag();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    h.reply(TAG, page([1, 2], true), async () => {
      await held;
      return json(200, page([3], false).body);
    });
    const steps = hashtagGridSteps(hashtag);
    await hashtag.open('sunset');
    hashtag.openVideo(1);
    expect([hashtag.selectedVideoId, steps.hasPreviousVideo, steps.hasNextVideo]).toEqual([
      id(2),
      true,
      true,
    ]);
    const moving = steps.stepVideo('next');
    expect(steps.loadingNextVideo).toBe(true);
    release();
    await moving;
    expect([hashtag.selectedVideoId, steps.hasNextVideo]).toEqual([id(3), false]);
    await steps.stepVideo('next');
    expect(hashtag.selectedIndex).toBe(2);
    await steps.stepVideo('previous');
    expect(hashtag.selectedVideoId).toBe(id(2));
    hashtag.closeVideo();
    expect(hashtag.selectedVideoId).toBeNull();
  });

  it('forgets the open video when another tag opens', async () => {
    const h = signedIn();
    const hashtag = await h.root.loadHashtag();
    h.reply(TAG, page([1], false));
    h.reply('GET /api/discovery/hashtag/sea', page([2], false));
    await hashtag.open('sunset');
    hashtag.openVideo(0);
    await hashtag.open('sea');
    expect(hashtag.selectedIndex).toBeNull();
  });

  it('takes off the page a video whose edit drops the tag, and shows the edit of one that keeps it', async () => {
    const h = signedIn();
    const hashtag = await h.root.loadHashtag();
    h.reply(TAG, page([1, 2, 3], false));
    await hashtag.open('sunset');
    hashtag.openVideo(2);
    // The owner's saved edits, as the edit sheet hands them on.
    const kept = aVideo({ id: id(1), caption: 'Still #Sunset', hashtags: ['sunset'] });
    h.root.videos.edited(kept);
    expect(hashtag.videos.map((v) => v.video.caption)[0]).toBe('Still #Sunset');
    const dropped = aVideo({ id: id(2), caption: 'Now #dawn', hashtags: ['dawn'] });
    h.root.videos.edited(dropped);
    expect(hashtag.videos.map((v) => v.id)).toEqual([id(1), id(3)]);
    expect(hashtag.hashTag?.videoCount).toBe(2);
    // The viewer stays on the video it showed.
    expect(hashtag.selectedVideoId).toBe(id(3));
  });
});
