import { describe, expect, it } from 'vitest';
import { signedIn } from '../testing/harness';

const delivery = {
  id: 'job-1',
  inbox: 'https://gone.example/inbox',
  activityType: 'Create',
  attempts: 10,
  lastError: 'https://gone.example/inbox: fetch failed',
  failedAt: '2026-12-03T10:00:00.000Z',
};

describe('FederationAdminStore', () => {
  it('reads the failed deliveries and the servers with a rule', async () => {
    const h = signedIn();
    h.reply('GET /api/account/admin/federation/deliveries', {
      status: 200,
      body: { data: { Items: [delivery] } },
    });
    h.reply('GET /api/account/admin/federation/servers', {
      status: 200,
      body: {
        data: {
          Items: [{ host: 'spam.example', policy: 'blocked', since: '2026-12-03T09:00:00.000Z' }],
        },
      },
    });
    const store = await h.root.loadFederationAdmin();
    await store.load();
    expect(store.deliveries).toEqual([delivery]);
    expect(store.servers.map((s) => `${s.host} ${s.policy}`)).toEqual(['spam.example blocked']);
  });

  it('blocks a server by its trimmed host, says so and reads the lists again', async () => {
    const h = signedIn();
    h.reply('PUT /api/account/admin/federation/servers', {
      status: 200,
      body: { message: 'Server blocked.' },
    });
    const store = await h.root.loadFederationAdmin();
    await expect(store.setPolicy('  spam.example ', 'blocked')).resolves.toBe(true);
    expect(h.callsTo('PUT /api/account/admin/federation/servers')[0]?.body).toEqual({
      host: 'spam.example',
      policy: 'blocked',
    });
    expect(h.notify.success).toHaveBeenCalledWith('Server blocked.');
    expect(h.callsTo('GET /api/account/admin/federation/servers')).toHaveLength(1);
  });

  it('asks for a host instead of sending a blank one', async () => {
    const h = signedIn();
    const store = await h.root.loadFederationAdmin();
    await expect(store.setPolicy('   ', 'silenced')).resolves.toBe(false);
    expect(h.callsTo('PUT /api/account/admin/federation/servers')).toHaveLength(0);
    expect(h.notify.error).toHaveBeenCalledWith("Please enter the server's host name.");
  });

  it('lifts a rule, and says so when that fails', async () => {
    const h = signedIn();
    h.reply('DELETE /api/account/admin/federation/servers/spam.example', { status: 500 });
    const store = await h.root.loadFederationAdmin();
    await expect(store.lift('spam.example')).resolves.toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith('Error updating the server rule');
  });
});
