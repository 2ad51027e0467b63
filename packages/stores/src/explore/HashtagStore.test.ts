import { describe, expect, it } from 'vitest';
import { aVideo, signedIn } from '../testing/harness';

const TAG = 'GET /api/discovery/hashtag/sunset';
const page = (ids: number[], hasMore: boolean) => ({
  status: 200,
  body: {
    data: {
      hashTag: { name: 'sunset', videoCount: 3 },
      videos: ids.map((n) => aVideo({ id: `10000000-0000-4000-8000-00000000000${n}` })),
      hasMore,
    },
  },
});

describe('HashtagStore', () => {
  it('reads pages of 19 by page number and appends them', async () => {
    const h = signedIn();
    h.reply(TAG, page([1, 2], true), page([3], false));
    await h.root.hashtag.open('sunset');
    await h.root.hashtag.loadMore();
    await h.root.hashtag.loadMore();
    expect(h.callsTo(TAG).map((c) => c.query)).toEqual([
      { pageSize: '19', pageNumber: '1' },
      { pageSize: '19', pageNumber: '2' },
    ]);
    expect(h.root.hashtag.videos).toHaveLength(3);
    expect(h.root.hashtag.hashTag?.videoCount).toBe(3);
    expect(h.root.hashtag.hasMore).toBe(false);
  });

  it("says the tag has no videos yet, or that the viewer's filters hide the ones it has", async () => {
    const h = signedIn();
    const none = (videoCount: number) => ({
      status: 200,
      body: { data: { hashTag: { name: 'sunset', videoCount }, videos: [], hasMore: false } },
    });
    h.reply(TAG, none(0), none(2));
    await h.root.hashtag.open('sunset');
    expect(h.root.hashtag.emptyText).toBe('No videos with this hashtag yet.');
    await h.root.hashtag.open('sunset');
    expect(h.root.hashtag.videos).toEqual([]);
    expect(h.root.hashtag.emptyText).toBe(
      'Videos with this hashtag are hidden by your mutes, blocks or keyword filters.',
    );
  });

  it('says Error fetching videos on failure', async () => {
    const h = signedIn();
    h.reply(TAG, { status: 500 });
    await h.root.hashtag.open('sunset');
    expect(h.root.hashtag.error).toBe('Error fetching videos');
    expect(h.notify.error).toHaveBeenCalledWith('Error fetching videos');
  });
});
