import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, OTHER, settle, signedIn } from '../testing/harness';

const SEARCH = 'GET /api/discovery/discovery';
const FOLLOW = 'POST /api/account/follow';
const UNFOLLOW = 'DELETE /api/account/unfollow';
const followAnswer = { message: 'ok', data: { isFollowing: true, totalFollowers: 1 } };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function withResults(users = [aUser()]) {
  const h = signedIn();
  h.reply(SEARCH, { status: 200, body: { data: { users } } });
  (await h.root.loadSearch()).setQuery('maya');
  await vi.advanceTimersByTimeAsync(300);
  await settle();
  return h;
}

describe('SearchStore', () => {
  it('says Start typing to search for users. before any text', async () => {
    const h = signedIn();
    expect((await h.root.loadSearch()).emptyText).toBe('Start typing to search for users.');
  });

  it('searches 300 ms after the last keystroke, once', async () => {
    const h = signedIn();
    h.reply(SEARCH, { status: 200, body: { data: { users: [aUser()] } } });
    (await h.root.loadSearch()).setQuery('m');
    await vi.advanceTimersByTimeAsync(200);
    (await h.root.loadSearch()).setQuery('ma');
    await vi.advanceTimersByTimeAsync(299);
    expect(h.callsTo(SEARCH)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(h.callsTo(SEARCH).map((c) => c.query)).toEqual([{ search: 'ma' }]);
    expect((await h.root.loadSearch()).users).toHaveLength(1);
  });

  it('clears instead of searching when the text is blank', async () => {
    const h = await withResults();
    (await h.root.loadSearch()).setQuery('   ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.callsTo(SEARCH)).toHaveLength(1);
    expect((await h.root.loadSearch()).users).toEqual([]);
    expect((await h.root.loadSearch()).emptyText).toBe('Start typing to search for users.');
  });

  it('drops an answer that arrives after the text was cleared', async () => {
    const h = signedIn();
    let answer: (r: Response) => void = () => {};
    h.reply(SEARCH, () => new Promise<Response>((resolve) => (answer = resolve)));
    (await h.root.loadSearch()).setQuery('maya');
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    (await h.root.loadSearch()).clear();
    answer(new Response(JSON.stringify({ data: { users: [aUser()] } }), { status: 200 }));
    await settle();
    expect((await h.root.loadSearch()).users).toEqual([]);
  });

  it('says No users found. when the answer has no users', async () => {
    const h = await withResults([]);
    expect((await h.root.loadSearch()).emptyText).toBe('No users found.');
  });

  it('says Error performing search. Please try again. on failure', async () => {
    const h = signedIn();
    h.reply(SEARCH, { status: 500 });
    (await h.root.loadSearch()).setQuery('maya');
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect((await h.root.loadSearch()).error).toBe('Error performing search. Please try again.');
    expect(h.notify.error).toHaveBeenCalledWith('Error performing search. Please try again.');
  });

  it('marks a follow pending, then flips the row on 201', async () => {
    const h = await withResults();
    let answer: (r: Response) => void = () => {};
    h.reply(FOLLOW, () => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = (await h.root.loadSearch()).toggleFollow(OTHER);
    await settle();
    expect((await h.root.loadSearch()).follows.isPending(OTHER)).toBe(true);
    expect((await h.root.loadSearch()).users[0]?.isFollowing).toBe(false);
    answer(new Response(JSON.stringify(followAnswer), { status: 201 }));
    await pending;
    expect(h.callsTo(FOLLOW)[0]?.body).toEqual({ userId: OTHER });
    expect((await h.root.loadSearch()).follows.isPending(OTHER)).toBe(false);
    expect((await h.root.loadSearch()).users[0]?.isFollowing).toBe(true);
  });

  it('unfollows with DELETE /unfollow and flips on 200', async () => {
    const h = await withResults([aUser({ isFollowing: true })]);
    h.reply(UNFOLLOW, {
      status: 200,
      body: { ...followAnswer, data: { isFollowing: false, totalFollowers: 0 } },
    });
    await (await h.root.loadSearch()).toggleFollow(OTHER);
    expect((await h.root.loadSearch()).users[0]?.isFollowing).toBe(false);
  });

  it('keeps the row and says Unable to follow/unfollow. Please try again. on another status', async () => {
    const h = await withResults();
    h.reply(
      FOLLOW,
      { status: 400, body: { message: 'You cannot follow yourself.' } },
      { status: 403, body: { message: 'No.' } },
    );
    await (await h.root.loadSearch()).toggleFollow(OTHER);
    await (await h.root.loadSearch()).toggleFollow(OTHER);
    expect((await h.root.loadSearch()).users[0]?.isFollowing).toBe(false);
    expect(h.notify.error.mock.calls.map(([m]) => m)).toEqual([
      'Unable to follow/unfollow. Please try again.',
      'Unable to follow/unfollow. Please try again.',
    ]);
  });

  it('says Error performing follow/unfollow action. when no answer arrives', async () => {
    const h = await withResults();
    h.reply(FOLLOW, { network: true });
    await (await h.root.loadSearch()).toggleFollow(OTHER);
    expect((await h.root.loadSearch()).users[0]?.isFollowing).toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('Error performing follow/unfollow action.');
    expect((await h.root.loadSearch()).follows.isPending(OTHER)).toBe(false);
  });

  describe('its text in the address (?q=)', () => {
    it('takes the text once the 300 ms pause ends, not at each keystroke, and drops it when blank', async () => {
      const h = signedIn();
      h.reply(SEARCH, { status: 200, body: { data: { users: [aUser()] } } });
      const search = await h.root.loadSearch();
      search.setQuery(' m');
      await vi.advanceTimersByTimeAsync(100);
      search.setQuery(' ma ');
      await vi.advanceTimersByTimeAsync(299);
      expect(search.addressText).toBe('');
      await vi.advanceTimersByTimeAsync(1);
      expect(search.addressText).toBe('ma');
      await settle();
      search.setQuery('  ');
      expect(search.addressText).toBe('');
      search.setQuery('maya');
      await vi.advanceTimersByTimeAsync(300);
      search.clear();
      expect(search.addressText).toBe('');
    });

    it('searches the text an address names at once, showing it in the box', async () => {
      const h = signedIn();
      h.reply(SEARCH, { status: 200, body: { data: { users: [aUser()] } } });
      const search = await h.root.loadSearch();
      search.openFromAddress(' maya ');
      expect(search.query).toBe('maya');
      expect(search.addressText).toBe('maya');
      await settle();
      expect(h.callsTo(SEARCH).map((c) => c.query)).toEqual([{ search: 'maya' }]);
      expect(search.users).toHaveLength(1);
      expect(search.emptyText).toBeNull();
    });

    it('keeps the results in memory when the address names the search already run (Back, Forward)', async () => {
      const h = await withResults();
      const search = await h.root.loadSearch();
      search.openFromAddress('maya');
      search.openFromAddress('');
      await settle();
      expect(h.callsTo(SEARCH)).toHaveLength(1);
      expect([search.query, search.users.length]).toEqual(['maya', 1]);
    });

    it('replaces a pending search with the one an address names', async () => {
      const h = signedIn();
      h.reply(SEARCH, { status: 200, body: { data: { users: [aUser()] } } });
      const search = await h.root.loadSearch();
      search.setQuery('ali');
      search.openFromAddress('maya');
      await vi.advanceTimersByTimeAsync(1000);
      await settle();
      expect(h.callsTo(SEARCH).map((c) => c.query)).toEqual([{ search: 'maya' }]);
      expect(search.query).toBe('maya');
    });
  });
});
