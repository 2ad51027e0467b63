import { describe, expect, it, vi } from 'vitest';
import { aNotification, aProfile, aUser, json, OTHER, signedIn } from '../testing/harness';
import { isOwnVideoNotice } from './NotificationsStore';

const LIST = 'GET /api/account/notification';
const MARK = 'POST /api/account/notification/read';
/** Notification `k`: a higher k is newer. */
const n = (k: number, read = false) =>
  aNotification({
    id: `30000000-0000-4000-8000-00000000000${k}`,
    createdAt: `2026-11-21T08:0${k}:00.000Z`,
    read,
  });
const marked = { status: 200, body: { data: { marked: 1 } } } as const;

describe('NotificationsStore', () => {
  it('reads data.Items of GET /notification', async () => {
    const h = signedIn();
    h.reply(LIST, { status: 200, body: { data: { Items: [n(1), n(2)] } } });
    await h.root.notifications.fetch();
    expect(h.root.notifications.items.map((x) => x.id)).toEqual([n(1).id, n(2).id]);
    expect(h.root.notifications.unreadCount).toBe(2);
  });

  it("moves the actor's one model: a follow flag the list carries shows elsewhere, a newer picture read elsewhere shows in the list", async () => {
    const h = signedIn();
    const followed = aNotification({ actor: aUser({ id: OTHER, isFollowing: true }) });
    h.reply(LIST, { status: 200, body: { data: { Items: [followed] } } });
    const { notifications } = h.root;
    await notifications.fetch();
    // The author's Follow button beside a video reads the same person: Following.
    expect(h.root.users.get(OTHER)?.followState).toBe('following');
    const [item] = notifications.items;
    if (!item) throw new Error('not listed');
    expect(notifications.actor(item).profilePicture).toBeNull();
    // Their profile, read on another screen, has a new picture: the list shows it.
    h.reply(`GET /api/account/user/profile/${OTHER}`, {
      status: 200,
      body: { data: aProfile({ profilePicture: '/api/upload/media/new.webp', isFollowing: true }) },
    });
    await (await h.root.loadProfile()).load(OTHER);
    expect(notifications.actor(item).profilePicture).toBe('/api/upload/media/new.webp');
    // One arriving on the stream moves the model too (the caller unfollowed them on another
    // device meanwhile: the event's actor says so).
    notifications.startListening();
    h.stream.handlers?.onNotification(
      aNotification({
        id: '30000000-0000-4000-8000-000000000009',
        actor: aUser({ id: OTHER, isFollowing: false }),
      }),
    );
    expect(h.root.users.get(OTHER)?.followState).toBe('not-following');
  });

  it('keeps an account on another server out of the people it knows (docs/federation.md)', async () => {
    const h = signedIn();
    const remote = aNotification({
      actor: aUser({ id: OTHER, userName: 'ana@mastodon.example', lastName: '' }),
      remote: { handle: 'ana@mastodon.example', profileUrl: 'https://mastodon.example/@ana' },
    });
    h.reply(LIST, { status: 200, body: { data: { Items: [remote] } } });
    await h.root.notifications.fetch();
    const [item] = h.root.notifications.items;
    if (!item) throw new Error('not listed');
    expect(h.root.users.get(OTHER)).toBeUndefined();
    expect(h.root.notifications.actor(item).userName).toBe('ana@mastodon.example');
  });

  it('says Error fetching notifications on failure', async () => {
    const h = signedIn();
    h.reply(LIST, { status: 500 });
    await h.root.notifications.fetch();
    expect(h.root.notifications.error).toBe('Error fetching notifications');
    expect(h.notify.error).toHaveBeenCalledWith('Error fetching notifications');
  });

  it('puts new notifications from the stream at the front, once each', async () => {
    const h = signedIn();
    h.reply(LIST, { status: 200, body: { data: { Items: [n(1)] } } });
    await h.root.notifications.fetch();
    h.root.notifications.startListening();
    h.stream.handlers?.onNotification(n(2));
    h.stream.handlers?.onNotification(n(2));
    expect(h.root.notifications.items.map((x) => x.id)).toEqual([n(2).id, n(1).id]);
    h.root.notifications.stopListening();
    expect(h.stream.unsubscribe).toHaveBeenCalled();
    expect(h.root.notifications.listening).toBe(false);
  });

  it('clears the list', () => {
    const h = signedIn();
    h.root.notifications.add(n(1));
    h.root.notifications.clear();
    expect(h.root.notifications.items).toEqual([]);
  });

  it('clears the badge on opening the list, keeps New on what was unread, and marks read up to the newest shown', async () => {
    const h = signedIn();
    const { notifications } = h.root;
    notifications.startListening();
    h.stream.handlers?.onNotification(n(2));
    expect(notifications.unreadCount).toBe(1);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    h.reply(LIST, async () => {
      await held;
      return json(200, { data: { Items: [n(2), n(1, true)] } });
    });
    h.reply(MARK, marked);
    const opening = notifications.open();
    // At once, before the list arrives.
    expect(notifications.unreadCount).toBe(0);
    release();
    await opening;
    expect(notifications.items.map((x) => [x.id, notifications.isNew(x)])).toEqual([
      [n(2).id, true],
      [n(1).id, false],
    ]);
    expect(notifications.unreadCount).toBe(0);
    expect(h.callsTo(MARK).map((call) => call.body)).toEqual([{ id: n(2).id }]);
  });

  it("starts the badge from the stream's unread count, without counting a live one twice", async () => {
    const h = signedIn();
    const { notifications } = h.root;
    notifications.startListening();
    // A fresh app: the list is not read, the server counts 3 unread.
    h.stream.handlers?.onUnread?.(3);
    expect(notifications.unreadCount).toBe(3);
    // One made just as the stream opened came live and is in the count too.
    notifications.clear();
    h.stream.handlers?.onNotification(n(4));
    h.stream.handlers?.onUnread?.(3);
    expect(notifications.unreadCount).toBe(3);
    // After that, each live one adds to it.
    h.stream.handlers?.onNotification(n(5));
    expect(notifications.unreadCount).toBe(4);
    // Opening the list clears it at once; a reconnection while it is open keeps it clear.
    h.reply(LIST, { status: 200, body: { data: { Items: [n(5), n(4), n(3), n(2)] } } });
    h.reply(MARK, marked);
    const opening = notifications.open();
    expect(notifications.unreadCount).toBe(0);
    h.stream.handlers?.onUnread?.(4);
    await opening;
    expect(notifications.unreadCount).toBe(0);
    expect(notifications.items.filter((x) => notifications.isNew(x))).toHaveLength(4);
    // Read on another device: the server sends fewer than this app holds unread.
    notifications.leave();
    h.stream.handlers?.onNotification(n(7));
    h.stream.handlers?.onNotification(n(8));
    expect(notifications.unreadCount).toBe(2);
    h.stream.handlers?.onUnread?.(1);
    expect(notifications.unreadCount).toBe(1);
    expect(notifications.items.find((x) => x.id === n(8).id)?.read).toBe(false);
    h.stream.handlers?.onUnread?.(0);
    expect(notifications.unreadCount).toBe(0);
    // Signing out forgets it.
    notifications.leave();
    h.stream.handlers?.onUnread?.(2);
    notifications.clear();
    expect(notifications.unreadCount).toBe(0);
  });

  it('shows one arriving while the list is open as new and marks it read; after leaving it raises the badge', async () => {
    const h = signedIn();
    const { notifications } = h.root;
    notifications.startListening();
    h.reply(LIST, { status: 200, body: { data: { Items: [n(1, true)] } } });
    h.reply(MARK, marked);
    await notifications.open();
    expect(h.callsTo(MARK)).toHaveLength(0);

    h.stream.handlers?.onNotification(n(2));
    expect(notifications.unreadCount).toBe(0);
    expect(notifications.isNew(n(2, true))).toBe(true);
    await vi.waitFor(() =>
      expect(h.callsTo(MARK).map((call) => call.body)).toEqual([{ id: n(2).id }]),
    );

    notifications.leave();
    h.stream.handlers?.onNotification(n(3));
    expect(notifications.unreadCount).toBe(1);
    expect(h.callsTo(MARK)).toHaveLength(1);
    // The next visit: only what came since is new.
    h.reply(LIST, { status: 200, body: { data: { Items: [n(3), n(2, true), n(1, true)] } } });
    await notifications.open();
    expect(notifications.items.map((x) => notifications.isNew(x))).toEqual([true, false, false]);
    expect(h.callsTo(MARK).map((call) => call.body)).toEqual([{ id: n(2).id }, { id: n(3).id }]);
  });

  it('marks nothing before the list is shown: one arriving while it loads is marked with it', async () => {
    const h = signedIn();
    const { notifications } = h.root;
    notifications.startListening();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The server read the list before n(2) was made.
    h.reply(LIST, async () => {
      await held;
      return json(200, { data: { Items: [n(1)] } });
    });
    h.reply(MARK, marked);
    const opening = notifications.open();
    h.stream.handlers?.onNotification(n(2));
    expect(notifications.unreadCount).toBe(0);
    expect(h.callsTo(MARK)).toHaveLength(0);
    release();
    await opening;
    expect(notifications.items.map((x) => [x.id, notifications.isNew(x)])).toEqual([
      [n(2).id, true],
      [n(1).id, true],
    ]);
    expect(h.callsTo(MARK).map((call) => call.body)).toEqual([{ id: n(2).id }]);
  });

  it('marks nothing when there is nothing new, or when the page closed before the list came', async () => {
    const h = signedIn();
    const { notifications } = h.root;
    h.reply(LIST, { status: 200, body: { data: { Items: [n(1, true)] } } });
    await notifications.open();
    expect(notifications.isNew(notifications.items[0] ?? n(9))).toBe(false);

    h.reply(LIST, { status: 200, body: { data: { Items: [n(2), n(1, true)] } } });
    const opening = notifications.open();
    notifications.leave();
    await opening;
    expect(h.callsTo(MARK)).toHaveLength(0);
    expect(notifications.unreadCount).toBe(1);
  });

  it('keeps the badge clear when marking read fails, and only logs it', async () => {
    const h = signedIn();
    h.reply(LIST, { status: 200, body: { data: { Items: [n(1)] } } });
    h.reply(MARK, { status: 404, body: { message: 'Notification not found.' } });
    await h.root.notifications.open();
    expect(h.root.notifications.unreadCount).toBe(0);
    expect(h.logger.error).toHaveBeenCalledWith(
      'Marking notifications read failed',
      expect.anything(),
    );
    expect(h.notify.error).not.toHaveBeenCalled();
  });

  it('sets the permission flag true on grant and registers the push token', async () => {
    const h = signedIn();
    h.reply('POST /api/account/push-token', { status: 201, body: { message: 'ok' } });
    await expect(h.root.notifications.requestPermission()).resolves.toBe(true);
    expect(h.root.notifications.permissionGranted).toBe(true);
    expect(h.callsTo('POST /api/account/push-token')[0]?.body).toEqual({
      token: 'push-token-1',
      platform: 'web',
    });
  });

  it('does not register when no push token is obtained', async () => {
    const h = signedIn();
    h.push.getToken.mockResolvedValueOnce(null);
    await h.root.notifications.requestPermission();
    expect(h.root.notifications.permissionGranted).toBe(true);
    expect(h.calls).toHaveLength(0);
  });

  it('sets the flag false and says Error requesting notification permission when denied', async () => {
    const h = signedIn();
    h.push.requestPermission.mockResolvedValueOnce('denied');
    await h.root.notifications.requestPermission();
    expect(h.root.notifications.permissionGranted).toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('Error requesting notification permission');
  });

  it('sets the flag false when asking fails', async () => {
    const h = signedIn();
    h.reply('POST /api/account/push-token', { status: 201, body: { message: 'ok' } });
    await h.root.notifications.requestPermission();
    h.push.requestPermission.mockRejectedValueOnce(new Error('blocked'));
    await h.root.notifications.requestPermission();
    expect(h.root.notifications.permissionGranted).toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('Error requesting notification permission');
  });

  it('starts granted on a load after an earlier grant, and obtains and registers the push token', async () => {
    const h = signedIn();
    h.push.currentPermission.mockReturnValue('granted');
    h.reply('POST /api/account/push-token', { status: 201, body: { message: 'ok' } });
    await h.root.notifications.syncPermission();
    expect(h.root.notifications.permissionGranted).toBe(true);
    expect(h.push.requestPermission).not.toHaveBeenCalled();
    expect(h.push.getToken).toHaveBeenCalledTimes(1);
    expect(h.root.notifications.pushToken).toBe('push-token-1');
    // Once registered, a later sync does not ask again.
    await h.root.notifications.syncPermission();
    expect(h.callsTo('POST /api/account/push-token')).toHaveLength(1);
  });

  it('changes nothing on load while the browser has not granted permission', async () => {
    for (const permission of ['default', 'denied'] as const) {
      const h = signedIn();
      h.push.currentPermission.mockReturnValue(permission);
      await h.root.notifications.syncPermission();
      expect(h.root.notifications.permissionGranted).toBe(false);
      expect(h.push.getToken).not.toHaveBeenCalled();
      expect(h.notify.error).not.toHaveBeenCalled();
    }
  });

  it("tells notices about one's own processed upload from the others", () => {
    expect(isOwnVideoNotice(aNotification({ type: 'videoReady' }))).toBe(true);
    expect(isOwnVideoNotice(aNotification({ type: 'videoFailed' }))).toBe(true);
    for (const type of ['follow', 'like', 'comment', 'commentLike'] as const) {
      expect(isOwnVideoNotice(aNotification({ type }))).toBe(false);
    }
  });
});
