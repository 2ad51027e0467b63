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
    await asSam.root.followings.load();
    expect(asSam.root.followings.items).toEqual([]);

    await asSam.root.profile.load(maya.id);
    expect(asSam.root.profile.noUser).toBe(false);
    const before = asSam.root.profile.profile?.totalFollowers ?? -1;
    await asSam.root.profile.pressFollow();
    expect(asSam.root.profile.profile?.isFollowing).toBe(true);
    expect(asSam.root.profile.profile?.totalFollowers).toBe(before + 1);

    await asSam.root.followings.load();
    expect(asSam.root.followings.items.map((i) => i.userId)).toEqual([maya.id]);
    await asMaya.root.followers.load();
    expect(asMaya.root.followers.items.map((i) => i.userId)).toEqual([sam.id]);

    await asSam.root.followings.toggleFollow(maya.id);
    expect(asSam.root.followings.error).toBeNull();
    expect(asSam.root.followings.items).toEqual([]);
  });

  it("reads another user's lists", async () => {
    const { root } = storesFor(t, maya);
    await root.newFollowers.open(sam.id);
    await root.newFollowing.open(sam.id);
    expect(root.newFollowers.error).toBeNull();
    expect(root.newFollowing.error).toBeNull();
  });

  it('shows the no-user state for an unknown profile', async () => {
    const { root, notify } = storesFor(t, maya);
    await root.profile.load('00000000-0000-4000-8000-000000000000');
    expect(root.profile.noUser).toBe(true);
    expect(notify.error).toHaveBeenCalledWith('Error fetching profile');
  });
});
