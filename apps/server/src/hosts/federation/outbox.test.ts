import { signRequest } from '@fedify/fedify';
import { Accept, Create, Delete, Follow, Update } from '@fedify/vocab';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type StandIn, startFlick, startStandIn } from '../../../test/fedifyPeer';
import type { TestApp, TestUser } from '../../../test/helpers';
import { createUser, freePort, insertVideoRow } from '../../../test/helpers';
import { FEDERATION_QUEUE, JOBS_SCHEMA } from '../../platform/jobs/queue';
import { nodeRunsFederation } from './federation.plugin';

// docs/federation.md, ADR 0152: what Flick sends. A Flick server on a loopback port followed
// by `ana` on a small Fedify server (standing in for Mastodon) that keeps every activity its
// inboxes accept, as the JSON it was sent. Fedify 2 needs Node 22 or later (ADR 0150).

type Json = Record<string, unknown>;

interface Peer extends StandIn {
  /** Activities its inboxes accepted (signature checked), as sent. */
  inbox: Json[];
}

/** Ana's server: it keeps what its inboxes accept, and answers nothing. */
async function startPeer(): Promise<Peer> {
  const inbox: Json[] = [];
  const ignore = async () => {};
  const peer = await startStandIn({
    actors: [{ name: 'ana', displayName: 'Ana Remote' }],
    listen: (listeners) =>
      listeners.on(Accept, ignore).on(Create, ignore).on(Update, ignore).on(Delete, ignore),
    onPost: (body) => inbox.push(JSON.parse(body.toString())),
  });
  return Object.assign(peer, { inbox });
}

describe.runIf(nodeRunsFederation())('federation outbox', () => {
  let t: TestApp;
  let origin: string;
  let peer: Peer;
  let admin: TestUser;
  let bob: TestUser;
  let carla: TestUser;
  let follows = 0;

  beforeAll(async () => {
    ({ t, origin } = await startFlick());
    peer = await startPeer();
    admin = await createUser(t, { firstName: 'Ada', lastName: 'Admin' });
    await t.db
      .insertInto('admins')
      .values({ user_id: admin.id, source: 'first' })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    bob = await createUser(t, { firstName: 'Bob', lastName: 'Public' });
    carla = await createUser(t, { firstName: 'Carla', lastName: 'Mentioned' });
  }, 60_000);
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  /** Ana follows `user` and is accepted. */
  async function followFromPeer(user: TestUser): Promise<void> {
    const target = `${origin}/user/profile/${user.id}`;
    follows += 1;
    const id = new URL(`${peer.origin}/follows/out-${follows}`);
    const accepted = () => peer.inbox.filter((a) => a.type === 'Accept').length;
    const before = accepted();
    await peer.send(
      'ana',
      target,
      new Follow({ id, actor: peer.actorUri, object: new URL(target) }),
    );
    await eventually(() => expect(accepted()).toBe(before + 1));
  }

  const api = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.inject({ method, url, token: user.token, ...(payload ? { payload } : {}) });

  /** The activities of `type` the peer got about `objectId`. */
  const got = (type: string, objectId: string) =>
    peer.inbox.filter((a) => {
      const object = a.object as Json | string;
      return a.type === type && (typeof object === 'string' ? object : object.id) === objectId;
    });

  it('sends a published draft as a Create Mastodon reads, an edit as Update, a hide as Delete', async () => {
    await followFromPeer(bob);
    const draft = await insertVideoRow(t.db, bob.id, {
      caption: `Surf #waves with @${carla.userName}`,
      state: 'processing',
    });
    // A draft's tags are linked when it is posted.
    await t.db
      .updateTable('videos')
      .set({
        state: 'held',
        publication: 'draft',
        hashtags: ['waves'],
        duration_seconds: 12,
        mentions: JSON.stringify([{ userId: carla.id, userName: carla.userName }]),
      })
      .where('id', '=', draft)
      .execute();
    const objectId = `${origin}/watch/${draft}`;
    // Nothing is sent while it is a draft.
    expect(got('Create', objectId)).toEqual([]);

    const posted = await api(bob, 'POST', '/api/video/updateVideo', {
      videoId: draft,
      videoUserId: bob.id,
      publication: 'posted',
    });
    expect(posted.statusCode).toBe(201);
    const [create] = await eventually(() => {
      const found = got('Create', objectId);
      expect(found).toHaveLength(1);
      return found;
    });
    const video = create?.object as Json;
    expect(video).toMatchObject({
      type: 'Video',
      attributedTo: `${origin}/user/profile/${bob.id}`,
      content: `Surf #waves with @${carla.userName}`,
      duration: 'PT12S',
      sensitive: false,
      icon: expect.objectContaining({ type: 'Image', mediaType: 'image/jpeg' }),
    });
    // Hashtags and mentions as Mastodon matches them (bare `Hashtag`, `Mention`).
    expect(video.tag).toEqual(
      expect.arrayContaining([
        { type: 'Hashtag', name: '#waves', href: `${origin}/hashtag/waves` },
        {
          type: 'Mention',
          name: `@${carla.userName}`,
          href: `${origin}/user/profile/${carla.id}`,
        },
      ]),
    );
    expect(video.url).toEqual([
      expect.objectContaining({ mediaType: 'text/html', href: objectId }),
      expect.objectContaining({ mediaType: 'video/mp4' }),
    ]);
    expect(create?.to).toContain('https://www.w3.org/ns/activitystreams#Public');
    const context = JSON.stringify(create?.['@context']);
    expect(context).toContain('"Hashtag":"as:Hashtag"');
    expect(context).toContain('"sensitive":"as:sensitive"');

    // The same object at its own address, with Mastodon's terms in its context.
    const alone = (await (
      await fetch(objectId, { headers: { accept: 'application/activity+json' } })
    ).json()) as Json;
    expect(JSON.stringify(alone['@context'])).toContain('"Hashtag":"as:Hashtag"');
    expect(alone).toMatchObject({ duration: 'PT12S', sensitive: false });
    expect(alone.tag).toContainEqual({
      type: 'Hashtag',
      name: '#waves',
      href: `${origin}/hashtag/waves`,
    });

    const edited = await api(bob, 'POST', '/api/video/updateVideo', {
      videoId: draft,
      videoUserId: bob.id,
      caption: 'Surf #waves at dawn',
    });
    expect(edited.statusCode).toBe(201);
    const [update] = await eventually(() => {
      const found = got('Update', objectId);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(update?.object).toMatchObject({ content: 'Surf #waves at dawn' });

    const hide = (hidden: boolean) =>
      api(admin, 'PATCH', '/api/account/admin/content', {
        targetType: 'video',
        targetId: draft,
        hidden,
      });
    expect((await hide(true)).statusCode).toBe(200);
    const [deleted] = await eventually(() => {
      const found = got('Delete', objectId);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(deleted?.object).toMatchObject({ type: 'Tombstone', id: objectId });
    // Shown again, it is created again.
    expect((await hide(false)).statusCode).toBe(200);
    await eventually(() => expect(got('Create', objectId)).toHaveLength(2));
  });

  it('lists a delivery to a dead inbox for the admin once its retries are spent', async () => {
    const deadPort = await freePort();
    const deadInbox = `http://127.0.0.1:${deadPort}/inbox`;
    await t.db
      .insertInto('remote_actors')
      .values({
        iri: `http://127.0.0.1:${deadPort}/users/ghost`,
        handle: `ghost@127.0.0.1:${deadPort}`,
        inbox: deadInbox,
        shared_inbox: null,
        public_keys: '[]',
      })
      .execute();
    await t.db
      .insertInto('remote_followers')
      .values({
        user_id: bob.id,
        actor_iri: `http://127.0.0.1:${deadPort}/users/ghost`,
        follow_iri: `http://127.0.0.1:${deadPort}/follows/1`,
        status: 'accepted',
      })
      .execute();
    // A follower fetched Bob's actor once, which made his keys.
    await fetch(`${origin}/user/profile/${bob.id}`, {
      headers: { accept: 'application/activity+json' },
    });
    const video = await insertVideoRow(t.db, bob.id, { caption: 'To a dead inbox' });
    await t.app.events.emit('videoChanged', { videoId: video });

    // Its retries cut short: the next try is its last.
    await eventually(async () => {
      await sql`
        UPDATE ${sql.raw(JOBS_SCHEMA)}.job SET retry_limit = retry_count, start_after = now()
        WHERE name = ${FEDERATION_QUEUE} AND state IN ('created', 'retry')
          AND data->'message'->>'inbox' = ${deadInbox}
      `.execute(t.db);
      const list = await api(admin, 'GET', '/api/account/admin/federation/deliveries');
      expect(list.statusCode).toBe(200);
      const items = list.json().data.Items as Json[];
      expect(items).toContainEqual(
        expect.objectContaining({ inbox: deadInbox, activityType: 'Create' }),
      );
      const failed = items.find((i) => i.inbox === deadInbox);
      // Tried once or twice: the first try may run before the retries are cut.
      expect([1, 2]).toContain(failed?.attempts);
      expect(failed?.lastError).toBe(`${deadInbox}: fetch failed`);
    }, 30_000);
    // Only admins see it.
    expect((await api(bob, 'GET', '/api/account/admin/federation/deliveries')).statusCode).toBe(
      403,
    );
    await t.db
      .deleteFrom('remote_followers')
      .where('actor_iri', 'like', `%:${deadPort}/%`)
      .execute();
  }, 40_000);

  it("sends a private account's video to its approved followers only, not to everyone", async () => {
    const dora = await createUser(t, { firstName: 'Dora', lastName: 'Private' });
    await t.db.updateTable('users').set({ is_private: true }).where('id', '=', dora.id).execute();
    const target = `${origin}/user/profile/${dora.id}`;
    await peer.send(
      'ana',
      target,
      new Follow({
        id: new URL(`${peer.origin}/follows/private-1`),
        actor: peer.actorUri,
        object: new URL(target),
      }),
    );
    await eventually(async () => {
      const rows = await t.db
        .selectFrom('remote_followers')
        .select('status')
        .where('user_id', '=', dora.id)
        .execute();
      expect(rows).toEqual([{ status: 'pending' }]);
    });
    // Still a request: nothing is sent.
    const early = await insertVideoRow(t.db, dora.id, { caption: 'Before approval' });
    await t.app.events.emit('videoChanged', { videoId: early });
    const answered = await api(dora, 'POST', '/api/account/follow-requests/remote/answer', {
      actorId: peer.actorUri.href,
      approve: true,
    });
    expect(answered.statusCode).toBe(200);
    const video = await insertVideoRow(t.db, dora.id, { caption: 'For followers' });
    await t.app.events.emit('videoChanged', { videoId: video });
    const [create] = await eventually(() => {
      const found = got('Create', `${origin}/watch/${video}`);
      expect(found).toHaveLength(1);
      return found;
    });
    const followers = `${origin}/user/profile/${dora.id}/followers`;
    expect(create?.to).toBe(followers);
    expect(JSON.stringify(create)).not.toContain('#Public');
    expect(got('Create', `${origin}/watch/${early}`)).toEqual([]);
  });

  it('sends a Delete of the actor when an account turns federation off', async () => {
    const erin = await createUser(t, { firstName: 'Erin', lastName: 'Leaving' });
    await followFromPeer(erin);
    const off = await api(erin, 'PATCH', '/api/account/me', { federation: false });
    expect(off.statusCode).toBe(200);
    const actor = `${origin}/user/profile/${erin.id}`;
    await eventually(() => expect(got('Delete', actor)).toHaveLength(1));
    const left = await t.db
      .selectFrom('remote_followers')
      .select('actor_iri')
      .where('user_id', '=', erin.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("refuses a blocked server's Follow and delivers nothing to it", async () => {
    const host = new URL(peer.origin).host;
    const blocked = await api(admin, 'PUT', '/api/account/admin/federation/servers', {
      host,
      policy: 'blocked',
    });
    expect(blocked.json()).toEqual({ message: 'Server blocked.' });
    expect(
      (await api(admin, 'GET', '/api/account/admin/federation/servers')).json().data.Items,
    ).toEqual([{ host, policy: 'blocked', since: expect.any(String) }]);

    const body = JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${peer.origin}/follows/blocked`,
      type: 'Follow',
      actor: peer.actorUri.href,
      object: `${origin}/user/profile/${carla.id}`,
    });
    const signed = await signRequest(
      new Request(`${origin}/user/profile/${carla.id}/inbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/activity+json' },
        body,
      }),
      peer.keys.privateKey,
      new URL(`${peer.actorUri.href}#main-key`),
      { spec: 'draft-cavage-http-signatures-12' },
    );
    const refused = await fetch(signed.url, { method: 'POST', headers: signed.headers, body });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 'server_blocked',
      message: 'This server is blocked.',
    });

    // Bob (still followed by ana) posts: the peer gets nothing.
    const before = peer.inbox.length;
    const video = await insertVideoRow(t.db, bob.id, { caption: 'Not for blocked servers' });
    await t.app.events.emit('videoChanged', { videoId: video });
    const sent = await t.db
      .selectFrom('federated_videos')
      .select('video_id')
      .where('video_id', '=', video)
      .execute();
    expect(sent).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(peer.inbox.length).toBe(before);

    const lifted = await t.inject({
      method: 'DELETE',
      url: `/api/account/admin/federation/servers/${encodeURIComponent(host)}`,
      token: admin.token,
    });
    expect(lifted.json()).toEqual({ message: 'Server rule lifted.' });
  });
});
