import type { AddressInfo } from 'node:net';
import type { Notification } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSseNotificationStream } from '../../src/notifications/sseNotificationStream';
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

describe('NotificationsStore against the real server', () => {
  it("lists a follow notification and registers the browser's push token", async () => {
    const asSam = storesFor(t, sam);
    await (await asSam.root.loadProfile()).load(maya.id);
    await (await asSam.root.loadProfile()).toggleFollow();

    const asMaya = storesFor(t, maya, undefined, {
      requestPermission: async () => 'granted',
      getToken: async () => 'fcm-token-abc',
    });
    await asMaya.root.notifications.fetch();
    expect(asMaya.root.notifications.error).toBeNull();
    expect(asMaya.root.notifications.items.map((n) => n.type)).toContain('follow');

    await expect(asMaya.root.notifications.requestPermission()).resolves.toBe(true);
    expect(asMaya.root.notifications.permissionGranted).toBe(true);
    expect(asMaya.root.notifications.pushToken).toBe('fcm-token-abc');
  });
});

describe('createSseNotificationStream against the real server', () => {
  it('delivers a notification the moment it happens, over a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const received: Notification[] = [];
    const stop = createSseNotificationStream({
      hosts: { account: `http://127.0.0.1:${port}/api/account` },
      getToken: () => sam.token,
    }).subscribe({ onNotification: (n) => received.push(n) });
    try {
      // Give the stream a moment to open before the event it should carry.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const follow = await t.inject({
        method: 'POST',
        url: '/api/account/follow',
        token: maya.token,
        payload: { userId: sam.id },
      });
      expect(follow.statusCode).toBe(201);
      await vi.waitFor(() => expect(received.map((n) => n.type)).toEqual(['follow']), {
        timeout: 5000,
      });
      expect(received[0]?.actor.id).toBe(maya.id);
    } finally {
      stop();
    }
  });
});

describe('ProfileStore and OwnProfileStore against the real server', () => {
  it('blocks and unblocks a user', async () => {
    const { root, notify } = storesFor(t, maya);
    await (await root.loadProfile()).load(sam.id);
    await (await root.loadProfile()).confirmBlock();
    expect((await root.loadProfile()).profile?.isBlocked).toBe(true);
    await (await root.loadProfile()).unblock();
    expect((await root.loadProfile()).profile?.isBlocked).toBe(false);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('reads and edits the own profile', async () => {
    const { root } = storesFor(t, maya);
    const mine = await root.loadOwnProfile();
    await mine.load();
    expect(mine.profile?.id).toBe(maya.id);
    await expect(mine.save({ aboutMe: 'Chasing sunsets.' })).resolves.toBe(true);
    expect(mine.profile?.aboutMe).toBe('Chasing sunsets.');
  });

  it('changes the password', async () => {
    const { root } = storesFor(t, maya);
    await expect(
      root.session.changePassword(maya.password, 'a brand new passphrase'),
    ).resolves.toBe(true);
  });
});
