import { describe, expect, it } from 'vitest';
import { aVideo, signedIn } from '../testing/harness';
import { savedMessages } from './SavedStore';

const A = '10000000-0000-4000-8000-00000000000a';
const B = '10000000-0000-4000-8000-00000000000b';

async function store() {
  const h = signedIn();
  return { h, saved: await h.root.loadSaved() };
}

describe('SavedStore', () => {
  it('reads the saved videos once, last saved first, and knows which are saved', async () => {
    const { h, saved } = await store();
    h.reply('GET /api/video/saved', {
      status: 200,
      body: { data: { Items: [aVideo({ id: B, views: 12 }), aVideo({ id: A })] } },
    });
    await saved.load();
    await saved.load();
    expect(h.callsTo('GET /api/video/saved')).toHaveLength(1);
    expect(saved.videos.map((m) => m.id)).toEqual([B, A]);
    expect(saved.isSaved(A)).toBe(true);
    expect(saved.isSaved('10000000-0000-4000-8000-00000000000c')).toBe(false);
  });

  it('moves the toggle only when the server agreed, and reads the list again after a save', async () => {
    const { h, saved } = await store();
    h.reply('GET /api/video/saved', { status: 200, body: { data: { Items: [] } } });
    await saved.load();
    h.reply(`PUT /api/video/saved/${A}` as const, {
      status: 200,
      body: { message: 'Saved.', data: { saved: true } },
    });
    const saving = saved.setSaved(A, true);
    expect(saved.isSaved(A)).toBe(false);
    expect(saved.pendingIds.has(A)).toBe(true);
    await saving;
    expect(saved.isSaved(A)).toBe(true);
    expect(saved.pendingIds.has(A)).toBe(false);
    expect(h.notify.success).toHaveBeenCalledWith(savedMessages.saved);
    h.reply('GET /api/video/saved', {
      status: 200,
      body: { data: { Items: [aVideo({ id: A })] } },
    });
    await saved.load();
    expect(saved.videos.map((m) => m.id)).toEqual([A]);
  });

  it('drops an unsaved video from the list at once', async () => {
    const { h, saved } = await store();
    h.reply('GET /api/video/saved', {
      status: 200,
      body: { data: { Items: [aVideo({ id: A }), aVideo({ id: B })] } },
    });
    await saved.load();
    h.reply(`DELETE /api/video/saved/${A}` as const, {
      status: 200,
      body: { message: 'Removed from saved videos.', data: { saved: false } },
    });
    await saved.setSaved(A, false);
    expect(saved.videos.map((m) => m.id)).toEqual([B]);
    expect(saved.isSaved(A)).toBe(false);
    expect(h.notify.success).toHaveBeenCalledWith(savedMessages.removed);
  });

  it("says the server's refusal and keeps the state", async () => {
    const { h, saved } = await store();
    h.reply(`PUT /api/video/saved/${A}` as const, {
      status: 404,
      body: { message: 'Video not found.' },
    });
    await saved.setSaved(A, true);
    expect(saved.isSaved(A)).toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('Video not found.');
    h.reply('GET /api/video/saved', { network: true });
    await saved.load();
    expect(saved.error).toBe(savedMessages.fetchFailed);
  });

  it('forgets everything when the session ends', async () => {
    const { h, saved } = await store();
    h.reply('GET /api/video/saved', {
      status: 200,
      body: { data: { Items: [aVideo({ id: A })] } },
    });
    await saved.load();
    h.root.sessionEnded();
    expect(saved.videos).toEqual([]);
    expect(saved.isSaved(A)).toBe(false);
    expect(saved.loaded).toBe(false);
  });
});
