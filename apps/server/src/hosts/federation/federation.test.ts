import { signRequest } from '@fedify/fedify';
import { Accept, Follow, Person, Reject, Undo } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type StandIn, startFlick, startStandIn } from '../../../test/fedifyPeer';
import type { TestApp, TestUser } from '../../../test/helpers';
import { buildTestApp, createUser, federationIdle, insertVideoRow } from '../../../test/helpers';
import { createFlickFederation } from './federation';
import { nodeRunsFederation } from './federation.plugin';
import { listRemoteFollowers } from './federation.repository';

// docs/federation.md: a Flick server on a loopback port, followed from another ActivityPub
// server (a small Fedify server standing in for Mastodon, on its own port). Fedify 2 needs
// Node 22 or later (ADR 0150): on Node 20 the server starts without federation and these
// tests do not run; CI's PostgreSQL run is on Node 24.

/** The Accepts and Rejects a stand-in's inboxes took: of which Follow. */
interface Answer {
  type: 'Accept' | 'Reject';
  followId: string;
}

/** The remote server: one account, `ana`, that records the Accepts and Rejects it is sent. */
async function startPeer(): Promise<StandIn & { received: Answer[] }> {
  const received: Answer[] = [];
  const peer = await startStandIn({
    actors: [{ name: 'ana', displayName: 'Ana Remote' }],
    listen: (inbox) =>
      inbox
        // The Follow's id as named (its embedded copy comes from another origin than ours, so
        // Fedify would fetch it again rather than trust it).
        .on(Accept, async (_ctx, accept) => {
          if (accept.objectId) received.push({ type: 'Accept', followId: accept.objectId.href });
        })
        .on(Reject, async (_ctx, reject) => {
          if (reject.objectId) received.push({ type: 'Reject', followId: reject.objectId.href });
        }),
  });
  return Object.assign(peer, { received });
}

const AP = 'application/activity+json';

describe.runIf(nodeRunsFederation())('federation', () => {
  let t: TestApp;
  let origin: string;
  let peer: StandIn & { received: Answer[] };
  let bob: TestUser;
  let carla: TestUser;
  let followCount = 0;

  beforeAll(async () => {
    ({ t, origin } = await startFlick());
    peer = await startPeer();
    bob = await createUser(t, { firstName: 'Bob', lastName: 'Public' });
    carla = await createUser(t, { firstName: 'Carla', lastName: 'Private' });
    await t.db.updateTable('users').set({ is_private: true }).where('id', '=', carla.id).execute();
  }, 60_000);
  afterAll(async () => {
    // The last activities' jobs end (reading the peer's actor, answering it) before anything closes.
    if (t) await federationIdle(t.db);
    await t?.close();
    await peer?.close();
  });

  /** Ana (on the peer) follows `user` on Flick; answers the Follow's id. */
  async function follow(user: TestUser): Promise<string> {
    const target = `${origin}/user/profile/${user.id}`;
    followCount += 1;
    const id = new URL(`${peer.origin}/follows/${followCount}`);
    await peer.send(
      'ana',
      target,
      new Follow({ id, actor: peer.actorUri, object: new URL(target) }),
    );
    return id.href;
  }

  it('finds an account by acct: handle and serves its actor at its profile address', async () => {
    const host = new URL(origin).host;
    const finger = await fetch(
      `${origin}/.well-known/webfinger?resource=acct:${bob.userName}@${host}`,
    );
    expect(finger.status).toBe(200);
    const links = ((await finger.json()) as { links: { rel: string; href: string }[] }).links;
    const self = links.find((l) => l.rel === 'self');
    expect(self?.href).toBe(`${origin}/user/profile/${bob.id}`);

    const actor = await fetch(self?.href ?? '', { headers: { accept: AP } });
    expect(actor.status).toBe(200);
    const person = (await actor.json()) as Record<string, unknown>;
    expect(person).toMatchObject({
      type: 'Person',
      preferredUsername: bob.userName,
      name: 'Bob Public',
      manuallyApprovesFollowers: false,
    });
    expect(JSON.stringify(person.publicKey)).toContain('BEGIN PUBLIC KEY');
    // Ed25519 besides RSA: two key pairs, kept for the next request.
    const keys = await t.db
      .selectFrom('federation_keys')
      .select('algorithm')
      .where('user_id', '=', bob.id)
      .execute();
    expect(keys.map((k) => k.algorithm).sort()).toEqual(['Ed25519', 'RSASSA-PKCS1-v1_5']);

    // The same address without ActivityPub in Accept is the web app's (no actor JSON).
    const page = await fetch(self?.href ?? '');
    expect(page.headers.get('content-type') ?? '').not.toContain('activity+json');

    const unknown = await fetch(
      `${origin}/.well-known/webfinger?resource=acct:nobody_here@${host}`,
    );
    expect(unknown.status).toBe(404);
  });

  it('says a private account approves its followers, and answers NodeInfo', async () => {
    const actor = await fetch(`${origin}/user/profile/${carla.id}`, {
      headers: { accept: 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"' },
    });
    expect(((await actor.json()) as Record<string, unknown>).manuallyApprovesFollowers).toBe(true);

    const wellKnown = await fetch(`${origin}/.well-known/nodeinfo`);
    const link = ((await wellKnown.json()) as { links: { href: string }[] }).links[0]?.href;
    expect(link).toBe(`${origin}/nodeinfo/2.1`);
    const info = (await (await fetch(link ?? '')).json()) as Record<string, unknown>;
    expect(info).toMatchObject({ software: { name: 'flick' }, protocols: ['activitypub'] });
    expect((info.usage as { users: { total: number } }).users.total).toBeGreaterThanOrEqual(2);
  });

  it('accepts a remote follow of a public account and forgets it on Undo', async () => {
    const followId = await follow(bob);
    await eventually(() => {
      expect(peer.received).toContainEqual({ type: 'Accept', followId });
    });
    expect(await listRemoteFollowers(t.db, bob.id)).toMatchObject([
      { iri: peer.actorUri.href, handle: `ana@${new URL(peer.origin).host}`, status: 'accepted' },
    ]);

    const target = `${origin}/user/profile/${bob.id}`;
    await peer.send(
      'ana',
      target,
      new Undo({
        id: new URL(`${followId}/undo`),
        actor: peer.actorUri,
        object: new Follow({
          id: new URL(followId),
          actor: peer.actorUri,
          object: new URL(target),
        }),
      }),
    );
    await eventually(async () => {
      expect(await listRemoteFollowers(t.db, bob.id)).toEqual([]);
    });
  });

  it("makes a private account's remote follow a request: approved sends Accept, declined Reject", async () => {
    const followId = await follow(carla);
    await eventually(async () => {
      expect(await listRemoteFollowers(t.db, carla.id)).toMatchObject([{ status: 'pending' }]);
    });
    expect(peer.received.some((r) => r.followId === followId)).toBe(false);
    const requests = await t.inject({
      method: 'GET',
      url: '/api/account/follow-requests/remote',
      token: carla.token,
    });
    expect(requests.json().data.Items).toMatchObject([
      {
        actorId: peer.actorUri.href,
        handle: `ana@${new URL(peer.origin).host}`,
        name: 'Ana Remote',
      },
    ]);

    const answer = async (approve: boolean) => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/account/follow-requests/remote/answer',
        token: carla.token,
        payload: { actorId: peer.actorUri.href, approve },
      });
      return { status: response.statusCode, body: response.json() };
    };
    expect(await answer(true)).toEqual({
      status: 200,
      body: { message: 'Follow request approved.' },
    });
    await eventually(() => {
      expect(peer.received).toContainEqual({ type: 'Accept', followId });
    });
    expect(await listRemoteFollowers(t.db, carla.id)).toMatchObject([{ status: 'accepted' }]);
    // Nothing is pending any more: a second answer finds no request.
    expect(await answer(false)).toEqual({
      status: 404,
      body: { code: 'no_follow_request', message: 'No follow request from this user.' },
    });

    await t.db.deleteFrom('remote_followers').where('user_id', '=', carla.id).execute();
    const second = await follow(carla);
    await eventually(async () => {
      expect(await listRemoteFollowers(t.db, carla.id)).toMatchObject([{ status: 'pending' }]);
    });
    expect(await answer(false)).toEqual({
      status: 200,
      body: { message: 'Follow request declined.' },
    });
    await eventually(() => {
      expect(peer.received).toContainEqual({ type: 'Reject', followId: second });
    });
    expect(await listRemoteFollowers(t.db, carla.id)).toEqual([]);
  });

  it('answers a public video as a Video at its watch address, and nothing else', async () => {
    const shown = await insertVideoRow(t.db, bob.id, { caption: 'Surf #waves', tags: ['waves'] });
    const hidden = await insertVideoRow(t.db, bob.id, { caption: 'gone', hidden: true });
    const unfinished = await insertVideoRow(t.db, bob.id, { caption: 'wip', state: 'processing' });
    const privateOne = await insertVideoRow(t.db, carla.id, { caption: 'for followers' });
    const object = (id: string) => fetch(`${origin}/watch/${id}`, { headers: { accept: AP } });

    const answer = await object(shown);
    expect(answer.status).toBe(200);
    const video = (await answer.json()) as Record<string, unknown>;
    expect(video).toMatchObject({
      type: 'Video',
      attributedTo: `${origin}/user/profile/${bob.id}`,
      content: 'Surf #waves',
      tag: { name: '#waves', href: `${origin}/hashtag/waves` },
    });
    expect(video.url).toEqual([
      expect.objectContaining({ mediaType: 'text/html', href: `${origin}/watch/${shown}` }),
      expect.objectContaining({ mediaType: 'video/mp4' }),
    ]);
    for (const id of [hidden, unfinished, privateOne]) expect((await object(id)).status).toBe(404);
  });

  it('serves nothing of an account that turned federation off', async () => {
    const dana = await createUser(t, { firstName: 'Dana', lastName: 'Offline' });
    const video = await insertVideoRow(t.db, dana.id, { caption: 'only here' });
    const off = await t.inject({
      method: 'PATCH',
      url: '/api/account/me',
      token: dana.token,
      payload: { federation: false },
    });
    expect(off.json().data.federation).toBe(false);
    const host = new URL(origin).host;
    const finger = await fetch(
      `${origin}/.well-known/webfinger?resource=acct:${dana.userName}@${host}`,
    );
    expect(finger.status).toBe(404);
    const actor = await fetch(`${origin}/user/profile/${dana.id}`, { headers: { accept: AP } });
    expect(actor.status).toBe(404);
    expect(await actor.json()).toEqual({ code: 'not_found', message: 'Not found.' });
    expect((await fetch(`${origin}/watch/${video}`, { headers: { accept: AP } })).status).toBe(404);

    await t.inject({
      method: 'PATCH',
      url: '/api/account/me',
      token: dana.token,
      payload: { federation: true },
    });
    expect(
      (await fetch(`${origin}/user/profile/${dana.id}`, { headers: { accept: AP } })).status,
    ).toBe(200);
  });

  it('refuses to fetch from private network addresses unless tests allow it', async () => {
    const strict = createFlickFederation({
      db: t.db,
      jobs: t.app.jobs,
      config: { ...t.config, federation: { enabled: true, allowPrivateAddress: false } },
      version: 'test',
    });
    const ctx = strict.createContext(new URL(origin), undefined);
    await expect(ctx.lookupObject(peer.actorUri.href)).resolves.toBeNull();
    const allowed = t.app.federation?.createContext(new URL(origin), undefined);
    expect(await allowed?.lookupObject(peer.actorUri.href)).toBeInstanceOf(Person);
  });

  describe('an inbox refuses', () => {
    /** A signed POST of a Follow of `bob` from Ana, to Bob's inbox. */
    async function signedFollow(currentTime?: Temporal.Instant) {
      const body = JSON.stringify({
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: `${peer.origin}/follows/signed-${Math.random()}`,
        type: 'Follow',
        actor: peer.actorUri.href,
        object: `${origin}/user/profile/${bob.id}`,
      });
      const request = new Request(`${origin}/user/profile/${bob.id}/inbox`, {
        method: 'POST',
        headers: { 'content-type': AP, accept: AP },
        body,
      });
      return {
        body,
        signed: await signRequest(
          request,
          peer.keys.privateKey,
          new URL(`${peer.actorUri.href}#main-key`),
          { spec: 'draft-cavage-http-signatures-12', ...(currentTime ? { currentTime } : {}) },
        ),
      };
    }

    it('a body changed after signing', async () => {
      const { body, signed } = await signedFollow();
      const tampered = body.replace('Follow', 'Like');
      const response = await fetch(signed.url, {
        method: 'POST',
        headers: signed.headers,
        body: tampered,
      });
      expect(response.status).toBe(401);
    });

    it('a signature made outside the time window (a replay)', async () => {
      const twoHoursAgo = Temporal.Now.instant().subtract({ hours: 2 });
      const { body, signed } = await signedFollow(twoHoursAgo);
      const response = await fetch(signed.url, { method: 'POST', headers: signed.headers, body });
      expect(response.status).toBe(401);
    });

    it('but takes the same request signed now', async () => {
      const { body, signed } = await signedFollow();
      const response = await fetch(signed.url, { method: 'POST', headers: signed.headers, body });
      expect(response.status).toBe(202);
    });
  });
});

describe.runIf(!nodeRunsFederation())('federation on a Node that cannot run it', () => {
  it('starts without it, says so, and serves no WebFinger', async () => {
    const t = await buildTestApp({ env: { FEDERATION: '1' } });
    try {
      expect(t.app.federation).toBeNull();
      expect(t.logs.join('')).toContain('federation is off: FEDERATION=1 needs Node 22 or later');
      const finger = await t.app.inject({
        url: '/.well-known/webfinger?resource=acct:a@localhost',
      });
      expect(finger.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
