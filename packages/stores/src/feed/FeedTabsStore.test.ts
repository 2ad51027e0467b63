import { describe, expect, it } from 'vitest';
import { aVideo, OTHER, signedIn, THIRD } from '../testing/harness';
import { whyReasons } from './FeedTabsStore';

const FOR_YOU = 'GET /api/video/feed/for-you';
const FOLLOWING = 'GET /api/video/feed/following';
const id = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;
const factors = {
  following: false,
  likes: 0,
  watchers: 0,
  completionRate: null,
  isNew: false,
  score: 1,
};

describe('FeedTabsStore', () => {
  it('reads "For you" pages with the score, id and asOf of the last key, and keeps each why', async () => {
    const h = signedIn();
    const key = { score: 2.5, id: id(2), asOf: '2026-11-24T20:00:00.000Z' };
    h.reply(
      FOR_YOU,
      {
        status: 200,
        body: {
          data: {
            Items: [aVideo({ id: id(1), userId: OTHER, userName: 'ana' }), aVideo({ id: id(2) })],
            Why: { [id(1)]: { ...factors, following: true, likes: 12 }, [id(2)]: factors },
            LastEvaluatedKey: key,
          },
        },
      },
      {
        status: 200,
        body: { data: { Items: [aVideo({ id: id(3) })], Why: { [id(3)]: factors } } },
      },
    );
    const tabs = h.root.feedTabs;
    await tabs.show('forYou');
    await tabs.loadMore();
    expect(h.callsTo(FOR_YOU).map((c) => c.query)).toEqual([
      { pageSize: '19' },
      { pageSize: '19', score: '2.5', id: id(2), asOf: key.asOf },
    ]);
    expect(tabs.lists.forYou.videos.map((v) => v.id)).toEqual([id(1), id(2), id(3)]);
    expect(tabs.lists.forYou.hasMore).toBe(false);
    const first = tabs.lists.forYou.videos[0];
    expect(first && tabs.reasonsFor(first)).toEqual(['You follow @ana', 'Liked by 12 people']);
  });

  it('reads "Following" only when its tab is shown, and an empty one ends at once', async () => {
    const h = signedIn();
    h.reply(FOR_YOU, { status: 200, body: { data: { Items: [], Why: {} } } });
    h.reply(FOLLOWING, { status: 200, body: { data: { Items: [] } } });
    await h.root.feedTabs.show('forYou');
    expect(h.callsTo(FOLLOWING)).toHaveLength(0);
    await h.root.feedTabs.show('following');
    expect(h.callsTo(FOLLOWING).map((c) => c.query)).toEqual([{ pageSize: '19' }]);
    expect(h.root.feedTabs.current.videos).toEqual([]);
    expect(h.root.feedTabs.current.hasMore).toBe(false);
  });

  it('shows a tab read before from the videos it holds, asking nothing again', async () => {
    const h = signedIn();
    h.reply(FOR_YOU, {
      status: 200,
      body: {
        data: {
          Items: [aVideo({ id: id(1) })],
          Why: {},
          LastEvaluatedKey: { score: 1, id: id(1), asOf: '2026-11-24T20:00:00.000Z' },
        },
      },
    });
    h.reply(FOLLOWING, { status: 200, body: { data: { Items: [aVideo({ id: id(2) })] } } });
    await h.root.feedTabs.show('forYou');
    await h.root.feedTabs.show('following');
    await h.root.feedTabs.show('forYou');
    expect(h.callsTo(FOR_YOU)).toHaveLength(1);
    expect(h.root.feedTabs.current.videos.map((v) => v.id)).toEqual([id(1)]);
  });

  it('reads Following again after a follow, and both tabs after logout', async () => {
    const h = signedIn();
    h.reply(FOR_YOU, {
      status: 200,
      body: { data: { Items: [aVideo({ id: id(1) })], Why: { [id(1)]: factors } } },
    });
    h.reply(FOLLOWING, { status: 200, body: { data: { Items: [aVideo({ id: id(2) })] } } });
    const tabs = h.root.feedTabs;
    await tabs.show('forYou');
    await tabs.show('following');
    h.root.followChanged();
    await tabs.show('following');
    expect(h.callsTo(FOLLOWING)).toHaveLength(2);
    await tabs.show('forYou');
    expect(h.callsTo(FOR_YOU)).toHaveLength(1);
    h.root.sessionEnded();
    expect(tabs.lists.forYou.videos).toEqual([]);
    expect(tabs.lists.following.videos).toEqual([]);
    await tabs.show('forYou');
    expect(h.callsTo(FOR_YOU)).toHaveLength(2);
  });

  it('says Error fetching videos when a tab cannot be read', async () => {
    const h = signedIn();
    h.reply(FOLLOWING, { status: 500 });
    await h.root.feedTabs.show('following');
    expect(h.root.feedTabs.lists.following.error).toBe('Error fetching videos');
  });

  it('words the factors', () => {
    expect(whyReasons({ ...factors, likes: 1, completionRate: 0.8, isNew: true }, THIRD)).toEqual([
      'Liked by 1 person',
      'Most viewers watched to the end',
      'New',
    ]);
    expect(whyReasons(factors, 'ana')).toEqual(['Recommended for you']);
  });
});
