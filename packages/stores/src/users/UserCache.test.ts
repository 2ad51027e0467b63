import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { aProfile, aUser, ME, OTHER, settle, signedIn } from '../testing/harness';

// ADR 0126: one model per person; a follow made on one screen is what every open screen shows.

const PROFILE = `GET /api/account/user/profile/${OTHER}`;
const VIDEOS = `GET /api/video/user/videos/${OTHER}`;
const SEARCH = 'GET /api/discovery/discovery';
const FOLLOW = 'POST /api/account/follow';
const UNFOLLOW = 'DELETE /api/account/unfollow';

/** A follow's answer carrying the followed person's follower count now. */
const answer = (
  isFollowing: boolean,
  totalFollowers: number,
  status = isFollowing ? 201 : 200,
) => ({
  status,
  body: { message: 'ok', data: { isFollowing, totalFollowers } },
});

/** Maya's profile on screen (10 followers, not followed) and her author's Follow button read. */
async function mayaOnScreen(profile = aProfile()) {
  const h = signedIn();
  h.reply(PROFILE, { status: 200, body: { data: profile } });
  h.reply(VIDEOS, { status: 200, body: { data: { Items: [] } } });
  await (await h.root.loadProfile()).load(OTHER);
  const authors = await h.root.loadAuthors();
  await authors.read(OTHER);
  return { h, authors };
}

describe('UserCache: one model per person', () => {
  it('a follow in search shows at once on the profile header and the feed rail author, with the new count', async () => {
    const { h, authors } = await mayaOnScreen();
    expect(authors.stateOf(OTHER)).toBe('not-following');
    const search = await h.root.loadSearch();
    h.reply(SEARCH, { status: 200, body: { data: { users: [aUser()] } } });
    await search.search('maya');
    // Someone else followed meanwhile: the server counts 11 before this follow, 12 after it.
    h.reply(FOLLOW, answer(true, 12));
    await search.toggleFollow(OTHER);

    expect(search.users[0]?.isFollowing).toBe(true);
    expect((await h.root.loadProfile()).profile?.isFollowing).toBe(true);
    expect((await h.root.loadProfile()).profile?.totalFollowers).toBe(12);
    expect(authors.stateOf(OTHER)).toBe('following');
    // Neither needed a read of its own: the author's button asked nothing even at first, the
    // profile's read had told where the caller stands.
    await settle();
    expect(h.callsTo(PROFILE)).toHaveLength(1);
  });

  it('an unfollow from a followers list shows on the open profile', async () => {
    const { h, authors } = await mayaOnScreen(aProfile({ isFollowing: true, totalFollowers: 10 }));
    const lists = await h.root.loadFollowLists();
    h.reply('GET /api/account/followers', {
      status: 200,
      body: { data: { Items: [aUser({ isFollowing: true })] } },
    });
    await lists.followers.load();
    h.reply(UNFOLLOW, answer(false, 9));
    await lists.followers.toggleFollow(OTHER);

    expect(lists.followers.items[0]?.isFollowing).toBe(false);
    expect((await h.root.loadProfile()).profile?.isFollowing).toBe(false);
    expect((await h.root.loadProfile()).profile?.totalFollowers).toBe(9);
    expect(authors.stateOf(OTHER)).toBe('not-following');
    // Who is in the lists only the server knows: the read list is asked again (docs/product.md#follow).
    await settle();
    expect(h.callsTo('GET /api/account/followers')).toHaveLength(2);
  });

  it('a follow request from the profile shows Requested in search results and suggestions', async () => {
    const { h } = await mayaOnScreen(aProfile({ isPrivate: true }));
    const search = await h.root.loadSearch();
    h.reply(SEARCH, { status: 200, body: { data: { users: [aUser()] } } });
    await search.search('maya');
    const suggestions = await h.root.loadSuggestions();
    h.reply('GET /api/discovery/suggestions', {
      status: 200,
      body: { data: { users: [aUser()], hashTags: [] } },
    });
    await suggestions.load();
    h.reply(FOLLOW, answer(false, 10, 202));
    await (await h.root.loadProfile()).pressFollow();

    expect((await h.root.loadProfile()).profile?.followRequested).toBe(true);
    expect(search.users[0]?.followRequested).toBe(true);
    expect(suggestions.users[0]?.followRequested).toBe(true);
    expect((await h.root.loadProfile()).profile?.totalFollowers).toBe(10);
  });

  it('answers with newer fields update the one model every screen reads', async () => {
    const { h, authors } = await mayaOnScreen();
    const search = await h.root.loadSearch();
    // A later search answer: she was followed elsewhere (another tab) and changed her name.
    h.reply(SEARCH, {
      status: 200,
      body: { data: { users: [aUser({ isFollowing: true, firstName: 'Maia' })] } },
    });
    await search.search('maya');
    expect((await h.root.loadProfile()).profile?.isFollowing).toBe(true);
    expect((await h.root.loadProfile()).profile?.firstName).toBe('Maia');
    expect(authors.stateOf(OTHER)).toBe('following');
    // A profile read carries counts: they replace the ones held.
    h.reply(PROFILE, {
      status: 200,
      body: { data: aProfile({ isFollowing: true, totalFollowers: 42, totalFollowings: 7 }) },
    });
    await (await h.root.loadProfile()).refreshCounts();
    expect(h.root.users.get(OTHER)?.totalFollowers).toBe(42);
    expect((await h.root.loadProfile()).profile?.totalFollowings).toBe(7);
    expect(search.users[0]).toBe(h.root.users.get(OTHER));
  });

  it('the own profile counts one more following after a follow anywhere', async () => {
    const h = signedIn();
    h.reply(`GET /api/account/user/profile/${ME}`, {
      status: 200,
      body: { data: aProfile({ id: ME, userName: 'me', totalFollowings: 3 }) },
    });
    h.reply(`GET /api/video/user/videos/${ME}`, { status: 200, body: { data: { Items: [] } } });
    await (await h.root.loadProfile()).loadOwn();
    const search = await h.root.loadSearch();
    h.reply(SEARCH, { status: 200, body: { data: { users: [aUser()] } } });
    await search.search('maya');
    h.reply(FOLLOW, answer(true, 11));
    await search.toggleFollow(OTHER);
    expect((await h.root.loadProfile()).profile?.totalFollowings).toBe(4);
  });

  it("approving a follow request shows the answer's follower count on the own profile", async () => {
    const h = signedIn();
    h.reply(`GET /api/account/user/profile/${ME}`, {
      status: 200,
      body: { data: aProfile({ id: ME, userName: 'me', isPrivate: true, totalFollowers: 5 }) },
    });
    h.reply(`GET /api/video/user/videos/${ME}`, { status: 200, body: { data: { Items: [] } } });
    await (await h.root.loadProfile()).loadOwn();
    const requests = await h.root.loadFollowRequests();
    h.reply(`POST /api/account/follow-requests/${OTHER}`, {
      status: 200,
      body: { message: 'Follow request approved.', data: { totalFollowers: 6 } },
    });
    await requests.approve(OTHER);
    expect((await h.root.loadProfile()).profile?.totalFollowers).toBe(6);
  });

  it("an author's button on screen shows the person once an answer brings them, and forgets them at sign-out", async () => {
    const h = signedIn();
    const authors = await h.root.loadAuthors();
    const shown: (string | undefined)[] = [];
    const stop = autorun(() => {
      shown.push(authors.stateOf(OTHER));
    });
    h.reply(PROFILE, { status: 200, body: { data: aProfile() } });
    await authors.read(OTHER);
    h.reply(FOLLOW, answer(true, 11));
    await authors.press({ userId: OTHER, userName: 'maya.travels' });
    h.reply('POST /api/account/logout', { status: 200, body: { message: 'bye' } });
    await h.root.session.logout();
    stop();
    expect(shown).toEqual([undefined, 'not-following', 'following', undefined]);
  });

  it('signing out empties the map: nothing of one person follows reaches the next', async () => {
    const { h, authors } = await mayaOnScreen(aProfile({ isFollowing: true }));
    expect(authors.stateOf(OTHER)).toBe('following');
    h.reply('POST /api/account/logout', { status: 200, body: { message: 'bye' } });
    await h.root.session.logout();
    expect(h.root.users.get(OTHER)).toBeUndefined();
    expect(authors.stateOf(OTHER)).toBeUndefined();
  });
});
