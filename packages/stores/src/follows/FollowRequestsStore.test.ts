import { describe, expect, it } from 'vitest';
import { signedIn } from '../testing/harness';

const ana = {
  actorId: 'https://mastodon.example/users/ana',
  handle: 'ana@mastodon.example',
  name: 'Ana',
  avatarUrl: null,
  requestedAt: '2026-12-03T10:00:00.000Z',
};

describe('FollowRequestsStore', () => {
  it('lists requests from other servers beside the local ones and answers them', async () => {
    const h = signedIn();
    h.reply('GET /api/account/follow-requests', { status: 200, body: { data: { Items: [] } } });
    h.reply('GET /api/account/follow-requests/remote', {
      status: 200,
      body: { data: { Items: [ana] } },
    });
    h.reply('POST /api/account/follow-requests/remote/answer', {
      status: 200,
      body: { message: 'Follow request approved.' },
    });
    const store = await h.root.loadFollowRequests();
    await store.load();
    expect(store.remote).toEqual([ana]);

    await expect(store.answerRemote(ana.actorId, true)).resolves.toBe(true);
    expect(h.callsTo('POST /api/account/follow-requests/remote/answer')[0]?.body).toEqual({
      actorId: ana.actorId,
      approve: true,
    });
    expect(store.remote).toEqual([]);
    expect(h.notify.success).toHaveBeenCalledWith('Follow request approved.');
  });

  it("keeps a remote request the server could not answer, with the server's message", async () => {
    const h = signedIn();
    h.reply('GET /api/account/follow-requests', { status: 200, body: { data: { Items: [] } } });
    h.reply('GET /api/account/follow-requests/remote', {
      status: 200,
      body: { data: { Items: [ana] } },
    });
    h.reply('POST /api/account/follow-requests/remote/answer', {
      status: 404,
      body: { code: 'no_follow_request', message: 'No follow request from this user.' },
    });
    const store = await h.root.loadFollowRequests();
    await store.load();
    await expect(store.answerRemote(ana.actorId, false)).resolves.toBe(false);
    expect(store.remote).toEqual([ana]);
    expect(store.pendingRemote).toEqual([]);
    expect(h.notify.error).toHaveBeenCalledWith('No follow request from this user.');
  });
});
