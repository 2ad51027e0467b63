import {
  Accept,
  Create,
  Delete,
  Follow,
  Like,
  Link,
  Note,
  PUBLIC_COLLECTION,
  Reject,
  Tombstone,
  Undo,
  Video,
} from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type StandIn, startFlick, startStandIn } from '../../../test/fedifyPeer';
import type { TestApp, TestUser } from '../../../test/helpers';
import { createUser, federationIdle, insertVideoRow } from '../../../test/helpers';
import { nodeRunsFederation } from './federation.plugin';
import { followedRemoteVideos } from './following.repository';

// docs/federation.md: what arrives from the fediverse. A Flick server on a loopback port and a
// small Fedify server standing in for Mastodon (its account `ana`, with an avatar) like and
// reply to Flick videos. Fedify 2 needs Node 22 or later (ADR 0150): on Node 20 these do not
// run; CI's PostgreSQL run is on Node 24.

describe.runIf(nodeRunsFederation())('federation, inbound', () => {
  let t: TestApp;
  let origin: string;
  let peer: StandIn;
  let bob: TestUser;
  /** The Follows Flick sent the stand-in, by id; answered as `answer` says. */
  const follows: string[] = [];
  let answer: 'accept' | 'reject' | 'none' = 'none';

  beforeAll(async () => {
    ({ t, origin } = await startFlick());
    peer = await startStandIn({
      actors: [{ name: 'ana', displayName: 'Ana Remote', avatar: true }],
      listen: (inbox, { actorUri }) =>
        inbox.on(Follow, async (ctx, f) => {
          if (!f.id) return;
          follows.push(f.id.href);
          if (answer === 'none') return;
          const follower = await f.getActor(ctx);
          if (!follower) return;
          const Answer = answer === 'accept' ? Accept : Reject;
          await ctx.sendActivity(
            { identifier: 'ana' },
            follower,
            new Answer({ id: new URL(`${f.id.href}#answer`), actor: actorUri, object: f.id }),
          );
        }),
    });
    bob = await createUser(t, { firstName: 'Bob', lastName: 'Public' });
  }, 60_000);
  afterAll(async () => {
    // The last activities' jobs end (reading the peer's actor, answering it) before anything closes.
    if (t) await federationIdle(t.db);
    await t?.close();
    await peer?.close();
  });

  /** Ana sends `activity` to Bob's inbox on Flick. */
  async function send(activity: Like | Create | Undo | Delete): Promise<void> {
    await peer.send('ana', `${origin}/user/profile/${bob.id}`, activity);
  }
  const next = (kind: string) => peer.nextId(kind);
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
  const settled = () => federationIdle(t.db);
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

  it('refuses replies to a hidden video, with comments off or from a blocked account; the owner may delete one', async () => {
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
    // Sent after the others: once it is in, they have arrived too, and were refused.
    await send(reply(open, 'Nice').create);
    await eventually(async () => expect((await counts(open)).comments).toBe(1));
    await settled();
    expect(await counts(hidden)).toEqual({ likes: 0, comments: 0 });
    expect((await counts(closed)).comments).toBe(0);

    const carol = await createUser(t, { firstName: 'Carol', lastName: 'Viewer' });
    // Bob blocks Ana: her reply is not shown to him (others still see it), and her next ones
    // to his videos are refused.
    const block = (method: 'POST' | 'DELETE') =>
      t.inject({
        method,
        url: '/api/account/remote-blocks',
        token: bob.token,
        payload: { actorId: peer.actorUri.href },
      });
    expect((await block('POST')).json()).toEqual({ message: 'User blocked.' });
    expect(await comments(open, bob)).toEqual([]);
    expect(await comments(open, carol)).toHaveLength(1);
    await send(reply(open, 'Still here').create);
    // A like of someone else's video, sent after it: once it counts, the reply has arrived.
    const carols = await insertVideoRow(t.db, carol.id, { caption: 'marker' });
    await send(new Like({ id: next('likes'), actor: peer.actorUri, object: videoIri(carols) }));
    await eventually(async () => expect((await counts(carols)).likes).toBe(1));
    await settled();
    expect((await counts(open)).comments).toBe(1);
    expect((await block('DELETE')).json()).toEqual({ message: 'User unblocked.' });
    const [remote] = await comments(open, bob);
    expect(remote).toMatchObject({ comment: 'Nice' });
    const url = `/api/video/comment/${String(remote?.id)}`;
    const notHers = await t.inject({ method: 'DELETE', url, token: carol.token });
    expect(notHers.statusCode).toBe(403);
    const deleted = await t.inject({ method: 'DELETE', url, token: bob.token });
    expect(deleted.json()).toEqual({ message: 'Comment deleted.' });
    expect((await counts(open)).comments).toBe(0);
  });

  it('finds a remote account by handle, follows it (pending until Accept; Reject ends it) and keeps its new videos', async () => {
    // WebFinger looks handles up over https; the stand-in speaks http on loopback.
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const plain = url.replace(`https://${peer.host}/`, `${peer.origin}/`);
      return plain === url ? realFetch(input, init) : realFetch(plain, init);
    };
    const dan = await createUser(t, { firstName: 'Dan', lastName: 'Follower' });
    try {
      const search = await t.inject({
        url: `/api/account/remote-accounts?handle=${encodeURIComponent(`@ana@${peer.host}`)}`,
        token: dan.token,
      });
      expect(search.json()).toEqual({
        data: {
          actorId: peer.actorUri.href,
          handle: `ana@${peer.host}`,
          name: 'Ana Remote',
          avatarUrl: `${peer.origin}/avatars/ana.png`,
          url: `${peer.origin}/@ana`,
          following: 'none',
          blocked: false,
          muted: false,
        },
      });
    } finally {
      globalThis.fetch = realFetch;
    }
    const nobody = await t.inject({
      url: `/api/account/remote-accounts?handle=${encodeURIComponent(`${peer.origin}/users/nobody`)}`,
      token: dan.token,
    });
    expect(nobody.json()).toEqual({
      code: 'remote_account_not_found',
      message: 'No account found at this address.',
    });

    const follow = () =>
      t.inject({
        method: 'POST',
        url: '/api/account/remote-follows',
        token: dan.token,
        payload: { actorId: peer.actorUri.href },
      });
    const state = async () =>
      (
        await t.inject({
          url: `/api/account/remote-accounts?handle=${encodeURIComponent(peer.actorUri.href)}`,
          token: dan.token,
        })
      ).json().data.following;

    answer = 'reject';
    const first = await follow();
    expect(first.json()).toMatchObject({
      message: 'Follow request sent.',
      data: { following: 'pending' },
    });
    await eventually(() => expect(follows).toHaveLength(1));
    await eventually(async () => expect(await state()).toBe('none'));

    answer = 'accept';
    expect((await follow()).json().data.following).toBe('pending');
    await eventually(async () => expect(await state()).toBe('accepted'));

    const video = new Video({
      id: next('videos'),
      attribution: peer.actorUri,
      to: PUBLIC_COLLECTION,
      name: 'Kickflip',
      content: 'First try #skate',
      duration: Temporal.Duration.from({ seconds: 42 }),
      urls: [
        new Link({
          href: new URL(`${peer.origin}/files/kickflip-720.mp4`),
          mediaType: 'video/mp4',
        }),
      ],
      published: Temporal.Now.instant(),
    });
    const danActor = `${origin}/user/profile/${dan.id}`;
    await peer.send(
      'ana',
      danActor,
      new Create({
        id: next('creates'),
        actor: peer.actorUri,
        object: video,
        to: PUBLIC_COLLECTION,
      }),
    );
    await eventually(async () =>
      expect(await followedRemoteVideos(t.db, dan.id, 10)).toMatchObject([
        {
          object_iri: video.id?.href,
          video_url: `${peer.origin}/files/kickflip-720.mp4`,
          caption: 'Kickflip\nFirst try #skate',
          handle: `ana@${peer.host}`,
          duration_seconds: 42,
        },
      ]),
    );
    // Bob follows nobody there: nothing arrives in his.
    expect(await followedRemoteVideos(t.db, bob.id, 10)).toEqual([]);

    await peer.send(
      'ana',
      danActor,
      new Delete({
        id: next('deletes'),
        actor: peer.actorUri,
        object: new Tombstone({ id: video.id }),
      }),
    );
    await eventually(async () => expect(await followedRemoteVideos(t.db, dan.id, 10)).toEqual([]));

    const unfollow = await t.inject({
      method: 'DELETE',
      url: '/api/account/remote-follows',
      token: dan.token,
      payload: { actorId: peer.actorUri.href },
    });
    expect(unfollow.json()).toEqual({ message: 'Unfollowed successfully.' });
    expect(await state()).toBe('none');
  });
});
