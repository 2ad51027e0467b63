import { describe, expect, it } from 'vitest';
import { aProfile, aUser, aVideo, ME, OTHER, settle, signedIn } from '../testing/harness';

const PROFILE = `GET /api/account/user/profile/${OTHER}`;
const VIDEOS = `GET /api/video/user/videos/${OTHER}`;
/** A follow's answer: the state and the followed person's follower count now. */
const followed = (isFollowing: boolean, totalFollowers: number, status = 201) => ({
  status,
  body: { message: 'ok', data: { isFollowing, totalFollowers } },
});

function profilePage(profile = aProfile()) {
  const h = signedIn();
  h.reply(PROFILE, { status: 200, body: { data: profile } });
  h.reply(VIDEOS, { status: 200, body: { data: { Items: [aVideo()] } } });
  return h;
}

describe('ProfileStore', () => {
  it('is loading while the profile is read, then shows it and its videos', async () => {
    const h = profilePage();
    const loading = (await h.root.loadProfile()).load(OTHER);
    expect((await h.root.loadProfile()).loading).toBe(true);
    await loading;
    expect((await h.root.loadProfile()).loading).toBe(false);
    expect((await h.root.loadProfile()).profile?.totalFollowers).toBe(10);
    expect(h.callsTo(VIDEOS)[0]?.query).toEqual({ isDuet: '0' });
    expect((await h.root.loadProfile()).videos).toHaveLength(1);
  });

  it('opens the own profile from user_id', async () => {
    const h = signedIn();
    h.reply(`GET /api/account/user/profile/${ME}`, {
      status: 200,
      body: { data: aProfile({ id: ME }) },
    });
    h.reply(`GET /api/video/user/videos/${ME}`, { status: 200, body: { data: { Items: [] } } });
    await (await h.root.loadProfile()).loadOwn();
    expect((await h.root.loadProfile()).isOwn).toBe(true);
  });

  it('sets the no-user state and says Error fetching profile on failure', async () => {
    const h = signedIn();
    h.reply(PROFILE, { status: 404, body: { message: 'User not found.' } });
    await (await h.root.loadProfile()).load(OTHER);
    expect((await h.root.loadProfile()).noUser).toBe(true);
    expect((await h.root.loadProfile()).profile).toBeNull();
    expect((await h.root.loadProfile()).loading).toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('Error fetching profile');
  });

  it('says Error fetching videos when the videos tab fails', async () => {
    const h = signedIn();
    h.reply(PROFILE, { status: 200, body: { data: aProfile() } });
    h.reply(VIDEOS, { status: 500 });
    await (await h.root.loadProfile()).load(OTHER);
    expect(h.notify.error).toHaveBeenCalledWith('Error fetching videos');
  });

  it('reads duet videos with isDuet=1 on the duet tab, or says Error fetching duet videos', async () => {
    const h = profilePage();
    await (await h.root.loadProfile()).load(OTHER);
    h.reply(VIDEOS, { status: 500 });
    await (await h.root.loadProfile()).setTab('duet');
    expect(h.callsTo(VIDEOS)[1]?.query).toEqual({ isDuet: '1' });
    expect(h.notify.error).toHaveBeenCalledWith('Error fetching duet videos');
  });

  it('follows: on 201 isFollowing flips and totalFollowers rises by one; lists reload', async () => {
    const h = profilePage();
    const lists = await h.root.loadFollowLists();
    h.reply('GET /api/account/followings', { status: 200, body: { data: { Items: [] } } });
    await lists.followings.load();
    await (await h.root.loadProfile()).load(OTHER);
    h.reply('POST /api/account/follow', followed(true, 11));
    await (await h.root.loadProfile()).pressFollow();
    expect((await h.root.loadProfile()).profile?.isFollowing).toBe(true);
    expect((await h.root.loadProfile()).profile?.totalFollowers).toBe(11);
    await settle();
    expect(h.callsTo('GET /api/account/followings')).toHaveLength(2);
  });

  it('asks before unfollowing; on 200 isFollowing flips and totalFollowers falls by one', async () => {
    const h = profilePage(aProfile({ isFollowing: true }));
    await (await h.root.loadProfile()).load(OTHER);
    h.reply('DELETE /api/account/unfollow', followed(false, 9, 200));
    await (await h.root.loadProfile()).pressFollow();
    expect((await h.root.loadProfile()).confirmingUnfollow).toBe(true);
    expect(h.callsTo('DELETE /api/account/unfollow')).toHaveLength(0);
    await (await h.root.loadProfile()).confirmUnfollow();
    expect((await h.root.loadProfile()).profile?.isFollowing).toBe(false);
    expect((await h.root.loadProfile()).profile?.totalFollowers).toBe(9);
  });

  it('keeps the counts and says Error following/unfollowing user on failure', async () => {
    const h = profilePage();
    await (await h.root.loadProfile()).load(OTHER);
    h.reply('POST /api/account/follow', { status: 500 });
    await (await h.root.loadProfile()).toggleFollow();
    expect((await h.root.loadProfile()).profile?.isFollowing).toBe(false);
    expect((await h.root.loadProfile()).profile?.totalFollowers).toBe(10);
    expect(h.notify.error).toHaveBeenCalledWith('Error following/unfollowing user');
  });

  it('blocks after confirmation (ending the follow) and unblocks', async () => {
    const h = profilePage(aProfile({ isFollowing: true }));
    await (await h.root.loadProfile()).load(OTHER);
    h.reply('POST /api/account/block', { status: 200, body: { message: 'Blocked.' } });
    h.reply('DELETE /api/account/unblock', { status: 200, body: { message: 'Unblocked.' } });
    (await h.root.loadProfile()).askBlock();
    expect((await h.root.loadProfile()).confirmingBlock).toBe(true);
    await (await h.root.loadProfile()).confirmBlock();
    expect(h.callsTo('POST /api/account/block')[0]?.body).toEqual({ userId: OTHER });
    expect((await h.root.loadProfile()).profile).toMatchObject({
      isBlocked: true,
      isFollowing: false,
      totalFollowers: 9,
    });
    await (await h.root.loadProfile()).unblock();
    expect((await h.root.loadProfile()).profile?.isBlocked).toBe(false);
  });

  it('opens a video by index in the viewer with its comments', async () => {
    const h = profilePage();
    h.reply('GET /api/video/comment', { status: 200, body: { data: { Items: [] } } });
    await (await h.root.loadProfile()).load(OTHER);
    await (await h.root.loadProfile()).openVideo(0);
    expect((await h.root.loadProfile()).selectedVideo?.id).toBe(aVideo().id);
    expect((await h.root.loadProfile()).comments?.videoId).toBe(aVideo().id);
    (await h.root.loadProfile()).closeVideo();
    expect((await h.root.loadProfile()).selectedVideo).toBeNull();
  });

  it("moves the own profile's following count on an unfollow from the own following box, asking nothing", async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    const OWN = `GET /api/account/user/profile/${ME}`;
    const own = aProfile({ id: ME, userName: 'me', totalFollowings: 3, totalFollowers: 5 });
    h.reply(OWN, { status: 200, body: { data: own } });
    h.reply(`GET /api/video/user/videos/${ME}`, { status: 200, body: { data: { Items: [] } } });
    h.reply('GET /api/account/followings', {
      status: 200,
      body: { data: { Items: [aUser({ userId: OTHER, isFollowing: true })] } },
    });
    h.reply('DELETE /api/account/unfollow', {
      status: 200,
      body: { message: 'ok', data: { isFollowing: false, totalFollowers: 0 } },
    });
    await (await h.root.loadProfile()).loadOwn();
    expect((await h.root.loadProfile()).profile?.totalFollowings).toBe(3);
    await lists.followings.load();
    await lists.followings.toggleFollow(OTHER);
    await settle();
    // The person's one model moved: the header needs no second read.
    expect(h.callsTo(OWN)).toHaveLength(1);
    expect((await h.root.loadProfile()).profile?.totalFollowings).toBe(2);
    expect((await h.root.loadProfile()).profile?.totalFollowers).toBe(5);
    // A quiet read: the page never went back to its loading state.
    expect((await h.root.loadProfile()).loading).toBe(false);
  });
});
