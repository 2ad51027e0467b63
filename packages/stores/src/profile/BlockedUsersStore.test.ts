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
    const blocked = await h.root.loadBlocked();
    await blocked.load();
    expect(blocked.users.map((user) => user.userName)).toEqual(['leo', 'ana']);
    expect(h.callsTo('GET /api/account/blocked')[0]?.authorization).toBe('Bearer tok-1');
  });

  it('says so when the list cannot be read', async () => {
    const h = signedIn();
    h.reply('GET /api/account/blocked', { status: 500 });
    const blocked = await h.root.loadBlocked();
    await blocked.load();
    expect(blocked.error).toBe('Error fetching blocked accounts');
    expect(h.notify.error).toHaveBeenCalledWith('Error fetching blocked accounts');
  });

  it('unblocks from the list: DELETE /unblock, then the row goes', async () => {
    const h = signedIn();
    h.reply('GET /api/account/blocked', {
      status: 200,
      body: { data: { Items: [row(OTHER, 'leo'), row(THIRD, 'ana')] } },
    });
    h.reply('DELETE /api/account/unblock', { status: 200, body: { message: 'User unblocked.' } });
    const blocked = await h.root.loadBlocked();
    await blocked.load();
    await expect(blocked.unblock(OTHER)).resolves.toBe(true);
    expect(h.callsTo('DELETE /api/account/unblock')[0]?.body).toEqual({ userId: OTHER });
    expect(blocked.users.map((user) => user.id)).toEqual([THIRD]);
    expect(h.notify.success).toHaveBeenCalledWith('User unblocked.');
  });

  it('keeps the row and says why when unblocking fails', async () => {
    const h = signedIn();
    h.reply('GET /api/account/blocked', {
      status: 200,
      body: { data: { Items: [row(OTHER, 'leo')] } },
    });
    h.reply('DELETE /api/account/unblock', { status: 500 });
    const blocked = await h.root.loadBlocked();
    await blocked.load();
    await expect(blocked.unblock(OTHER)).resolves.toBe(false);
    expect(blocked.users).toHaveLength(1);
    expect(h.notify.error).toHaveBeenCalledWith('Error unblocking user');
  });

  it('forgets the list on logout', async () => {
    const h = signedIn();
    h.reply('GET /api/account/blocked', {
      status: 200,
      body: { data: { Items: [row(OTHER, 'leo')] } },
    });
    h.reply('POST /api/account/logout', { status: 200, body: { message: 'bye' } });
    const blocked = await h.root.loadBlocked();
    await blocked.load();
    await h.root.session.logout();
    expect(blocked.users).toEqual([]);
  });
});
