import { describe, expect, it } from 'vitest';
import { OTHER, signedIn, THIRD } from '../testing/harness';

const row = (id: string, userName: string) => ({
  id,
  userName,
  firstName: 'Test',
  lastName: 'User',
  profilePicture: null,
  isFollowing: false,
  followRequested: false,
});

describe('BlockedUsersStore', () => {
  it('reads the blocked accounts (GET /blocked)', async () => {
    const h = signedIn();
    h.reply('GET /api/account/blocked', {
      status: 200,
      body: { data: { Items: [row(OTHER, 'leo'), row(THIRD, 'ana')] } },
    });
    await (await h.root.loadBlocked()).load();
    expect((await h.root.loadBlocked()).users.map((user) => user.userName)).toEqual(['leo', 'ana']);
    expect(h.callsTo('GET /api/account/blocked')[0]?.authorization).toBe('Bearer tok-1');
  });

  it('says so when the list cannot be read', async () => {
    const h = signedIn();
    h.reply('GET /api/account/blocked', { status: 500 });
    await (await h.root.loadBlocked()).load();
    expect((await h.root.loadBlocked()).error).toBe('Error fetching blocked accounts');
    expect(h.notify.error).toHaveBeenCalledWith('Error fetching blocked accounts');
  });

  it('unblocks from the list: DELETE /unblock, then the row goes', async () => {
    const h = signedIn();
    h.reply('GET /api/account/blocked', {
      status: 200,
      body: { data: { Items: [row(OTHER, 'leo'), row(THIRD, 'ana')] } },
    });
    h.reply('DELETE /api/account/unblock', { status: 200, body: { message: 'User unblocked.' } });
    await (await h.root.loadBlocked()).load();
    await expect((await h.root.loadBlocked()).unblock(OTHER)).resolves.toBe(true);
    expect(h.callsTo('DELETE /api/account/unblock')[0]?.body).toEqual({ userId: OTHER });
    expect((await h.root.loadBlocked()).users.map((user) => user.id)).toEqual([THIRD]);
    expect(h.notify.success).toHaveBeenCalledWith('User unblocked.');
  });

  it('keeps the row and says why when unblocking fails', async () => {
    const h = signedIn();
    h.reply('GET /api/account/blocked', {
      status: 200,
      body: { data: { Items: [row(OTHER, 'leo')] } },
    });
    h.reply('DELETE /api/account/unblock', { status: 500 });
    await (await h.root.loadBlocked()).load();
    await expect((await h.root.loadBlocked()).unblock(OTHER)).resolves.toBe(false);
    expect((await h.root.loadBlocked()).users).toHaveLength(1);
    expect(h.notify.error).toHaveBeenCalledWith('Error unblocking user');
  });

  it('forgets the list on logout', async () => {
    const h = signedIn();
    h.reply('GET /api/account/blocked', {
      status: 200,
      body: { data: { Items: [row(OTHER, 'leo')] } },
    });
    h.reply('POST /api/account/logout', { status: 200, body: { message: 'bye' } });
    await (await h.root.loadBlocked()).load();
    await h.root.session.logout();
    expect((await h.root.loadBlocked()).users).toEqual([]);
  });
});
