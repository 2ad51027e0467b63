import { describe, expect, it } from 'vitest';
import { aVideo, OTHER, signedIn, THIRD } from '../testing/harness';

const VIDEOS = 'GET /api/video/videos';

function page(ids: string[], more: boolean) {
  const Items = ids.map((id, i) =>
    aVideo({ id, userId: i % 2 ? THIRD : OTHER, createdAt: `2026-11-2${i}T00:00:00.000Z` }),
  );
  const last = Items[Items.length - 1];
  return {
    status: 200,
    body: {
      data: {
        Items,
        ...(more && last
          ? { LastEvaluatedKey: { id: last.id, userId: last.userId, createdAt: last.createdAt } }
          : {}),
      },
    },
  };
}

const id = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;

describe('FeedStore', () => {
  it("asks for pages of 19, then the next one with the last video's id, userId and createdAt", async () => {
    const h = signedIn();
    h.reply(VIDEOS, page([id(1), id(2)], true), page([id(3)], false));
    await h.root.feed.loadMore();
    await h.root.feed.loadMore();
    expect(h.callsTo(VIDEOS).map((c) => c.query)).toEqual([
      { pageSize: '19' },
      { pageSize: '19', id: id(2), userId: THIRD, createdAt: '2026-11-21T00:00:00.000Z' },
    ]);
    expect(h.root.feed.videos.map((v) => v.id)).toEqual([id(1), id(2), id(3)]);
  });

  it('stops at the last page', async () => {
    const h = signedIn();
    h.reply(VIDEOS, page([id(1)], false));
    await h.root.feed.loadMore();
    expect(h.root.feed.hasMore).toBe(false);
    await h.root.feed.loadMore();
    expect(h.callsTo(VIDEOS)).toHaveLength(1);
  });

  it('says Error fetching videos when a page cannot be read', async () => {
    const h = signedIn();
    h.reply(VIDEOS, { status: 500 });
    await h.root.feed.loadMore();
    expect(h.root.feed.error).toBe('Error fetching videos');
    expect(h.notify.error).toHaveBeenCalledWith('Error fetching videos');
  });

  it("pages Home, Following and Explore's grid with the LastEvaluatedKey the server gave, not the last video shown", async () => {
    const h = signedIn();
    // The server's key names a video the caller does not see (it read past a muted one).
    const key = { id: id(9), userId: THIRD, createdAt: '2026-11-19T00:00:00.000Z' };
    const first = {
      status: 200,
      body: { data: { Items: [aVideo({ id: id(1) })], LastEvaluatedKey: key } },
    };
    const last = { status: 200, body: { data: { Items: [aVideo({ id: id(2) })] } } };
    h.reply(VIDEOS, first, last, first, last);
    h.reply('GET /api/video/feed/following', first, last);
    const next = {
      pageSize: '19',
      id: id(9),
      userId: THIRD,
      createdAt: '2026-11-19T00:00:00.000Z',
    };
    await h.root.feed.loadMore();
    await h.root.feed.loadMore();
    await (await h.root.loadExplore()).fetchVideos();
    await (await h.root.loadExplore()).fetchVideos();
    await h.root.feedTabs.show('following');
    await h.root.feedTabs.loadMore('following');
    // Home asks the feed's pages as they are; Explore's grid asks for view counts too.
    expect(h.callsTo(VIDEOS).map((c) => c.query)).toEqual([
      { pageSize: '19' },
      next,
      { pageSize: '19', withViews: '1' },
      { ...next, withViews: '1' },
    ]);
    expect(h.callsTo('GET /api/video/feed/following').map((c) => c.query)).toEqual([
      { pageSize: '19' },
      next,
    ]);
    expect([
      h.root.feed.hasMore,
      (await h.root.loadExplore()).hasMore,
      h.root.feedTabs.lists.following.hasMore,
    ]).toEqual([false, false, false]);
  });
});
