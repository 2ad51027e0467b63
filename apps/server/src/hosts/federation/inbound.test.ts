import type { webcrypto } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Context,
  createFederation,
  type Federation,
  generateCryptoKeyPair,
  InProcessMessageQueue,
  MemoryKvStore,
} from '@fedify/fedify';
import {
  Accept,
  Create,
  Delete,
  Document,
  Endpoints,
  Follow,
  Image,
  Like,
  Note,
  Person,
  PUBLIC_COLLECTION,
  Reject,
  Tombstone,
  Undo,
} from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  insertVideoRow,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import { nodeRunsFederation } from './federation.plugin';

// docs/federation.md: what arrives from the fediverse. A Flick server on a loopback port and a
// small Fedify server standing in for Mastodon (its account `ana`, with an avatar) like and
// reply to Flick videos. Fedify 2 needs Node 22 or later (ADR 0150): on Node 20 these do not
// run; CI's PostgreSQL run is on Node 24.

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as AddressInfo;
  await new Promise((ok) => probe.close(ok));
  return port;
}

interface Peer {
  origin: string;
  host: string;
  federation: Federation<void>;
  actorUri: URL;
  /** The Follows Flick sent, by id; answered as `answer` says. */
  follows: string[];
  answer: 'accept' | 'reject' | 'none';
  server: Server;
}

async function startPeer(): Promise<Peer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const keys: webcrypto.CryptoKeyPair = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  const federation = createFederation<void>({
    kv: new MemoryKvStore(),
    queue: new InProcessMessageQueue(),
    origin,
    allowPrivateAddress: true,
  });
  const peer: Peer = {
    origin,
    host: `127.0.0.1:${port}`,
    federation,
    actorUri: new URL(`${origin}/users/ana`),
    follows: [],
    answer: 'none',
    server: createServer(),
  };
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (identifier !== 'ana') return null;
      const [pair] = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: 'ana',
        name: 'Ana Remote',
        url: new URL(`${origin}/@ana`),
        icon: new Image({ url: new URL(`${origin}/avatars/ana.png`), mediaType: 'image/png' }),
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pair?.cryptographicKey ?? null,
      });
    })
    .setKeyPairsDispatcher(async () => [keys]);
  federation.setInboxListeners('/users/{identifier}/inbox', '/inbox').on(Follow, async (ctx, f) => {
    if (!f.id) return;
    peer.follows.push(f.id.href);
    if (peer.answer === 'none') return;
    const follower = await f.getActor(ctx);
    if (!follower) return;
    const Answer = peer.answer === 'accept' ? Accept : Reject;
    await ctx.sendActivity(
      { identifier: 'ana' },
      follower,
      new Answer({ id: new URL(`${f.id.href}#answer`), actor: peer.actorUri, object: f.id }),
    );
  });
  peer.server.on('request', async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const response = await federation.fetch(
      new Request(origin + req.url, {
        method: req.method,
        headers,
        ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
      }),
      { contextData: undefined },
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((ok) => peer.server.listen(port, '127.0.0.1', ok));
  return peer;
}

/** Waits (up to 10 s) until `check` passes: inbox activities are jobs. */
async function eventually(check: () => Promise<void> | void): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe.runIf(nodeRunsFederation())('federation, inbound', () => {
  let t: TestApp;
  let origin: string;
  let peer: Peer;
  let ctx: Context<void>;
  let bob: TestUser;
  let seq = 0;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await buildTestApp({
      env: { FEDERATION: '1', PUBLIC_URL: origin },
      config: { federation: { enabled: true, allowPrivateAddress: true } },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    peer = await startPeer();
    ctx = peer.federation.createContext(new URL(peer.origin), undefined);
    bob = await createUser(t, { firstName: 'Bob', lastName: 'Public' });
  }, 60_000);
  afterAll(async () => {
    await new Promise((ok) => peer?.server.close(ok));
    await t?.close();
  });

  /** Ana sends `activity` to Bob's inbox on Flick. */
  async function send(activity: Like | Create | Undo | Delete): Promise<void> {
    const bobActor = await ctx.lookupObject(`${origin}/user/profile/${bob.id}`);
    if (!(bobActor instanceof Person)) throw new Error('no actor');
    await ctx.sendActivity({ identifier: 'ana' }, bobActor, activity);
  }
  const next = (kind: string) => new URL(`${peer.origin}/${kind}/${++seq}`);
  const videoIri = (id: string) => new URL(`${origin}/watch/${id}`);
  const reply = (videoId: string, text: string) => {
    const note = new Note({
      id: next('notes'),
      attribution: peer.actorUri,
      replyTarget: videoIri(videoId),
      content: `<p>${text}</p>`,
      to: PUBLIC_COLLECTION,
      published: Temporal.Now.instant(),
    });
    return {
      note,
      create: new Create({ id: next('creates'), actor: peer.actorUri, object: note }),
    };
  };
  const counts = async (videoId: string) =>
    t.db
      .selectFrom('videos')
      .select(['likes', 'comments'])
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
  const comments = async (videoId: string, user: TestUser) => {
    const r = await t.inject({ url: `/api/video/comment?videoId=${videoId}`, token: user.token });
    expect(r.statusCode).toBe(200);
    return r.json().data.Items as Record<string, unknown>[];
  };

  it('shows a remote like and reply with the handle and avatar; Undo and Delete remove them', async () => {
    const video = await insertVideoRow(t.db, bob.id, { caption: 'Surf' });
    const like = new Like({ id: next('likes'), actor: peer.actorUri, object: videoIri(video) });
    await send(like);
    await eventually(async () => expect((await counts(video)).likes).toBe(1));

    const { note, create } = reply(video, 'What a ride!');
    await send(create);
    await eventually(async () => expect((await counts(video)).comments).toBe(1));
    const [comment] = await comments(video, bob);
    expect(comment).toMatchObject({
      videoId: video,
      userName: `ana@${peer.host}`,
      firstName: 'Ana Remote',
      profilePicture: `${peer.origin}/avatars/ana.png`,
      comment: 'What%20a%20ride!',
      remote: true,
      authorUrl: `${peer.origin}/@ana`,
      like: 0,
      videoUserId: bob.id,
    });
    // Counted where anyone reads the video.
    const read = await t.inject({ url: `/api/video/public/videos/${video}` });
    expect(read.json().data).toMatchObject({ likes: 1, comments: 1 });

    await send(
      new Undo({
        id: next('undos'),
        actor: peer.actorUri,
        object: new Like({ id: like.id, actor: peer.actorUri, object: videoIri(video) }),
      }),
    );
    await send(
      new Delete({
        id: next('deletes'),
        actor: peer.actorUri,
        object: new Tombstone({ id: note.id }),
      }),
    );
    await eventually(async () => expect(await counts(video)).toEqual({ likes: 0, comments: 0 }));
    expect(await comments(video, bob)).toEqual([]);
  });

  it('refuses a reply to a hidden video or one with comments off; the owner may delete one', async () => {
    const hidden = await insertVideoRow(t.db, bob.id, { caption: 'gone', hidden: true });
    const closed = await insertVideoRow(t.db, bob.id, { caption: 'quiet' });
    await t.db
      .updateTable('videos')
      .set({ allow_comment: false })
      .where('id', '=', closed)
      .execute();
    const open = await insertVideoRow(t.db, bob.id, { caption: 'open' });
    await send(reply(hidden, 'psst').create);
    await send(reply(closed, 'hello?').create);
    await send(new Like({ id: next('likes'), actor: peer.actorUri, object: videoIri(hidden) }));
    // The last one is taken: the two before it, sent first, were refused.
    await send(reply(open, 'Nice').create);
    await eventually(async () => expect((await counts(open)).comments).toBe(1));
    expect(await counts(hidden)).toEqual({ likes: 0, comments: 0 });
    expect((await counts(closed)).comments).toBe(0);

    const [remote] = await comments(open, bob);
    const carol = await createUser(t, { firstName: 'Carol', lastName: 'Viewer' });
    const url = `/api/video/comment/${String(remote?.id)}`;
    const notHers = await t.inject({ method: 'DELETE', url, token: carol.token });
    expect(notHers.statusCode).toBe(403);
    const deleted = await t.inject({ method: 'DELETE', url, token: bob.token });
    expect(deleted.json()).toEqual({ message: 'Comment deleted.' });
    expect((await counts(open)).comments).toBe(0);
  });
});
