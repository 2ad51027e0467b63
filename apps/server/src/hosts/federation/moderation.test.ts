import {
  Block,
  Create,
  Delete,
  Flag,
  Follow,
  Like,
  Note,
  PUBLIC_COLLECTION,
  Reject,
  Tombstone,
  Undo,
} from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FcmStandIn, startFcmStandIn } from '../../../test/fcmStandIn';
import { eventually, type StandIn, startFlick, startStandIn } from '../../../test/fedifyPeer';
import type { TestApp, TestUser } from '../../../test/helpers';
import { createUser, federationIdle, insertVideoRow } from '../../../test/helpers';
import { nodeRunsFederation } from './federation.plugin';

// docs/federation.md, ADR 0158: moderation across servers. A Flick server on a loopback port
// and a small Fedify server standing in for Mastodon (its account `ana`): remote mutes, the
// owner told of remote likes and replies (list and push), reports forwarded as Flags from the
// instance actor, remote followers counted. Fedify 2 needs Node 22 or later (ADR 0150).

/** What the stand-in's inboxes took (their signatures checked by Fedify). */
interface Received {
  /** The Flags. */
  flags: { actor: string | undefined; objects: string[]; content: string }[];
  /** The Blocks, and the Undos of one: who, whom, and which. */
  blocks: { type: 'Block' | 'Undo'; actor: string | undefined; object: string | undefined }[];
  /** The Follows of Ana's that Flick refused (their ids). */
  rejected: string[];
}

describe.runIf(nodeRunsFederation())('federation, moderation across servers', () => {
  let t: TestApp;
  let fcm: FcmStandIn;
  let origin: string;
  let peer: StandIn & Received;

  beforeAll(async () => {
    fcm = await startFcmStandIn();
    ({ t, origin } = await startFlick({
      env: { FIREBASE_SERVICE_ACCOUNT: fcm.serviceAccount },
      pushHttpAgent: fcm.agent,
    }));
    const received: Received = { flags: [], blocks: [], rejected: [] };
    peer = Object.assign(
      await startStandIn({
        actors: [{ name: 'ana', displayName: 'Ana Remote', avatar: true }],
        listen: (inbox) =>
          inbox
            .on(Flag, async (_ctx, f) => {
              received.flags.push({
                actor: f.actorId?.href,
                objects: f.objectIds.map((o) => o.href),
                content: String(f.content ?? ''),
              });
            })
            .on(Reject, async (_ctx, reject) => {
              if (reject.objectId) received.rejected.push(reject.objectId.href);
            })
            .on(Block, async (_ctx, b) => {
              received.blocks.push({
                type: 'Block',
                actor: b.actorId?.href,
                object: b.objectId?.href,
              });
            })
            .on(Undo, async (ctx, undo) => {
              const object = await undo.getObject(ctx);
              if (!(object instanceof Block)) return;
              received.blocks.push({
                type: 'Undo',
                actor: undo.actorId?.href,
                object: object.objectId?.href,
              });
            }),
      }),
      received,
    );
  }, 60_000);
  afterAll(async () => {
    if (t) await federationIdle(t.db);
    await t?.close();
    await fcm?.close();
    await peer?.close();
  });

  /** Ana sends `activity` to `to`'s inbox on Flick. */
  async function send(to: TestUser, activity: Like | Create | Undo | Delete | Follow) {
    await peer.send('ana', `${origin}/user/profile/${to.id}`, activity);
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
  const notifications = async (user: TestUser) => {
    const r = await t.inject({ url: '/api/account/notification', token: user.token });
    expect(r.statusCode).toBe(200);
    return r.json().data.Items as Record<string, unknown>[];
  };
  const pushesTo = (token: string) => fcm.messages.filter((m) => m.token === token);

  it('tells the owner of a remote like and reply (list and push); Undo and Delete take them back', async () => {
    const bob = await createUser(t, { firstName: 'Bob', lastName: 'Owner' });
    const device = await t.inject({
      method: 'POST',
      url: '/api/account/push-token',
      token: bob.token,
      payload: { token: 'bob-phone' },
    });
    expect(device.statusCode).toBe(201);
    const video = await insertVideoRow(t.db, bob.id, { caption: 'Surf' });
    const like = new Like({ id: next('likes'), actor: peer.actorUri, object: videoIri(video) });
    await send(bob, like);
    await eventually(async () => expect((await counts(video)).likes).toBe(1));
    const { note, create } = reply(video, 'What a ride!');
    await send(bob, create);
    await eventually(async () => expect((await counts(video)).comments).toBe(1));
    const [remoteComment] = await comments(video, bob);

    const handle = `ana@${peer.host}`;
    const ana = {
      userName: handle,
      firstName: 'Ana Remote',
      lastName: '',
      profilePicture: `${peer.origin}/avatars/ana.png`,
      isFollowing: false,
      followRequested: false,
    };
    const remote = { handle, profileUrl: `${peer.origin}/@ana` };
    expect(await notifications(bob)).toMatchObject([
      {
        type: 'comment',
        text: `${handle} commented on your video.`,
        actor: ana,
        videoId: video,
        commentId: remoteComment?.id,
        remote,
      },
      { type: 'like', text: `${handle} liked your video.`, actor: ana, videoId: video, remote },
    ]);
    // Pushed as local ones are (one message for the batch: the newest one's text).
    const texts = [`${handle} liked your video.`, `${handle} commented on your video.`];
    await eventually(() => expect(pushesTo('bob-phone').length).toBeGreaterThan(0));
    for (const m of pushesTo('bob-phone')) expect(texts).toContain(m.notification?.body);

    await send(
      bob,
      new Undo({
        id: next('undos'),
        actor: peer.actorUri,
        object: new Like({ id: like.id, actor: peer.actorUri, object: videoIri(video) }),
      }),
    );
    await send(
      bob,
      new Delete({
        id: next('deletes'),
        actor: peer.actorUri,
        object: new Tombstone({ id: note.id }),
      }),
    );
    await eventually(async () => expect(await counts(video)).toEqual({ likes: 0, comments: 0 }));
    expect(await notifications(bob)).toEqual([]);
  });

  it("hides a muted remote account's replies and notifications from the muter only", async () => {
    const bob = await createUser(t, { firstName: 'Bob', lastName: 'Muter' });
    const carol = await createUser(t, { firstName: 'Carol', lastName: 'Viewer' });
    const video = await insertVideoRow(t.db, bob.id, { caption: 'Quiet' });
    // Ana's first reply makes her known here, and tells Bob.
    await send(bob, reply(video, 'Hello').create);
    await eventually(async () => expect((await counts(video)).comments).toBe(1));
    expect(await notifications(bob)).toHaveLength(1);

    const mute = (method: 'POST' | 'DELETE') =>
      t.inject({
        method,
        url: '/api/account/remote-mutes',
        token: bob.token,
        payload: { actorId: peer.actorUri.href },
      });
    expect((await mute('POST')).json()).toEqual({ message: 'User muted.' });
    const account = async () =>
      (
        await t.inject({
          url: `/api/account/remote-accounts?handle=${encodeURIComponent(peer.actorUri.href)}`,
          token: bob.token,
        })
      ).json().data;
    expect(await account()).toMatchObject({ muted: true, blocked: false });
    // Gone for Bob (the earlier notification too), still there for Carol.
    expect(await comments(video, bob)).toEqual([]);
    expect(await notifications(bob)).toEqual([]);
    expect(await comments(video, carol)).toHaveLength(1);

    // A new reply is taken (others see it) but tells Bob nothing.
    await send(bob, reply(video, 'Again').create);
    await send(bob, new Like({ id: next('likes'), actor: peer.actorUri, object: videoIri(video) }));
    await eventually(async () => expect(await counts(video)).toEqual({ likes: 1, comments: 2 }));
    expect(await comments(video, carol)).toHaveLength(2);
    expect(await comments(video, bob)).toEqual([]);
    expect(await notifications(bob)).toEqual([]);

    // Unmuted: the replies show again; what came while muted was never told.
    expect((await mute('DELETE')).json()).toEqual({ message: 'User unmuted.' });
    expect(await account()).toMatchObject({ muted: false });
    expect(await comments(video, bob)).toHaveLength(2);
    expect(await notifications(bob)).toHaveLength(1);
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/account/remote-mutes',
      token: bob.token,
      payload: { actorId: `${peer.origin}/users/nobody` },
    });
    expect(unknown.statusCode).toBe(404);
  });
  it("forwards a report of a remote reply as a Flag from the instance actor when asked; an admin's hide removes the reply", async () => {
    const bob = await createUser(t, { firstName: 'Bob', lastName: 'Host' });
    const carol = await createUser(t, { firstName: 'Carol', lastName: 'Reporter' });
    const admin = await createUser(t, { firstName: 'Ada', lastName: 'Admin' });
    await t.db.insertInto('admins').values({ user_id: admin.id, source: 'cli' }).execute();
    const video = await insertVideoRow(t.db, bob.id, { caption: 'Reported' });
    const first = reply(video, 'Buy cheap followers');
    const second = reply(video, 'Buy more followers');
    await send(bob, first.create);
    await send(bob, second.create);
    await eventually(async () => expect((await counts(video)).comments).toBe(2));
    const listed = await comments(video, carol);
    const idOf = (text: string) => String(listed.find((c) => c.comment === text)?.id);
    const report = (commentId: string, forward: boolean) =>
      t.inject({
        method: 'POST',
        url: '/api/account/report',
        token: carol.token,
        payload: {
          targetType: 'comment',
          targetId: commentId,
          reason: 'spam',
          details: 'Selling followers',
          forward,
        },
      });
    const kept = await report(idOf('Buy%20cheap%20followers'), false);
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toEqual({ message: 'Thanks for your report. Our team will review it.' });
    const sent = await report(idOf('Buy%20more%20followers'), true);
    expect(sent.statusCode).toBe(201);
    // Only the second went out (the first, sent before it, would have arrived first).
    await eventually(() => expect(peer.flags).toHaveLength(1));
    await federationIdle(t.db);
    expect(peer.flags).toEqual([
      {
        actor: `${origin}/user/profile/flick-instance`,
        objects: [peer.actorUri.href, second.note.id?.href],
        content: 'spam: Selling followers',
      },
    ]);
    // The instance actor: an Application, found by WebFinger, named by no account.
    const instance = await peer.ctx.lookupObject(`${origin}/user/profile/flick-instance`);
    expect(instance?.constructor.name).toBe('Application');
    const finger = await t.inject({
      url: `/.well-known/webfinger?resource=${encodeURIComponent(`acct:flick-instance@127.0.0.1:${new URL(origin).port}`)}`,
    });
    expect(finger.statusCode).toBe(200);

    // The admin's queue shows both with the remote author's handle; hiding one removes it.
    const queue = await t.inject({ url: '/api/account/admin/reports', token: admin.token });
    expect(queue.statusCode).toBe(200);
    const items = queue.json().data.Items as Record<string, unknown>[];
    expect(items.map((r) => r.target)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ownerUserName: `ana@${peer.host}`,
          text: 'Buy%20cheap%20followers',
          videoId: video,
        }),
      ]),
    );
    const hide = await t.inject({
      method: 'PATCH',
      url: '/api/account/admin/content',
      token: admin.token,
      payload: { targetType: 'comment', targetId: idOf('Buy%20cheap%20followers'), hidden: true },
    });
    expect(hide.json()).toEqual({ message: 'Hidden.' });
    expect((await comments(video, carol)).map((c) => c.comment)).toEqual([
      'Buy%20more%20followers',
    ]);
    expect((await counts(video)).comments).toBe(1);
  });
  it("sends a block and an unblock to the blocked account's server, and the block ends its follow", async () => {
    const erin = await createUser(t, { firstName: 'Erin', lastName: 'Blocker' });
    const followers = async () =>
      (await t.inject({ url: '/api/account/me', token: erin.token })).json().data.totalFollowers;
    const follow = () =>
      new Follow({
        id: next('follows'),
        actor: peer.actorUri,
        object: new URL(`${origin}/user/profile/${erin.id}`),
      });
    await send(erin, follow());
    await eventually(async () => expect(await followers()).toBe(1));

    const block = (method: 'POST' | 'DELETE') =>
      t.inject({
        method,
        url: '/api/account/remote-blocks',
        token: erin.token,
        payload: { actorId: peer.actorUri.href },
      });
    const me = `${origin}/user/profile/${erin.id}`;
    expect((await block('POST')).json()).toEqual({ message: 'User blocked.' });
    // Ana follows Erin no more, and her server is told, by Erin's actor.
    expect(await followers()).toBe(0);
    await eventually(() =>
      expect(peer.blocks).toContainEqual({ type: 'Block', actor: me, object: peer.actorUri.href }),
    );
    // Blocked, Ana cannot follow again: her server is told so (Reject).
    const refused = follow();
    await send(erin, refused);
    await eventually(() => expect(peer.rejected).toContain(refused.id?.href));
    expect(await followers()).toBe(0);

    expect((await block('DELETE')).json()).toEqual({ message: 'User unblocked.' });
    await eventually(() =>
      expect(peer.blocks).toContainEqual({ type: 'Undo', actor: me, object: peer.actorUri.href }),
    );
    // Unblocked, she can.
    await send(erin, follow());
    await eventually(async () => expect(await followers()).toBe(1));
  });

  it("counts and lists a remote follower in the account's followers once accepted (a private account's after approval)", async () => {
    const bob = await createUser(t, { firstName: 'Bob', lastName: 'Followed' });
    const carol = await createUser(t, { firstName: 'Carol', lastName: 'Local' });
    const followers = async (user: TestUser) =>
      (await t.inject({ url: `/api/account/user/profile/${user.id}`, token: carol.token })).json()
        .data.totalFollowers;
    const local = await t.inject({
      method: 'POST',
      url: '/api/account/follow',
      token: carol.token,
      payload: { userId: bob.id },
    });
    expect(local.statusCode).toBeLessThan(300);
    expect(await followers(bob)).toBe(1);

    const follow = new Follow({
      id: next('follows'),
      actor: peer.actorUri,
      object: new URL(`${origin}/user/profile/${bob.id}`),
    });
    await send(bob, follow);
    await eventually(async () => expect(await followers(bob)).toBe(2));
    // Counted and listed: Ana's row names her handle and her page on her server, newest first.
    const list = async (viewer: TestUser) => {
      const r = await t.inject({
        url: `/api/account/user/follower/${bob.id}`,
        token: viewer.token,
      });
      expect(r.statusCode).toBe(200);
      return r.json().data.Items as Record<string, unknown>[];
    };
    const listed = await list(carol);
    expect(listed.map((row) => row.userName)).toEqual([`ana@${peer.host}`, carol.userName]);
    expect(listed[0]).toMatchObject({
      remote: true,
      firstName: 'Ana Remote',
      profilePicture: `${peer.origin}/avatars/ana.png`,
      authorUrl: `${peer.origin}/@ana`,
      isFollowing: false,
    });
    expect(listed[1]?.remote).toBeUndefined();
    // A viewer who blocked Ana no longer sees her there; others still do.
    const block = await t.inject({
      method: 'POST',
      url: '/api/account/remote-blocks',
      token: carol.token,
      payload: { actorId: peer.actorUri.href },
    });
    expect(block.statusCode).toBeLessThan(300);
    expect((await list(carol)).map((row) => row.userName)).toEqual([carol.userName]);
    expect((await list(bob)).map((row) => row.userName)).toEqual([
      `ana@${peer.host}`,
      carol.userName,
    ]);
    await send(bob, new Undo({ id: next('undos'), actor: peer.actorUri, object: follow }));
    await eventually(async () => expect(await followers(bob)).toBe(1));
    expect((await list(bob)).map((row) => row.userName)).toEqual([carol.userName]);

    // A private account: the request counts only once its owner approves it.
    const dan = await createUser(t, { firstName: 'Dan', lastName: 'Private' });
    await t.inject({
      method: 'PATCH',
      url: '/api/account/me',
      token: dan.token,
      payload: { isPrivate: true },
    });
    const asks = new Follow({
      id: next('follows'),
      actor: peer.actorUri,
      object: new URL(`${origin}/user/profile/${dan.id}`),
    });
    await send(dan, asks);
    await eventually(async () => {
      const requests = await t.inject({
        url: '/api/account/follow-requests/remote',
        token: dan.token,
      });
      expect(requests.json().data.Items).toHaveLength(1);
    });
    const own = async () =>
      (await t.inject({ url: '/api/account/me', token: dan.token })).json().data.totalFollowers;
    expect(await own()).toBe(0);
    const approve = await t.inject({
      method: 'POST',
      url: '/api/account/follow-requests/remote/answer',
      token: dan.token,
      payload: { actorId: peer.actorUri.href, approve: true },
    });
    expect(approve.statusCode).toBe(200);
    expect(await own()).toBe(1);
  });
});
