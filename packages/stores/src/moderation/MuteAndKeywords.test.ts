import { describe, expect, it } from 'vitest';
import { OTHER, signedIn } from '../testing/harness';

const row = (id: string, userName: string) => ({
  id,
  userName,
  firstName: 'Test',
  lastName: 'User',
  profilePicture: null,
  isFollowing: false,
  followRequested: false,
});

describe('MutedUsersStore', () => {
  it('reads the muted accounts and unmutes from the list', async () => {
    const h = signedIn();
    h.reply('GET /api/account/muted', {
      status: 200,
      body: { data: { Items: [row(OTHER, 'leo')] } },
    });
    h.reply('DELETE /api/account/unmute', { status: 200, body: { message: 'User unmuted.' } });
    const muted = await h.root.loadMuted();
    await muted.load();
    expect(muted.users.map((u) => u.userName)).toEqual(['leo']);
    await expect(muted.unmute(OTHER)).resolves.toBe(true);
    expect(h.callsTo('DELETE /api/account/unmute')[0]?.body).toEqual({ userId: OTHER });
    expect(muted.users).toEqual([]);
    expect(h.notify.success).toHaveBeenCalledWith('User unmuted.');
  });

  it('keeps the row and says why when unmuting fails', async () => {
    const h = signedIn();
    h.reply('GET /api/account/muted', {
      status: 200,
      body: { data: { Items: [row(OTHER, 'leo')] } },
    });
    h.reply('DELETE /api/account/unmute', { status: 500 });
    const muted = await h.root.loadMuted();
    await muted.load();
    await expect(muted.unmute(OTHER)).resolves.toBe(false);
    expect(muted.users).toHaveLength(1);
    expect(h.notify.error).toHaveBeenCalledWith('Error unmuting user');
  });
});

describe('KeywordFilterStore', () => {
  it('adds the draft by sending the whole list, and shows what the server kept', async () => {
    const h = signedIn();
    h.reply('GET /api/account/me/keywords', {
      status: 200,
      body: { data: { Items: ['spoiler'] } },
    });
    h.reply('PUT /api/account/me/keywords', {
      status: 200,
      body: { data: { Items: ['spoiler', 'final score'] } },
    });
    const store = await h.root.loadKeywords();
    await store.load();
    store.setDraft('  final score ');
    await expect(store.add()).resolves.toBe(true);
    expect(h.callsTo('PUT /api/account/me/keywords')[0]?.body).toEqual({
      keywords: ['spoiler', 'final score'],
    });
    expect(store.keywords).toEqual(['spoiler', 'final score']);
    expect(store.draft).toBe('');
  });

  it('says a blank draft cannot be empty without sending it, and keeps the draft with the reason on a refusal', async () => {
    const h = signedIn();
    h.reply('PUT /api/account/me/keywords', {
      status: 400,
      body: { message: 'A keyword needs at least one letter or digit.' },
    });
    const store = await h.root.loadKeywords();
    for (const blank of ['', '   ']) {
      store.setDraft(blank);
      await expect(store.add()).resolves.toBe(false);
      expect(store.error).toBe('A keyword cannot be empty.');
    }
    expect(h.callsTo('PUT /api/account/me/keywords')).toHaveLength(0);
    store.setDraft('!!!');
    await expect(store.add()).resolves.toBe(false);
    expect(store.error).toBe('A keyword needs at least one letter or digit.');
    expect(store.draft).toBe('!!!');
  });

  it('removes one keyword', async () => {
    const h = signedIn();
    h.reply('GET /api/account/me/keywords', {
      status: 200,
      body: { data: { Items: ['spoiler', 'score'] } },
    });
    h.reply('PUT /api/account/me/keywords', { status: 200, body: { data: { Items: ['score'] } } });
    const store = await h.root.loadKeywords();
    await store.load();
    await store.remove('spoiler');
    expect(h.callsTo('PUT /api/account/me/keywords')[0]?.body).toEqual({ keywords: ['score'] });
    expect(store.keywords).toEqual(['score']);
  });
});
