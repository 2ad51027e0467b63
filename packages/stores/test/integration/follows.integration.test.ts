import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, storesFor, type TestApp, type TestUser } from './realServer';

let t: TestApp;
let maya: TestUser;
let sam: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  maya = await createUser(t);
  sam = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});

describe('follow lists against the real server', () => {
  it('follows from a profile, sees it in both lists, and unfollowing removes the row', async () => {
    const asSam = storesFor(t, sam);
    const asMaya = storesFor(t, maya);
    const samLists = await asSam.root.loadFollowLists();
    const mayaLists = await asMaya.root.loadFollowLists();
    await samLists.followings.load();
    expect(samLists.followings.items).toEqual([]);

    await (await asSam.root.loadProfile()).load(maya.id);
    expect((await asSam.root.loadProfile()).noUser).toBe(false);
    const before = (await asSam.root.loadProfile()).profile?.totalFollowers ?? -1;
    await (await asSam.root.loadProfile()).pressFollow();
    expect((await asSam.root.loadProfile()).profile?.isFollowing).toBe(true);
    expect((await asSam.root.loadProfile()).profile?.totalFollowers).toBe(before + 1);

    await samLists.followings.load();
    expect(samLists.followings.items.map((i) => i.id)).toEqual([maya.id]);
    await mayaLists.followers.load();
    expect(mayaLists.followers.items.map((i) => i.id)).toEqual([sam.id]);

    await samLists.followings.toggleFollow(maya.id);
    expect(samLists.followings.error).toBeNull();
    expect(samLists.followings.items).toEqual([]);
  });

  it("reads another user's lists", async () => {
    const { root } = storesFor(t, maya);
    const lists = await root.loadFollowLists();
    await lists.newFollowers.open(sam.id);
    await lists.newFollowing.open(sam.id);
    expect(lists.newFollowers.error).toBeNull();
    expect(lists.newFollowing.error).toBeNull();
  });

  it('shows the no-user state for an unknown profile', async () => {
    const { root, notify } = storesFor(t, maya);
    await (await root.loadProfile()).load('00000000-0000-4000-8000-000000000000');
    expect((await root.loadProfile()).noUser).toBe(true);
    expect(notify.error).toHaveBeenCalledWith('Error fetching profile');
  });
});
