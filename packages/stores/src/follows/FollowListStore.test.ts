import { describe, expect, it } from 'vitest';
import { aUser, createHarness, OTHER, settle, signedIn, THIRD } from '../testing/harness';

const FOLLOWERS = 'GET /api/account/followers';
const FOLLOWINGS = 'GET /api/account/followings';
const FOLLOW = 'POST /api/account/follow';
const UNFOLLOW = 'DELETE /api/account/unfollow';
const list = (...items: ReturnType<typeof aUser>[]) => ({
  status: 200,
  body: { data: { Items: items } },
});
const followed = (isFollowing: boolean, status = 201) => ({
  status,
  body: { message: 'ok', data: { isFollowing, totalFollowers: 1 } },
});

describe('FollowersStore', () => {
  it('reads data.Items of GET /followers', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply(FOLLOWERS, list(aUser(), aUser({ id: THIRD, userId: THIRD })));
    await lists.followers.load();
    expect(lists.followers.items.map((i) => i.id)).toEqual([OTHER, THIRD]);
    expect(lists.followers.loading).toBe(false);
  });

  it('needs a stored token: Authentication token not found.', async () => {
    const h = createHarness();
    const lists = await h.root.loadFollowLists();
    await lists.followers.load();
    expect(h.calls).toHaveLength(0);
    expect(lists.followers.error).toBe('Authentication token not found.');
  });

  it("says the server's message, else Failed to fetch followers, else Something went wrong.", async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply(
      FOLLOWERS,
      // Not a 401: that would end the session (SessionStore.endSession) before the next load.
      // The list declares no other failure; a server in trouble says why with a 503.
      { status: 503, body: { message: 'Try again later.' } },
      { status: 500 },
      { network: true },
    );
    const seen: (string | null)[] = [];
    for (let i = 0; i < 3; i += 1) {
      await lists.followers.load();
      seen.push(lists.followers.error);
    }
    expect(seen).toEqual([
      'Try again later.',
      'Failed to fetch followers',
      'Something went wrong.',
    ]);
  });

  it('follows back from a row, flips it on 201 and reloads both lists', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply(FOLLOWERS, list(aUser({ isFollowing: false })));
    h.reply(FOLLOWINGS, list());
    await lists.followers.load();
    await lists.followings.load();
    h.reply(FOLLOW, followed(true));
    await lists.followers.toggleFollow(OTHER);
    expect(h.callsTo(FOLLOW)[0]?.body).toEqual({ userId: OTHER });
    expect(lists.followers.items[0]?.isFollowing).toBe(true);
    await settle();
    expect(h.callsTo(FOLLOWERS)).toHaveLength(2);
    expect(h.callsTo(FOLLOWINGS)).toHaveLength(2);
  });

  it('keeps a follower on another server with its page there, and sends no follow for it', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    const ana = aUser({
      id: THIRD,
      userId: THIRD,
      userName: 'ana@mastodon.example',
      firstName: 'Ana',
      lastName: '',
      remote: true,
      authorUrl: 'https://mastodon.example/@ana',
    });
    h.reply(FOLLOWERS, list(ana, aUser()));
    await lists.followers.load();
    expect(lists.followers.items.map((i) => [i.userName, i.remoteUrl])).toEqual([
      ['ana@mastodon.example', 'https://mastodon.example/@ana'],
      [aUser().userName, null],
    ]);
    await lists.followers.toggleFollow(THIRD);
    expect(h.callsTo(FOLLOW)).toHaveLength(0);
    expect(lists.followers.follows.isPending(THIRD)).toBe(false);
  });

  it('keeps the answer of the latest read when an older one arrives last', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    let answerFirst: (r: Response) => void = () => {};
    h.reply(
      FOLLOWERS,
      () => new Promise<Response>((resolve) => (answerFirst = resolve)),
      list(aUser({ id: THIRD, userId: THIRD })),
    );
    const first = lists.followers.load();
    await settle();
    await lists.followers.load();
    answerFirst(new Response(JSON.stringify({ data: { Items: [aUser()] } }), { status: 200 }));
    await first;
    expect(lists.followers.items.map((i) => i.id)).toEqual([THIRD]);
  });

  it('says Failed to follow/unfollow when the follow fails without a message', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply(FOLLOWERS, list(aUser()));
    await lists.followers.load();
    h.reply(FOLLOW, { status: 500 });
    await lists.followers.toggleFollow(OTHER);
    expect(lists.followers.items[0]?.isFollowing).toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('Failed to follow/unfollow');
  });
});

describe('FollowingsStore', () => {
  it('needs a stored token: User is not authenticated.', async () => {
    const h = createHarness();
    const lists = await h.root.loadFollowLists();
    await lists.followings.load();
    expect(h.calls).toHaveLength(0);
    expect(lists.followings.error).toBe('User is not authenticated.');
    expect(h.notify.error).toHaveBeenCalledWith('User is not authenticated.');
  });

  it('says Failed to fetch following users., else Something went wrong', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply(FOLLOWINGS, { status: 500 }, { network: true });
    await lists.followings.load();
    await lists.followings.load();
    expect(h.notify.error.mock.calls.map(([m]) => m)).toEqual([
      'Failed to fetch following users.',
      'Something went wrong',
    ]);
  });

  it('removes a user from the list once unfollowed, and reloads the lists', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply(
      FOLLOWINGS,
      list(aUser({ isFollowing: true }), aUser({ id: THIRD, userId: THIRD, isFollowing: true })),
    );
    await lists.followings.load();
    h.reply(UNFOLLOW, followed(false, 200));
    await lists.followings.toggleFollow(OTHER);
    await settle();
    expect(h.callsTo(UNFOLLOW)[0]?.body).toEqual({ userId: OTHER });
    // The reload answers the stored list again; the row was removed at once.
    expect(h.callsTo(FOLLOWINGS)).toHaveLength(2);
  });

  it('drops the row right after the 200, before any reload answers', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply(
      FOLLOWINGS,
      list(aUser({ isFollowing: true }), aUser({ id: THIRD, userId: THIRD, isFollowing: true })),
      () => new Promise<Response>(() => {}),
    );
    await lists.followings.load();
    h.reply(UNFOLLOW, followed(false, 200));
    await lists.followings.toggleFollow(OTHER);
    expect(lists.followings.items.map((i) => i.id)).toEqual([THIRD]);
  });

  it("says the server's message, else Failed to perform follow/unfollow action.", async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply(FOLLOWINGS, list(aUser({ isFollowing: true })));
    await lists.followings.load();
    h.reply(UNFOLLOW, { status: 404, body: { message: 'User not found.' } }, { status: 500 });
    await lists.followings.toggleFollow(OTHER);
    await lists.followings.toggleFollow(OTHER);
    expect(h.notify.error.mock.calls.map(([m]) => m)).toEqual([
      'User not found.',
      'Failed to perform follow/unfollow action.',
    ]);
    expect(lists.followings.items).toHaveLength(1);
  });

  it('needs a stored token to unfollow', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply(FOLLOWINGS, list(aUser({ isFollowing: true })));
    await lists.followings.load();
    h.storage.removeItem('token');
    await lists.followings.toggleFollow(OTHER);
    expect(h.callsTo(UNFOLLOW)).toHaveLength(0);
    expect(lists.followings.error).toBe('User is not authenticated.');
  });
});

describe('NewFollowersStore and NewFollowingStore', () => {
  it("read another user's followers and followings", async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply(`GET /api/account/user/follower/${OTHER}`, list(aUser({ id: THIRD, userId: THIRD })));
    h.reply(`GET /api/account/user/following/${OTHER}`, list());
    await lists.newFollowers.open(OTHER);
    await lists.newFollowing.open(OTHER);
    expect(lists.newFollowers.items.map((i) => i.id)).toEqual([THIRD]);
    expect(lists.newFollowing.isEmpty).toBe(true);
  });

  it('use the followers and following texts', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply(`GET /api/account/user/follower/${OTHER}`, { status: 500 });
    h.reply(`GET /api/account/user/following/${OTHER}`, { status: 500 });
    await lists.newFollowers.open(OTHER);
    await lists.newFollowing.open(OTHER);
    expect(lists.newFollowers.error).toBe('Failed to fetch followers');
    expect(lists.newFollowing.error).toBe('Failed to fetch following users.');
  });

  it("reload after a follow elsewhere, and keep another user's following row on unfollow", async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply(
      `GET /api/account/user/following/${OTHER}`,
      list(aUser({ id: THIRD, userId: THIRD, isFollowing: true })),
    );
    await lists.newFollowing.open(OTHER);
    h.reply(UNFOLLOW, followed(false, 200));
    await lists.newFollowing.toggleFollow(THIRD);
    expect(lists.newFollowing.items.map((i) => i.id)).toEqual([THIRD]);
    await settle();
    expect(h.callsTo(`GET /api/account/user/following/${OTHER}`)).toHaveLength(2);
  });
});
