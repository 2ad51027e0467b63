import { describe, expect, it } from 'vitest';
import { aProfile, aUser, OTHER, signedIn } from '../testing/harness';
import { followOutcome, followStateOf } from './followToggle';

// docs/product.md#private-accounts: one follow toggle for search, explore, follow lists and
// profiles, with three states: not following, requested, following.

const FOLLOW = 'POST /api/account/follow';
const UNFOLLOW = 'DELETE /api/account/unfollow';
const requested = {
  status: 202,
  body: {
    message: 'Follow request sent.',
    data: { isFollowing: false, requested: true, totalFollowers: 3 },
  },
};
const cancelled = {
  status: 200,
  body: { message: 'Follow request cancelled.', data: { isFollowing: false, totalFollowers: 3 } },
};

describe('the follow toggle', () => {
  it('reads the state of a row and the outcome of an answer', () => {
    expect(followStateOf({ isFollowing: false })).toBe('not-following');
    expect(followStateOf({ isFollowing: false, followRequested: true })).toBe('requested');
    expect(followStateOf({ isFollowing: true, followRequested: false })).toBe('following');
    expect(followOutcome(201, true)).toBe('following');
    expect(followOutcome(200, true)).toBe('following');
    expect(followOutcome(202, true)).toBe('requested');
    expect(followOutcome(200, false)).toBe('not-following');
    expect(followOutcome(202, false)).toBeNull();
    expect(followOutcome(203, true)).toBeNull();
  });

  it('search: a private account becomes Requested, and pressing again withdraws it', async () => {
    const h = signedIn();
    h.reply('GET /api/discovery/discovery', {
      status: 200,
      body: { data: { users: [aUser()], videos: [], hashTags: [] } },
    });
    await (await h.root.loadSearch()).search('maya');
    h.reply(FOLLOW, requested);
    await (await h.root.loadSearch()).toggleFollow(OTHER);
    expect((await h.root.loadSearch()).users[0]).toMatchObject({
      isFollowing: false,
      followRequested: true,
    });
    h.reply(UNFOLLOW, cancelled);
    await (await h.root.loadSearch()).toggleFollow(OTHER);
    expect(h.callsTo(UNFOLLOW)[0]?.body).toEqual({ userId: OTHER });
    expect((await h.root.loadSearch()).users[0]).toMatchObject({
      isFollowing: false,
      followRequested: false,
    });
  });

  it('follow lists: a requested row withdraws with DELETE /unfollow and stays listed', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply('GET /api/account/followers', {
      status: 200,
      body: { data: { Items: [aUser({ followRequested: true })] } },
    });
    await lists.followers.load();
    h.reply(UNFOLLOW, cancelled);
    await lists.followers.toggleFollow(OTHER);
    expect(lists.followers.items[0]).toMatchObject({
      followRequested: false,
      isFollowing: false,
    });
    expect(lists.followers.follows.isPending(OTHER)).toBe(false);
  });

  it('profile: Requested keeps the follower count; approval later counts one', async () => {
    const h = signedIn();
    h.reply(`GET /api/account/user/profile/${OTHER}`, {
      status: 200,
      body: { data: aProfile({ isPrivate: true, totalFollowers: 3 }) },
    });
    h.reply(`GET /api/video/user/videos/${OTHER}`, { status: 200, body: { data: { Items: [] } } });
    await (await h.root.loadProfile()).load(OTHER);
    h.reply(FOLLOW, requested);
    await (await h.root.loadProfile()).pressFollow();
    expect((await h.root.loadProfile()).confirmingUnfollow).toBe(false);
    expect((await h.root.loadProfile()).profile).toMatchObject({
      followRequested: true,
      totalFollowers: 3,
    });
    // Pressing Requested withdraws at once (no unfollow confirmation: nothing is followed).
    h.reply(UNFOLLOW, cancelled);
    await (await h.root.loadProfile()).pressFollow();
    expect((await h.root.loadProfile()).confirmingUnfollow).toBe(false);
    expect((await h.root.loadProfile()).profile).toMatchObject({
      followRequested: false,
      totalFollowers: 3,
    });
  });

  it('a refusal changes nothing, clears the spinner and says the screen’s text', async () => {
    const h = signedIn();
    h.reply('GET /api/discovery/discovery', {
      status: 200,
      body: { data: { users: [aUser()], videos: [], hashTags: [] } },
    });
    (await h.root.loadExplore()).setInputValue('maya');
    await (await h.root.loadExplore()).search();
    h.reply(FOLLOW, { status: 403, body: { message: 'You cannot follow this user.' } });
    await (await h.root.loadExplore()).toggleFollow(OTHER);
    expect((await h.root.loadExplore()).users[0]).toMatchObject({ isFollowing: false });
    expect((await h.root.loadExplore()).follows.isPending(OTHER)).toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('Error following/unfollowing user');
  });

  it('ignores a second press while the first call is in flight', async () => {
    const h = signedIn();
    h.reply('GET /api/discovery/discovery', {
      status: 200,
      body: { data: { users: [aUser()], videos: [], hashTags: [] } },
    });
    await (await h.root.loadSearch()).search('maya');
    h.reply(FOLLOW, requested);
    await Promise.all([
      (await h.root.loadSearch()).toggleFollow(OTHER),
      (await h.root.loadSearch()).toggleFollow(OTHER),
    ]);
    expect(h.callsTo(FOLLOW)).toHaveLength(1);
  });
});
