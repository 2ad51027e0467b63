import {
  Accept,
  Create,
  Delete,
  Follow,
  Image,
  Like,
  Link,
  Note,
  PUBLIC_COLLECTION,
  Undo,
  Video,
} from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type StandIn, startFlick, startStandIn } from '../../../test/fedifyPeer';
import type { TestApp, TestUser } from '../../../test/helpers';
import {
  createUser,
  federationIdle,
  insertVideoRow,
  pagedIds,
  UNKNOWN_ID,
} from '../../../test/helpers';
import { nodeRunsFederation } from './federation.plugin';
import { clearServerPolicy, setServerPolicy } from './remoteServers';

// docs/federation.md, ADR 0155: the videos of a followed remote account in "Following", merged
// in time order with the local ones; a Flick user's like and comment on one sent to its
// server. A Flick server on a loopback port and a small Fedify server standing in for Mastodon
// (its account `ana`), which accepts follows and records what its inbox receives (Fedify's
// inbox takes only activities whose signature verifies). Fedify 2 needs Node 22 or later
// (ADR 0150): on Node 20 these do not run; CI's PostgreSQL run is on Node 24.

interface Received {
  type: string;
  id: string | undefined;
  actor: string | undefined;
  object: string | undefined;
  /** A Create's Note: its reply target, content, audience and mentions. */
  note?: {
    id: string;
    inReplyTo: string | undefined;
    content: string;
    to: string[];
    mentions: string[];
  };
  signed: boolean;
}

interface Peer extends StandIn {
  inbox: Received[];
}

/** Ana's server: it accepts follows and records what its inboxes take. */
async function startPeer(): Promise<Peer> {
  const inbox: Received[] = [];
  /** The ids of the activities POSTed with a signature header. */
  const signedIds = new Set<string>();
  const peer = await startStandIn({
    actors: [{ name: 'ana', displayName: 'Ana Remote', avatar: true }],
    listen: (listeners, { actorUri }) => {
      const record = (
        type: string,
        a: Like | Undo | Create | Delete,
        extra: Partial<Received> = {},
      ): void => {
        inbox.push({
          type,
          id: a.id?.href,
          actor: a.actorId?.href,
          object: a.objectId?.href,
          signed: signedIds.has(a.id?.href ?? ''),
          ...extra,
        });
      };
      listeners
        .on(Follow, async (ctx, f) => {
          const follower = await f.getActor(ctx);
          if (!f.id || !follower) return;
          await ctx.sendActivity(
            { identifier: 'ana' },
            follower,
            new Accept({ id: new URL(`${f.id.href}#accept`), actor: actorUri, object: f.id }),
          );
        })
        .on(Like, async (_ctx, like) => record('Like', like))
        .on(Undo, async (ctx, undo) => {
          const object = await undo.getObject(ctx);
          record(`Undo(${object instanceof Like ? 'Like' : '?'})`, undo);
        })
        .on(Create, async (ctx, create) => {
          const note = await create.getObject(ctx);
          if (!(note instanceof Note)) {
            record('Create(?)', create);
            return;
          }
          const mentions: string[] = [];
          for await (const tag of note.getTags(ctx)) {
            if (tag instanceof Link && tag.href) mentions.push(tag.href.href);
          }
          record('Create(Note)', create, {
            note: {
              id: note.id?.href ?? '',
              inReplyTo: note.replyTargetId?.href,
              content: note.content?.toString() ?? '',
              to: note.toIds.map((u) => u.href),
              mentions,
            },
          });
        })
        .on(Delete, async (_ctx, del) => record('Delete', del));
    },
    // Fedify takes (2xx) only a POST whose signature it verified: its id is noted as signed.
    onPost: (body) => {
      const id = (JSON.parse(body.toString('utf8')) as { id?: unknown }).id;
      if (typeof id === 'string') signedIds.add(id);
    },
  });
  return Object.assign(peer, { inbox });
}

describe.runIf(nodeRunsFederation())('federation, remote videos in "Following"', () => {
  let t: TestApp;
  let origin: string;
  let peer: Peer;
  let dan: TestUser;
  let eve: TestUser;
  let bob: TestUser;
  let local: string;
  const objects: string[] = [];
  /** Dan's "Following" ids, in order, and the remote videos' Flick ids by object. */
  let remoteIds: Record<string, string> = {};
  const next = (kind: string) => peer.nextId(kind);
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  const following = async (user: TestUser, pageSize = 10) => {
    const r = await t.inject({
      url: `/api/video/feed/following?pageSize=${pageSize}`,
      token: user.token,
    });
    expect(r.statusCode).toBe(200);
    return r.json().data.Items as Record<string, unknown>[];
  };
  const followingIds = async (user: TestUser) => (await following(user)).map((v) => v.id);

  /** Ana posts a public video, published at `at`, to Dan's inbox. */
  async function post(name: string, at: Date): Promise<string> {
    const id = next('videos');
    const n = id.pathname.split('/').at(-1);
    const video = new Video({
      id,
      attribution: peer.actorUri,
      to: PUBLIC_COLLECTION,
      name,
      duration: Temporal.Duration.from({ seconds: 12 }),
      urls: [
        new Link({ href: new URL(`${peer.origin}/files/${n}.mp4`), mediaType: 'video/mp4' }),
        new Link({ href: new URL(`${peer.origin}/w/${n}`), mediaType: 'text/html' }),
      ],
      icon: new Image({ url: new URL(`${peer.origin}/posters/${n}.jpg`) }),
      published: Temporal.Instant.from(at.toISOString()),
    });
    await peer.send(
      'ana',
      `${origin}/user/profile/${dan.id}`,
      new Create({
        id: next('creates'),
        actor: peer.actorUri,
        object: video,
        to: PUBLIC_COLLECTION,
      }),
    );
    return id.href;
  }

  /** Dan follows Ana there, and her server accepts. */
  async function danFollowsAna() {
    const follow = await t.inject({
      method: 'POST',
      url: '/api/account/remote-follows',
      token: dan.token,
      payload: { actorId: peer.actorUri.href },
    });
    expect(follow.statusCode).toBe(200);
    await eventually(async () => {
      const row = await t.db
        .selectFrom('remote_follows')
        .select('status')
        .where('user_id', '=', dan.id)
        .executeTakeFirst();
      expect(row?.status).toBe('accepted');
    });
  }

  beforeAll(async () => {
    ({ t, origin } = await startFlick());
    peer = await startPeer();
    dan = await createUser(t, { firstName: 'Dan', lastName: 'Follower' });
    eve = await createUser(t, { firstName: 'Eve', lastName: 'Local' });
    bob = await createUser(t, { firstName: 'Bob', lastName: 'Poster' });
    // Dan and Eve follow Bob here; Dan follows Ana there (accepted).
    await t.db
      .insertInto('follows')
      .values([
        { follower_id: dan.id, followee_id: bob.id },
        { follower_id: eve.id, followee_id: bob.id },
      ])
      .execute();
    const known = await t.inject({
      url: `/api/account/remote-accounts?handle=${encodeURIComponent(peer.actorUri.href)}`,
      token: dan.token,
    });
    expect(known.statusCode).toBe(200);
    await danFollowsAna();
    // Newest first: Ana's second, Bob's, Ana's first.
    objects.push(await post('Older, from Ana', minutesAgo(3)));
    local = await insertVideoRow(t.db, bob.id, { caption: 'Bob here', at: minutesAgo(2) });
    objects.push(await post('Newer, from Ana', minutesAgo(1)));
    await eventually(async () => {
      const rows = await t.db.selectFrom('remote_videos').select(['id', 'object_iri']).execute();
      expect(rows).toHaveLength(2);
      remoteIds = Object.fromEntries(rows.map((r) => [r.object_iri, r.id]));
    });
  }, 60_000);
  afterAll(async () => {
    if (t) await federationIdle(t.db);
    await t?.close();
    await peer?.close();
  });

  const older = () => remoteIds[objects[0] ?? ''] ?? '';
  const newer = () => remoteIds[objects[1] ?? ''] ?? '';

  it('merges the remote videos in time order with the local ones, paged exactly, for their followers only', async () => {
    const items = await following(dan);
    expect(items.map((v) => v.id)).toEqual([newer(), local, older()]);
    const actor = await t.db
      .selectFrom('remote_actors')
      .select('id')
      .where('iri', '=', peer.actorUri.href)
      .executeTakeFirstOrThrow();
    expect(items[0]).toMatchObject({
      id: newer(),
      userId: actor.id,
      userName: `ana@${peer.host}`,
      firstName: 'Ana Remote',
      lastName: '',
      profilePicture: `${peer.origin}/avatars/ana.png`,
      videoUrl: '',
      caption: 'Newer, from Ana',
      likes: 0,
      comments: 0,
      liked: false,
      allowDownload: '0',
      allowDuet: '0',
      state: 'ready',
      remote: {
        handle: `ana@${peer.host}`,
        url: expect.stringMatching(new RegExp(`^${peer.origin}/w/\\d+$`)),
        profileUrl: `${peer.origin}/@ana`,
      },
    });
    expect(String(items[0]?.iosUrl)).toMatch(new RegExp(`^${peer.origin}/files/\\d+\\.mp4$`));
    expect(String(items[0]?.thumbUrl)).toMatch(new RegExp(`^${peer.origin}/posters/\\d+\\.jpg$`));
    expect(items[1]).not.toHaveProperty('remote');

    // Paging across both: no video twice, none skipped.
    for (const size of [1, 2]) {
      expect(await pagedIds(t, dan, '/api/video/feed/following', size)).toEqual([
        newer(),
        local,
        older(),
      ]);
    }
    // Eve follows Bob, not Ana.
    expect(await followingIds(eve)).toEqual([local]);

    // One video's read: the same Video; an unknown id, the same 404 as ever.
    const one = await t.inject({ url: `/api/video/videos?videoId=${newer()}`, token: dan.token });
    expect(one.json().data.Items).toEqual([items[0]]);
    const unknown = await t.inject({
      url: `/api/video/videos?videoId=${UNKNOWN_ID}`,
      token: dan.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'video_not_found', message: 'Video not found.' });

    // Dan blocks Ana: her videos leave his "Following" and her video's read.
    const block = (method: 'POST' | 'DELETE') =>
      t.inject({
        method,
        url: '/api/account/remote-blocks',
        token: dan.token,
        payload: { actorId: peer.actorUri.href },
      });
    expect((await block('POST')).statusCode).toBe(200);
    expect(await followingIds(dan)).toEqual([local]);
    const hidden = await t.inject({
      url: `/api/video/videos?videoId=${newer()}`,
      token: dan.token,
    });
    expect(hidden.statusCode).toBe(404);
    // The block ended Dan's follow of Ana; unblocked, he follows her again.
    expect(
      await t.db
        .selectFrom('remote_follows')
        .where('user_id', '=', dan.id)
        .select('status')
        .execute(),
    ).toEqual([]);
    expect((await block('DELETE')).statusCode).toBe(200);
    await danFollowsAna();

    // Dan's filtered keywords apply to their captions as to local ones.
    const keywords = (list: string[]) =>
      t.inject({
        method: 'PUT',
        url: '/api/account/me/keywords',
        token: dan.token,
        payload: { keywords: list },
      });
    expect((await keywords(['older'])).statusCode).toBe(200);
    expect(await followingIds(dan)).toEqual([newer(), local]);
    expect((await keywords([])).statusCode).toBe(200);

    // A blocked server's videos are left out; a silenced one's still reach its followers.
    await setServerPolicy(t.db, peer.host, 'blocked');
    expect(await followingIds(dan)).toEqual([local]);
    await setServerPolicy(t.db, peer.host, 'silenced');
    expect(await followingIds(dan)).toEqual([newer(), local, older()]);
    await clearServerPolicy(t.db, peer.host);
  });

  it("sends a Flick user's like, unlike, comment and its deletion to the video's server", async () => {
    const author = (await following(dan))[0] as { id: string; userId: string };
    const like = (value: 0 | 1) =>
      t.inject({
        method: 'POST',
        url: '/api/video/updateVideo',
        token: dan.token,
        payload: { videoId: newer(), videoUserId: author.userId, like: value },
      });
    const liked = await like(1);
    expect(liked.statusCode).toBe(201);
    expect(liked.json()).toEqual({
      message: 'Video liked.',
      data: { likes: 1, downloads: 0, shares: 0, liked: true },
    });
    await eventually(() => expect(peer.inbox.filter((a) => a.type === 'Like')).toHaveLength(1));
    const sentLike = peer.inbox.find((a) => a.type === 'Like');
    expect(sentLike).toMatchObject({
      actor: `${origin}/user/profile/${dan.id}`,
      object: objects[1],
      signed: true,
    });
    expect((await following(dan))[0]).toMatchObject({ likes: 1, liked: true });
    expect((await following(eve)).map((v) => v.id)).toEqual([local]);

    expect((await like(0)).json()).toEqual({
      message: 'Video unliked.',
      data: { likes: 0, downloads: 0, shares: 0, liked: false },
    });
    await eventually(() =>
      expect(peer.inbox.find((a) => a.type === 'Undo(Like)')).toMatchObject({
        actor: `${origin}/user/profile/${dan.id}`,
        object: sentLike?.id,
      }),
    );

    const comment = (text: string, videoUserId = author.userId) =>
      t.inject({
        method: 'POST',
        url: '/api/video/comment',
        token: dan.token,
        payload: { videoId: newer(), videoUserId, comment: encodeURIComponent(text) },
      });
    // The same rules and messages as a comment on a local video.
    expect((await comment('   ')).json()).toEqual({
      code: 'comment_empty',
      message: 'Comment cannot be empty.',
    });
    expect((await comment('Hi', dan.id)).json()).toEqual({
      code: 'video_owner_mismatch',
      message: "videoUserId is not this video's owner.",
    });
    const added = await comment('Lovely <b>light</b>');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Comment added.',
      data: {
        videoId: newer(),
        userId: dan.id,
        comment: encodeURIComponent('Lovely <b>light</b>'),
        videoUserId: author.userId,
      },
    });
    const commentId = added.json().data.id as string;
    await eventually(() =>
      expect(peer.inbox.find((a) => a.type === 'Create(Note)')).toMatchObject({
        actor: `${origin}/user/profile/${dan.id}`,
        signed: true,
        note: {
          inReplyTo: objects[1],
          to: expect.arrayContaining([PUBLIC_COLLECTION.href, peer.actorUri.href]),
          mentions: [peer.actorUri.href],
        },
      }),
    );
    const note = peer.inbox.find((a) => a.type === 'Create(Note)')?.note;
    expect(note?.content).toContain('Lovely &lt;b&gt;light&lt;/b&gt;');
    expect(note?.content).toContain(`@ana@${peer.host}`);

    // The comment's Note is served at its id, to servers showing the thread.
    const noteId = peer.inbox.find((a) => a.type === 'Create(Note)')?.note?.id ?? '';
    const served = await peer.ctx.lookupObject(noteId);
    expect(served).toBeInstanceOf(Note);
    expect((served as Note).replyTargetId?.href).toBe(objects[1]);

    const list = async (user: TestUser) =>
      (await t.inject({ url: `/api/video/comment?videoId=${newer()}`, token: user.token })).json()
        .data.Items as { id: string }[];
    expect((await list(dan)).map((c) => c.id)).toEqual([commentId]);
    expect((await list(eve)).map((c) => c.id)).toEqual([commentId]);
    expect((await following(dan))[0]).toMatchObject({ comments: 1 });

    const del = (user: TestUser) =>
      t.inject({ method: 'DELETE', url: `/api/video/comment/${commentId}`, token: user.token });
    expect((await del(eve)).statusCode).toBe(403);
    expect((await del(dan)).json()).toEqual({ message: 'Comment deleted.' });
    await eventually(() =>
      expect(peer.inbox.find((a) => a.type === 'Delete')).toMatchObject({
        actor: `${origin}/user/profile/${dan.id}`,
        object: peer.inbox.find((a) => a.type === 'Create(Note)')?.object,
      }),
    );
    expect(await list(dan)).toEqual([]);
    // Gone there too (asked directly: the stand-in keeps what it fetched in its cache).
    const gone = await fetch(noteId, { headers: { accept: 'application/activity+json' } });
    expect(gone.status).toBe(404);
  });

  it("sends the video's server a Delete when an admin hides a Flick user's comment on it", async () => {
    // ADR 0162: a hidden comment is not on this server's pages, nor on the video's server.
    const author = (await following(dan))[0] as { userId: string };
    const added = await t.inject({
      method: 'POST',
      url: '/api/video/comment',
      token: dan.token,
      payload: {
        videoId: older(),
        videoUserId: author.userId,
        comment: encodeURIComponent('Rude words'),
      },
    });
    expect(added.statusCode).toBe(201);
    const commentId = added.json().data.id as string;
    const creates = () =>
      peer.inbox.filter((a) => a.type === 'Create(Note)' && a.note?.inReplyTo === objects[0]);
    await eventually(() => expect(creates()).toHaveLength(1));
    const noteId = creates()[0]?.note?.id ?? '';
    const served = () => fetch(noteId, { headers: { accept: 'application/activity+json' } });
    expect((await served()).status).toBe(200);

    const admin = await createUser(t, { firstName: 'Ada', lastName: 'Admin' });
    await t.db.insertInto('admins').values({ user_id: admin.id, source: 'cli' }).execute();
    const hide = (hidden: boolean) =>
      t.inject({
        method: 'PATCH',
        url: '/api/account/admin/content',
        token: admin.token,
        payload: { targetType: 'comment', targetId: commentId, hidden },
      });
    expect((await hide(true)).json()).toEqual({ message: 'Hidden.' });
    await eventually(() =>
      expect(peer.inbox.filter((a) => a.type === 'Delete' && a.object === noteId)).toHaveLength(1),
    );
    expect((await served()).status).toBe(404);
    // Hiding it again changes nothing, and tells nobody again.
    expect((await hide(true)).json()).toEqual({ message: 'Hidden.' });

    // Shown again: served at its id again (a server showing the thread fetches it), and sent
    // to nobody (Mastodon keeps a deleted post's tombstone and would refuse it).
    expect((await hide(false)).json()).toEqual({ message: 'Visible again.' });
    expect((await served()).status).toBe(200);
    await federationIdle(t.db);
    expect(creates()).toHaveLength(1);
    expect(peer.inbox.filter((a) => a.type === 'Delete' && a.object === noteId)).toHaveLength(1);
  });

  it('refuses a download, a share count and an edit of a remote video', async () => {
    const author = (await following(dan))[0] as { userId: string };
    for (const change of [{ downloads: 1 }, { share: 1 }, { caption: 'Mine now' }]) {
      const r = await t.inject({
        method: 'POST',
        url: '/api/video/updateVideo',
        token: dan.token,
        payload: { videoId: newer(), videoUserId: author.userId, ...change },
      });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({
        code: 'remote_video_refused',
        message:
          'This video is on another server: here it can only be watched, liked and commented on.',
      });
    }
    // Saving one is refused as an unknown video.
    const saved = await t.inject({
      method: 'PUT',
      url: `/api/video/saved/${newer()}`,
      token: dan.token,
    });
    expect(saved.statusCode).toBe(404);
  });
});
