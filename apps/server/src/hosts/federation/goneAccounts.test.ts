import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Accept,
  type Activity,
  Create,
  Delete,
  Follow,
  Like,
  Note,
  PUBLIC_COLLECTION,
} from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type StandIn, startFlick, startStandIn } from '../../../test/fedifyPeer';
import type { TestApp, TestUser } from '../../../test/helpers';
import { createUser, federationIdle, insertVideoRow } from '../../../test/helpers';
import { nodeRunsFederation } from './federation.plugin';

// docs/federation.md, ADR 0160: accounts that go away, both ways. A remote account deleted on
// its server is forgotten here with all it did; a Flick account deleted tells every server
// that holds something of it. Fedify 2 needs Node 22 or later (ADR 0150).

type Json = Record<string, unknown>;

/** An inbox that keeps every activity posted to it and answers 202. */
interface RawInbox {
  origin: string;
  host: string;
  /** What was posted, by path. */
  posts: { path: string; body: Json }[];
  server: Server;
}

async function startRawInbox(): Promise<RawInbox> {
  const posts: RawInbox['posts'] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === 'POST') {
      posts.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString()) });
    }
    res.writeHead(202).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin: `http://${host}`, host, posts, server };
}

describe.runIf(nodeRunsFederation())('federation, accounts that go away', () => {
  let t: TestApp;
  let origin: string;
  let peer: StandIn;

  beforeAll(async () => {
    ({ t, origin } = await startFlick());
    // A stand-in for Mastodon with two accounts. It has no queue: what it sends is delivered
    // before `sendActivity` returns, so Flick has queued it.
    peer = await startStandIn({
      actors: [
        { name: 'ana', displayName: 'Ana Remote' },
        { name: 'bea', displayName: 'Bea Remote' },
      ],
      queue: false,
      listen: (inbox) => inbox.on(Accept, async () => {}),
    });
  }, 60_000);
  afterAll(async () => {
    if (t) await federationIdle(t.db);
    await t?.close();
    await peer?.close();
  });

  const next = (kind: string) => peer.nextId(kind);

  /** `name` on the peer sends `activity` to `user`'s inbox; answers once Flick has worked it. */
  async function send(name: 'ana' | 'bea', user: TestUser, activity: Activity): Promise<void> {
    await peer.send(name, `${origin}/user/profile/${user.id}`, activity);
    await federationIdle(t.db);
  }

  /** What `reader` sees of `owner` and their video: counts, comments, notifications. */
  async function seen(owner: TestUser, reader: TestUser, videoId: string) {
    const video = await t.inject({ url: `/api/video/public/videos/${videoId}` });
    const profile = await t.inject({
      url: `/api/account/user/profile/${owner.id}`,
      token: reader.token,
    });
    const comments = await t.inject({
      url: `/api/video/comment?videoId=${videoId}`,
      token: owner.token,
    });
    const notifications = await t.inject({ url: '/api/account/notification', token: owner.token });
    return {
      likes: video.json().data.likes as number,
      comments: video.json().data.comments as number,
      followers: profile.json().data.totalFollowers as number,
      commentsListed: (comments.json().data.Items as Json[]).length,
      notifications: (notifications.json().data.Items as Json[]).map((n) => n.text).sort(),
    };
  }

  it('forgets a remote account deleted by itself: its like, reply, follow and notifications go', async () => {
    const bob = await createUser(t, { firstName: 'Bob', lastName: 'Owner' });
    const carol = await createUser(t, { firstName: 'Carol', lastName: 'Reader' });
    const video = await insertVideoRow(t.db, bob.id, { caption: 'Surf' });
    // Carol likes and comments too: hers stay.
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/video/updateVideo',
          token: carol.token,
          payload: { videoId: video, videoUserId: bob.id, like: 1 },
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/video/comment',
          token: carol.token,
          payload: { videoId: video, videoUserId: bob.id, comment: 'Mine%20stays' },
        })
      ).statusCode,
    ).toBe(201);
    const ana = peer.actor('ana');
    const watch = new URL(`${origin}/watch/${video}`);
    // So does Bea's like, from the same server.
    await send(
      'bea',
      bob,
      new Like({ id: next('likes'), actor: peer.actor('bea'), object: watch }),
    );
    const before = await seen(bob, carol, video);
    expect(before).toMatchObject({ likes: 2, comments: 1, commentsListed: 1 });

    await send(
      'ana',
      bob,
      new Like({ id: next('likes'), actor: ana, object: new URL(`${origin}/watch/${video}`) }),
    );
    const note = new Note({
      id: next('notes'),
      attribution: ana,
      replyTarget: new URL(`${origin}/watch/${video}`),
      content: '<p>What a ride!</p>',
      to: PUBLIC_COLLECTION,
      published: Temporal.Now.instant(),
    });
    await send('ana', bob, new Create({ id: next('creates'), actor: ana, object: note }));
    await send(
      'ana',
      bob,
      new Follow({
        id: next('follows'),
        actor: ana,
        object: new URL(`${origin}/user/profile/${bob.id}`),
      }),
    );
    await eventually(async () => {
      const now = await seen(bob, carol, video);
      expect(now).toEqual({
        likes: before.likes + 1,
        comments: before.comments + 1,
        followers: before.followers + 1,
        commentsListed: before.commentsListed + 1,
        notifications: [
          ...before.notifications,
          `ana@${peer.host} commented on your video.`,
          `ana@${peer.host} liked your video.`,
        ].sort(),
      });
    });
    // Bob follows and mutes her; a video of hers is kept here, which Carol liked.
    await t.db
      .insertInto('remote_follows')
      .values({
        user_id: bob.id,
        actor_iri: ana.href,
        follow_iri: `${origin}/user/profile/${bob.id}#follows/ana`,
        status: 'accepted',
      })
      .execute();
    await t.db
      .insertInto('remote_mutes')
      .values({ user_id: bob.id, actor_iri: ana.href })
      .execute();
    const kept = await t.db
      .insertInto('remote_videos')
      .values({
        object_iri: `${peer.origin}/videos/1`,
        actor_iri: ana.href,
        page_url: `${peer.origin}/videos/1`,
        video_url: `${peer.origin}/videos/1.mp4`,
        published_at: new Date(),
        caption: '',
        hashtags: [],
        sensitive: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('local_likes_on_remote')
      .values({ remote_video_id: kept.id, user_id: carol.id })
      .execute();

    // (Muted, her reply and notifications are out of Bob's sight; counted still.)
    const during = await seen(bob, carol, video);
    // Bea cannot delete Ana: nothing changes.
    await send(
      'bea',
      bob,
      new Delete({ id: next('deletes'), actor: peer.actor('bea'), object: ana }),
    );
    expect(await seen(bob, carol, video)).toEqual(during);
    const anaRow = () =>
      t.db.selectFrom('remote_actors').select('iri').where('iri', '=', ana.href).executeTakeFirst();
    expect(await anaRow()).toBeDefined();

    // Ana deletes herself: all she did here goes, and only that.
    await send('ana', bob, new Delete({ id: next('deletes'), actor: ana, object: ana }));
    await eventually(async () => expect(await seen(bob, carol, video)).toEqual(before));
    expect(await anaRow()).toBeUndefined();
    const left = await Promise.all(
      (['remote_follows', 'remote_mutes', 'remote_followers'] as const).map((table) =>
        t.db.selectFrom(table).select('user_id').where('actor_iri', '=', ana.href).execute(),
      ),
    );
    expect(left).toEqual([[], [], []]);
    const videosLeft = await t.db
      .selectFrom('remote_videos')
      .select('id')
      .where('actor_iri', '=', ana.href)
      .execute();
    expect(videosLeft).toEqual([]);
    // Bea and her like are still here.
    expect(
      await t.db
        .selectFrom('remote_actors')
        .select('iri')
        .where('iri', '=', peer.actor('bea').href)
        .executeTakeFirst(),
    ).toBeDefined();
  }, 60_000);

  it('tells every server that holds something of a deleted account, once per inbox, none blocked', async () => {
    const servers = await Promise.all([
      startRawInbox(),
      startRawInbox(),
      startRawInbox(),
      startRawInbox(),
      startRawInbox(),
    ]);
    const [s1, s2, s3, s4, s5] = servers;
    try {
      const admin = await createUser(t, { firstName: 'Ada', lastName: 'Admin' });
      await t.db.insertInto('admins').values({ user_id: admin.id, source: 'first' }).execute();
      const gus = await createUser(t, { firstName: 'Gus', lastName: 'Leaving' });
      const gusActor = `${origin}/user/profile/${gus.id}`;
      // A server fetched Gus's actor once, which made his keys.
      await fetch(gusActor, { headers: { accept: 'application/activity+json' } });

      const actor = async (server: RawInbox, name: string) => {
        const iri = `${server.origin}/users/${name}`;
        await t.db
          .insertInto('remote_actors')
          .values({
            iri,
            handle: `${name}@${server.host}`,
            inbox: `${iri}/inbox`,
            shared_inbox: `${server.origin}/inbox`,
            public_keys: '[]',
          })
          .execute();
        return iri;
      };
      const remoteVideo = async (author: string, n: number) =>
        (
          await t.db
            .insertInto('remote_videos')
            .values({
              object_iri: `${author}/videos/${n}`,
              actor_iri: author,
              page_url: `${author}/videos/${n}`,
              video_url: `${author}/videos/${n}.mp4`,
              published_at: new Date(),
              caption: '',
              hashtags: [],
              sensitive: false,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const follower = async (iri: string) =>
        t.db
          .insertInto('remote_followers')
          .values({
            user_id: gus.id,
            actor_iri: iri,
            follow_iri: `${iri}#follow`,
            status: 'accepted',
          })
          .execute();

      // S1: a video Gus liked, and a follower on the same server (one delivery there).
      const liked = await remoteVideo(await actor(s1, 'una'), 1);
      await t.db
        .insertInto('local_likes_on_remote')
        .values({ remote_video_id: liked, user_id: gus.id })
        .execute();
      await follower(await actor(s1, 'ulla'));
      // S2: a video he commented on.
      const commented = await remoteVideo(await actor(s2, 'dos'), 2);
      await t.db
        .insertInto('local_comments_on_remote')
        .values({ remote_video_id: commented, user_id: gus.id, comment: 'Nice', plain: 'Nice' })
        .execute();
      // S3: an account he follows.
      await t.db
        .insertInto('remote_follows')
        .values({
          user_id: gus.id,
          actor_iri: await actor(s3, 'tres'),
          follow_iri: `${gusActor}#follows/tres`,
          status: 'accepted',
        })
        .execute();
      // S4: a follower.
      await follower(await actor(s4, 'cuatro'));
      // S5, blocked by the admin: a follower and a video he liked.
      const cinco = await actor(s5, 'cinco');
      await follower(cinco);
      await t.db
        .insertInto('local_likes_on_remote')
        .values({ remote_video_id: await remoteVideo(cinco, 5), user_id: gus.id })
        .execute();
      const blocked = await t.inject({
        method: 'PUT',
        url: '/api/account/admin/federation/servers',
        token: admin.token,
        payload: { host: s5.host, policy: 'blocked' },
      });
      expect(blocked.statusCode).toBe(200);

      const deleted = await t.inject({
        method: 'DELETE',
        url: '/api/account/me',
        token: gus.token,
        payload: { currentPassword: gus.password },
      });
      expect(deleted.statusCode).toBe(200);

      const goodbyes = (server: RawInbox) =>
        server.posts.filter((p) => p.body.type === 'Delete' && p.body.object === gusActor);
      await eventually(() => {
        for (const server of [s1, s2, s3, s4]) {
          expect(goodbyes(server).length).toBeGreaterThan(0);
        }
      });
      await federationIdle(t.db);
      expect(
        servers.map((server) => server.posts.map((p) => [p.path, p.body.type, p.body.actor])),
      ).toEqual([
        [['/inbox', 'Delete', gusActor]],
        [['/inbox', 'Delete', gusActor]],
        [['/inbox', 'Delete', gusActor]],
        [['/inbox', 'Delete', gusActor]],
        [],
      ]);
    } finally {
      await Promise.all(servers.map((s) => new Promise((ok) => s.server.close(ok))));
    }
  }, 60_000);
});
