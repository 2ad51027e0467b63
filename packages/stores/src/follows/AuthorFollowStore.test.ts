import { describe, expect, it } from 'vitest';
import { aProfile, aUser, OTHER, signedIn } from '../testing/harness';

// docs/product.md#video-viewer: the single-video views show the author with a Follow button
// that behaves as a profile's (docs/product.md#follow).

const PROFILE = `GET /api/account/user/profile/${OTHER}`;
const FOLLOW = 'POST /api/account/follow';
const UNFOLLOW = 'DELETE /api/account/unfollow';
const author = { userId: OTHER, userName: 'maya.travels' };

describe('AuthorFollowStore', () => {
  it('reads where the caller stands with the author, and follows at once on the 201', async () => {
    const h = signedIn();
    const authors = await h.root.loadAuthors();
    expect(authors.stateOf(OTHER)).toBeUndefined();
    h.reply(PROFILE, { status: 200, body: { data: aProfile({ isFollowing: false }) } });
    await authors.read(OTHER);
    expect(authors.stateOf(OTHER)).toBe('not-following');

    h.reply(FOLLOW, {
      status: 201,
      body: { message: 'Followed.', data: { isFollowing: true, totalFollowers: 11 } },
    });
    const pressed = authors.press(author);
    expect(authors.isPending(OTHER)).toBe(true);
    expect(authors.stateOf(OTHER)).toBe('not-following');
    await pressed;
    expect(h.callsTo(FOLLOW)[0]?.body).toEqual({ userId: OTHER });
    expect(authors.stateOf(OTHER)).toBe('following');
    expect(authors.isPending(OTHER)).toBe(false);
  });

  it('asks before unfollowing, and unfollows only when confirmed', async () => {
    const h = signedIn();
    const authors = await h.root.loadAuthors();
    h.reply(PROFILE, { status: 200, body: { data: aProfile({ isFollowing: true }) } });
    await authors.read(OTHER);
    await authors.press(author);
    expect(authors.confirming).toEqual(author);
    authors.cancelUnfollow();
    expect(authors.confirming).toBeNull();
    expect(h.callsTo(UNFOLLOW)).toHaveLength(0);

    await authors.press(author);
    h.reply(UNFOLLOW, {
      status: 200,
      body: { message: 'Unfollowed.', data: { isFollowing: false, totalFollowers: 9 } },
    });
    await authors.confirmUnfollow();
    expect(h.callsTo(UNFOLLOW)).toHaveLength(1);
    expect(authors.stateOf(OTHER)).toBe('not-following');
  });

  it('keeps the state and says so when the server refuses', async () => {
    const h = signedIn();
    const authors = await h.root.loadAuthors();
    h.reply(PROFILE, { status: 200, body: { data: aProfile() } });
    await authors.read(OTHER);
    h.reply(FOLLOW, { status: 403, body: { message: 'You cannot follow this user.' } });
    await authors.press(author);
    expect(authors.stateOf(OTHER)).toBe('not-following');
    expect(h.notify.error).toHaveBeenCalledWith('Error following/unfollowing user');
  });

  it('shows no state when the profile cannot be read, and forgets every state at logout', async () => {
    const h = signedIn();
    const authors = await h.root.loadAuthors();
    h.reply(PROFILE, { status: 500, body: { message: 'down' } });
    await authors.read(OTHER);
    expect(authors.stateOf(OTHER)).toBeUndefined();
    expect(h.logger.error).toHaveBeenCalled();
    await authors.press(author);
    expect(h.callsTo(FOLLOW)).toHaveLength(0);

    h.reply(PROFILE, { status: 200, body: { data: aProfile({ followRequested: true }) } });
    await authors.read(OTHER);
    expect(authors.stateOf(OTHER)).toBe('requested');
    h.root.sessionEnded();
    expect(authors.stateOf(OTHER)).toBeUndefined();
  });

  it('reads an author once for all their videos; a follow elsewhere moves the button without a read', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    const authors = await h.root.loadAuthors();
    h.reply(PROFILE, { status: 200, body: { data: aProfile() } });
    await authors.read(OTHER);
    await authors.read(OTHER);
    expect(h.callsTo(PROFILE)).toHaveLength(1);
    h.reply('GET /api/account/followers', {
      status: 200,
      body: { data: { Items: [aUser({ isFollowing: false })] } },
    });
    await lists.followers.load();
    h.reply(FOLLOW, {
      status: 202,
      body: {
        message: 'Follow request sent.',
        data: { isFollowing: false, requested: true, totalFollowers: 10 },
      },
    });
    await lists.followers.toggleFollow(OTHER);
    expect(authors.stateOf(OTHER)).toBe('requested');
    await authors.read(OTHER);
    expect(h.callsTo(PROFILE)).toHaveLength(1);
  });
});
