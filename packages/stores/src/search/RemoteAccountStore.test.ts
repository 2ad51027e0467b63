import { describe, expect, it } from 'vitest';
import { signedIn } from '../testing/harness';
import { looksLikeRemoteAccount, type RemoteAccount } from './RemoteAccountStore';

// docs/federation.md: Search finds an account on another server by its handle or address,
// and follows, unfollows, blocks and unblocks it.

const FIND = 'GET /api/account/remote-accounts';
const FOLLOW = 'POST /api/account/remote-follows';
const UNFOLLOW = 'DELETE /api/account/remote-follows';
const BLOCK = 'POST /api/account/remote-blocks';
const UNBLOCK = 'DELETE /api/account/remote-blocks';
const MUTE = 'POST /api/account/remote-mutes';
const UNMUTE = 'DELETE /api/account/remote-mutes';

const ana: RemoteAccount = {
  actorId: 'https://mastodon.example/users/ana',
  handle: 'ana@mastodon.example',
  name: 'Ana',
  avatarUrl: null,
  url: 'https://mastodon.example/@ana',
  following: 'none',
  blocked: false,
  muted: false,
};

describe('looksLikeRemoteAccount', () => {
  it('takes handles and profile addresses, not plain names', () => {
    for (const text of [
      '@ana@mastodon.example',
      'ana@mastodon.example',
      ' @bob@127.0.0.1:4100 ',
      'https://mastodon.example/@ana',
      'http://127.0.0.1:4100/user/profile/42',
    ]) {
      expect(looksLikeRemoteAccount(text), text).toBe(true);
    }
    for (const text of ['ana', 'maya.travels', '@ana', 'ana@', 'ftp://mastodon.example/@ana']) {
      expect(looksLikeRemoteAccount(text), text).toBe(false);
    }
  });
});

describe('RemoteAccountStore', () => {
  it('looks the handle up, and follows: pending until its server accepts', async () => {
    const h = signedIn();
    const store = await h.root.loadRemoteAccount();
    h.reply(FIND, { status: 200, body: { data: ana } });
    await store.lookUp(' @ana@mastodon.example ');
    expect(h.callsTo(FIND)[0]?.query).toEqual({ handle: '@ana@mastodon.example' });
    expect(store.account).toEqual(ana);

    h.reply(FOLLOW, {
      status: 200,
      body: { message: 'Follow request sent.', data: { ...ana, following: 'pending' } },
    });
    await store.pressFollow();
    expect(h.callsTo(FOLLOW)[0]?.body).toEqual({ actorId: ana.actorId });
    expect(store.account?.following).toBe('pending');

    h.reply(FIND, { status: 200, body: { data: { ...ana, following: 'accepted' } } });
    await store.refresh();
    expect(store.account?.following).toBe('accepted');
  });

  it('asks before unfollowing, and unfollows only when confirmed', async () => {
    const h = signedIn();
    const store = await h.root.loadRemoteAccount();
    h.reply(FIND, { status: 200, body: { data: { ...ana, following: 'accepted' } } });
    await store.lookUp('ana@mastodon.example');
    await store.pressFollow();
    expect(store.confirmingUnfollow).toBe(true);
    store.cancelUnfollow();
    expect(h.callsTo(UNFOLLOW)).toHaveLength(0);

    await store.pressFollow();
    h.reply(UNFOLLOW, { status: 200, body: { message: 'Unfollowed successfully.' } });
    await store.confirmUnfollow();
    expect(h.callsTo(UNFOLLOW)[0]?.body).toEqual({ actorId: ana.actorId });
    expect(store.account?.following).toBe('none');
  });

  it("shows the server's message when nobody is there, and blocks then unblocks", async () => {
    const h = signedIn();
    const store = await h.root.loadRemoteAccount();
    h.reply(FIND, {
      status: 404,
      body: { code: 'remote_account_not_found', message: 'Account not found.' },
    });
    await store.lookUp('@nobody@mastodon.example');
    expect(store.account).toBeNull();
    expect(store.notFound).toBe('Account not found.');
    expect(store.error).toBeNull();

    h.reply(FIND, { status: 200, body: { data: { ...ana, following: 'accepted' } } });
    await store.lookUp('@ana@mastodon.example');
    h.reply(BLOCK, { status: 200, body: { message: 'User blocked.' } });
    await store.toggleBlock();
    // Blocked, and no longer followed: the block ended the follow.
    expect(store.account).toMatchObject({ blocked: true, following: 'none' });
    h.reply(UNBLOCK, { status: 200, body: { message: 'User unblocked.' } });
    await store.toggleBlock();
    expect(store.account?.blocked).toBe(false);
    expect(h.callsTo(BLOCK)[0]?.body).toEqual({ actorId: ana.actorId });

    // A muted account looked up again reads as muted: the button offers to unmute it.
    h.reply(FIND, { status: 200, body: { data: { ...ana, muted: true } } });
    await store.lookUp('ana@mastodon.example');
    h.reply(UNMUTE, { status: 200, body: { message: 'User unmuted.' } });
    await store.toggleMute();
    expect(store.account?.muted).toBe(false);
    h.reply(MUTE, { status: 200, body: { message: 'User muted.' } });
    await store.toggleMute();
    expect(store.account?.muted).toBe(true);
    expect(h.callsTo(UNMUTE)[0]?.body).toEqual({ actorId: ana.actorId });
  });

  it('says so when the look-up fails and when an action is refused', async () => {
    const h = signedIn();
    const store = await h.root.loadRemoteAccount();
    h.reply(FIND, { status: 500 });
    await store.lookUp('@ana@mastodon.example');
    expect(store.error).toBe('Error finding the account');

    h.reply(FIND, { status: 200, body: { data: ana } });
    await store.lookUp('@ana@mastodon.example');
    h.reply(FOLLOW, { status: 500 });
    await store.pressFollow();
    expect(store.account?.following).toBe('none');
    expect(h.notify.error).toHaveBeenCalledWith('Unable to complete the action. Please try again.');
  });
});
