import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { federationIdle, insertVideoRow, type TestUser } from '../../../test/helpers';
import { eventually, expectStatus, type Flick, startTwoFlicks } from '../../../test/twoFlicks';
import { CoreEvents } from '../../platform/core/events';
import { FEDERATION_QUEUE, JOBS_SCHEMA } from '../../platform/jobs/queue';
import { nodeRunsFederation } from './federation.plugin';
import { listRemoteFollowers } from './federation.repository';
import { createFederationRuntime } from './federationRuntime';

// docs/federation.md: two Flick servers on loopback, A (127.0.0.1) and B (localhost), federate
// end to end through their public APIs, as their users would. Fedify 2 needs Node 22 or later
// (ADR 0150): on Node 20 the servers start without federation and these tests do not run;
// CI's PostgreSQL run is on Node 24.

type Json = Record<string, unknown>;

describe.runIf(nodeRunsFederation())('two Flick servers', () => {
  let a: Flick;
  let b: Flick;
  let close: () => Promise<void>;
  /** Alice on A follows people on B. */
  let alice: TestUser;
  /** Bob on B, a public account. */
  let bob: TestUser;
  let bobActor: string;

  beforeAll(async () => {
    ({ a, b, close } = await startTwoFlicks());
    alice = await a.user({ firstName: 'Alice', lastName: 'Ahost' });
    bob = await b.user({ firstName: 'Bob', lastName: 'Bhost' });
    bobActor = `${b.origin}/user/profile/${bob.id}`;
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });

  /** `user` on A looks up `handle` (B's account) and reads it as the app shows it. */
  async function lookUp(user: TestUser, handle: string): Promise<Json> {
    const found = await a.api(
      user,
      'GET',
      `/api/account/remote-accounts?handle=${encodeURIComponent(handle)}`,
    );
    expectStatus(found, 200);
    return found.json().data as Json;
  }

  /** B's video `videoId` as A keeps it (its copy, played from B), if A has it. */
  const copyOnA = (videoId: string) =>
    a.t.db
      .selectFrom('remote_videos')
      .selectAll()
      .where('object_iri', '=', `${b.origin}/watch/${videoId}`)
      .executeTakeFirst();

  /** A ready video of `user` on B, announced on `events` as processing announces it. */
  async function postOnB(user: TestUser, caption: string, tags: string[], events = b.t.app.events) {
    const videoId = await insertVideoRow(b.t.db, user.id, { caption, tags });
    await events.emit('videoChanged', { videoId });
    return videoId;
  }

  it('follows an account on the other server by its handle: B has a follower, A is accepted', async () => {
    const found = await lookUp(alice, `@${bob.userName}@${b.host}`);
    expect(found).toMatchObject({
      actorId: bobActor,
      handle: `${bob.userName}@${b.host}`,
      name: 'Bob Bhost',
      following: 'none',
    });
    const follow = await a.api(alice, 'POST', '/api/account/remote-follows', {
      actorId: bobActor,
    });
    expectStatus(follow, 200);
    expect(follow.json()).toMatchObject({
      message: 'Follow request sent.',
      data: { following: 'pending' },
    });
    await eventually(async () =>
      expect(await listRemoteFollowers(b.t.db, bob.id)).toContainEqual(
        expect.objectContaining({
          iri: `${a.origin}/user/profile/${alice.id}`,
          handle: `${alice.userName}@${a.host}`,
          status: 'accepted',
        }),
      ),
    );
    await eventually(async () =>
      expect(await lookUp(alice, bobActor)).toMatchObject({ following: 'accepted' }),
    );
  });

  let videoId: string;

  it("delivers B's new video to A, played from B", async () => {
    videoId = await postOnB(bob, 'Kickflip #skate', ['skate']);
    const copy = await eventually(async () => {
      const row = await copyOnA(videoId);
      expect(row).toBeDefined();
      return row;
    });
    expect(copy).toMatchObject({
      actor_iri: bobActor,
      page_url: `${b.origin}/watch/${videoId}`,
      caption: 'Kickflip #skate',
      hashtags: ['skate'],
    });
    expect(copy?.video_url).toMatch(new RegExp(`^${b.origin}/`));
  });

  // Reading a remote video in "Following" and liking and replying to it through the usual
  // routes are the server side of remote videos (the contract's `Video.remote`).
  it("shows it in A's Following; A's like and reply come back to B's video", async () => {
    const remote = await eventually(async () => {
      const page = await a.api(alice, 'GET', '/api/video/feed/following');
      expectStatus(page, 200);
      const item = (page.json().data.Items as Json[]).find(
        (v) => (v.remote as Json | undefined)?.url === `${b.origin}/watch/${videoId}`,
      );
      expect(item).toBeDefined();
      return item as Json;
    });
    // Named by A's ids for the copy and the account, played from B.
    const bobOnA = await a.t.db
      .selectFrom('remote_actors')
      .select('id')
      .where('iri', '=', bobActor)
      .executeTakeFirstOrThrow();
    expect(remote).toMatchObject({
      id: (await copyOnA(videoId))?.id,
      userId: bobOnA.id,
      userName: `${bob.userName}@${b.host}`,
      caption: 'Kickflip #skate',
      remote: { handle: `${bob.userName}@${b.host}` },
    });
    expect(remote.iosUrl).toMatch(new RegExp(`^${b.origin}/`));
    const like = await a.api(alice, 'POST', '/api/video/updateVideo', {
      videoId: remote.id,
      videoUserId: remote.userId,
      like: 1,
    });
    expect(like.statusCode).toBeLessThan(300);
    const reply = await a.api(alice, 'POST', '/api/video/comment', {
      videoId: remote.id,
      videoUserId: remote.userId,
      comment: 'Nice%20one',
    });
    expectStatus(reply, 201);

    await eventually(async () => {
      const read = await b.api(bob, 'GET', `/api/video/videos?videoId=${videoId}`);
      expect(read.json().data.Items[0]).toMatchObject({ likes: 1, comments: 1 });
      const comments = await b.api(bob, 'GET', `/api/video/comment?videoId=${videoId}`);
      expect(comments.json().data.Items).toContainEqual(
        expect.objectContaining({
          userName: `${alice.userName}@${a.host}`,
          comment: 'Nice%20one',
          remote: true,
        }),
      );
    });
  });

  it("sends B's edit as an Update (A's copy changes) and its deletion as a Delete (gone on A)", async () => {
    const edited = await b.api(bob, 'POST', '/api/video/updateVideo', {
      videoId,
      videoUserId: bob.id,
      caption: 'Kickflip in #slowmo #skate',
    });
    expectStatus(edited, 201);
    await eventually(async () =>
      expect(await copyOnA(videoId)).toMatchObject({
        caption: 'Kickflip in #slowmo #skate',
        hashtags: expect.arrayContaining(['slowmo', 'skate']),
      }),
    );

    const deleted = await b.api(bob, 'DELETE', `/api/video/videos/${videoId}`);
    expectStatus(deleted, 200);
    await eventually(async () => expect(await copyOnA(videoId)).toBeUndefined());
  });

  it('sends a video a separate worker process made ready (its own events) from that process', async () => {
    // `pnpm worker` runs federation on events of its own (workerProcess.ts); its queue is the
    // same durable one, worked here by B's server process.
    const workerEvents = new CoreEvents(b.t.app.log);
    const worker = createFederationRuntime({
      db: b.t.db,
      jobs: b.t.app.jobs,
      config: b.t.config,
      events: workerEvents,
      version: 'test',
    });
    try {
      const processed = await postOnB(bob, 'Processed elsewhere', [], workerEvents);
      await eventually(async () =>
        expect(await copyOnA(processed)).toMatchObject({ caption: 'Processed elsewhere' }),
      );
    } finally {
      worker.stop();
    }
  });

  it('lists deliveries refused as gone (410) or not found (404) at once; a 410 ends that follow', async () => {
    // Stand-in inboxes: Ghost's account is gone (410), Lost's inbox is not found (404).
    const standIn: Server = createServer((req, res) => {
      if (req.url?.startsWith('/users/ghost/')) res.writeHead(410).end('Gone');
      else res.writeHead(404).end('Not Found');
    });
    await new Promise<void>((ok) => standIn.listen(0, '127.0.0.1', ok));
    const host = `127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    const [ghost, lost] = ['ghost', 'lost'].map((name) => `http://${host}/users/${name}`);
    try {
      for (const [i, iri] of [ghost, lost].entries()) {
        await b.t.db
          .insertInto('remote_actors')
          .values({
            iri: iri as string,
            handle: `${i === 0 ? 'ghost' : 'lost'}@${host}`,
            avatar_url: null,
            inbox: `${iri}/inbox`,
            shared_inbox: null,
            public_keys: '[]',
          })
          .execute();
        await b.t.db
          .insertInto('remote_followers')
          .values({
            user_id: bob.id,
            actor_iri: iri as string,
            follow_iri: `http://${host}/follows/${i}`,
            status: 'accepted',
          })
          .execute();
      }

      await postOnB(bob, 'Into the void', []);
      const listed = await eventually(async () => {
        const list = await b.api(b.admin, 'GET', '/api/account/admin/federation/deliveries');
        expectStatus(list, 200);
        const items = (list.json().data.Items as Json[]).filter((i) =>
          String(i.inbox).startsWith(`http://${host}/`),
        );
        expect(items).toHaveLength(2);
        return items;
      });
      // Not retried: one try each, with the inbox's answer.
      expect(listed).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            inbox: `${ghost}/inbox`,
            activityType: 'Create',
            attempts: 1,
            lastError: expect.stringContaining('410'),
          }),
          expect.objectContaining({
            inbox: `${lost}/inbox`,
            activityType: 'Create',
            attempts: 1,
            lastError: expect.stringContaining('404'),
          }),
        ]),
      );
      const followers = (await listRemoteFollowers(b.t.db, bob.id)).map((f) => f.iri);
      expect(followers).not.toContain(ghost);
      // A 404 may pass (a server being moved): that follower stays, as does Alice.
      expect(followers).toContain(lost);
      expect(followers).toContain(`${a.origin}/user/profile/${alice.id}`);
    } finally {
      await b.t.db
        .deleteFrom('remote_followers')
        .where('actor_iri', '=', lost as string)
        .execute();
      await new Promise((ok) => standIn.close(ok));
    }
  });

  it("makes A's follow of B's private account a request on B; approved, A is accepted", async () => {
    const carla = await b.user({ firstName: 'Carla', lastName: 'Private' });
    await b.t.db
      .updateTable('users')
      .set({ is_private: true })
      .where('id', '=', carla.id)
      .execute();
    const carlaActor = `${b.origin}/user/profile/${carla.id}`;
    const found = await lookUp(alice, `@${carla.userName}@${b.host}`);
    expect(found).toMatchObject({ actorId: carlaActor, following: 'none' });
    expectStatus(
      await a.api(alice, 'POST', '/api/account/remote-follows', { actorId: carlaActor }),
      200,
    );

    const aliceActor = `${a.origin}/user/profile/${alice.id}`;
    await eventually(async () => {
      const requests = await b.api(carla, 'GET', '/api/account/follow-requests/remote');
      expect(requests.json().data.Items).toEqual([
        expect.objectContaining({ actorId: aliceActor, handle: `${alice.userName}@${a.host}` }),
      ]);
    });
    // Still pending on A until Carla answers.
    expect(await lookUp(alice, carlaActor)).toMatchObject({ following: 'pending' });

    const approved = await b.api(carla, 'POST', '/api/account/follow-requests/remote/answer', {
      actorId: aliceActor,
      approve: true,
    });
    expectStatus(approved, 200);
    expect(approved.json()).toEqual({ message: 'Follow request approved.' });
    await eventually(async () =>
      expect(await lookUp(alice, carlaActor)).toMatchObject({ following: 'accepted' }),
    );
  });

  it("puts a report A forwards of a B user's reply on A's video in B's queue, from A's server", async () => {
    // Bob on B follows Nina on A and replies to her video there.
    const nina = await a.user({ firstName: 'Nina', lastName: 'Ahost' });
    const ninaActor = `${a.origin}/user/profile/${nina.id}`;
    const lookUpOnB = async () => {
      const found = await b.api(
        bob,
        'GET',
        `/api/account/remote-accounts?handle=${encodeURIComponent(`@${nina.userName}@${a.host}`)}`,
      );
      expectStatus(found, 200);
      return found.json().data as Json;
    };
    expect(await lookUpOnB()).toMatchObject({ actorId: ninaActor });
    expectStatus(
      await b.api(bob, 'POST', '/api/account/remote-follows', { actorId: ninaActor }),
      200,
    );
    await eventually(async () =>
      expect(await lookUpOnB()).toMatchObject({ following: 'accepted' }),
    );
    const ninaVideo = await insertVideoRow(a.t.db, nina.id, { caption: 'Sunset' });
    await a.t.app.events.emit('videoChanged', { videoId: ninaVideo });
    const onB = await eventually(async () => {
      const page = await b.api(bob, 'GET', '/api/video/feed/following');
      expectStatus(page, 200);
      const item = (page.json().data.Items as Json[]).find(
        (v) => (v.remote as Json | undefined)?.url === `${a.origin}/watch/${ninaVideo}`,
      );
      expect(item).toBeDefined();
      return item as Json;
    });
    expectStatus(
      await b.api(bob, 'POST', '/api/video/comment', {
        videoId: onB.id,
        videoUserId: onB.userId,
        comment: 'Buy%20followers',
      }),
      201,
    );
    const replyOnA = await eventually(async () => {
      const list = await a.api(nina, 'GET', `/api/video/comment?videoId=${ninaVideo}`);
      const item = (list.json().data.Items as Json[]).find(
        (c) => c.userName === `${bob.userName}@${b.host}`,
      );
      expect(item).toBeDefined();
      return item as Json;
    });

    // Omar on A reports it and asks for B to be told.
    const omar = await a.user({ firstName: 'Omar', lastName: 'Ahost' });
    const report = await a.api(omar, 'POST', '/api/account/report', {
      targetType: 'comment',
      targetId: replyOnA.id,
      reason: 'spam',
      details: 'Selling followers',
      forward: true,
    });
    expectStatus(report, 201);

    // B's admins see Bob's comment reported from A's server, and can hide it.
    const bobsComment = await b.t.db
      .selectFrom('local_comments_on_remote')
      .select('id')
      .where('user_id', '=', bob.id)
      .where('plain', '=', 'Buy followers')
      .executeTakeFirstOrThrow();
    const inQueue = await eventually(async () => {
      const queue = await b.api(b.admin, 'GET', '/api/account/admin/reports');
      expectStatus(queue, 200);
      const item = (queue.json().data.Items as Json[]).find((r) => r.targetId === bobsComment.id);
      expect(item).toBeDefined();
      return item as Json;
    });
    expect(inQueue).toMatchObject({
      targetType: 'comment',
      reason: 'other',
      details: 'spam: Selling followers',
      reporterUserName: null,
      reporterServer: a.host,
      target: { ownerUserName: bob.userName, text: 'Buy%20followers', hidden: false },
    });
    expectStatus(
      await b.api(b.admin, 'PATCH', '/api/account/admin/content', {
        targetType: 'comment',
        targetId: bobsComment.id,
        hidden: true,
      }),
      200,
    );
    const closed = await b.api(b.admin, 'GET', '/api/account/admin/reports?status=closed');
    expect(closed.json().data.Items).toContainEqual(
      expect.objectContaining({ id: inQueue.id, status: 'actioned', reporterServer: a.host }),
    );
  }, 40_000);

  it('forgets on B what an account deleted on A did there: its like, comment and follow, counts back', async () => {
    const gus = await a.user({ firstName: 'Gus', lastName: 'Ahost' });
    const hana = await b.user({ firstName: 'Hana', lastName: 'Bhost' });
    const hanaActor = `${b.origin}/user/profile/${hana.id}`;
    const followers = async () =>
      (await b.api(b.admin, 'GET', `/api/account/user/profile/${hana.id}`)).json().data
        .totalFollowers;
    expect(await followers()).toBe(0);
    await lookUp(gus, `@${hana.userName}@${b.host}`);
    expectStatus(
      await a.api(gus, 'POST', '/api/account/remote-follows', { actorId: hanaActor }),
      200,
    );
    await eventually(async () =>
      expect(await lookUp(gus, hanaActor)).toMatchObject({ following: 'accepted' }),
    );
    const video = await postOnB(hana, 'Goodbye wave', []);
    const copy = await eventually(async () => {
      const row = await copyOnA(video);
      expect(row).toBeDefined();
      return row as { id: string };
    });
    const hanaOnA = await a.t.db
      .selectFrom('remote_actors')
      .select('id')
      .where('iri', '=', hanaActor)
      .executeTakeFirstOrThrow();

    /** What B shows of Hana and her video. */
    const onB = async () => {
      const read = await b.api(hana, 'GET', `/api/video/videos?videoId=${video}`);
      const comments = await b.api(hana, 'GET', `/api/video/comment?videoId=${video}`);
      const { likes, comments: count } = read.json().data.Items[0] as Json;
      return {
        likes,
        comments: count,
        followers: await followers(),
        listed: (comments.json().data.Items as Json[]).length,
      };
    };
    expect(await onB()).toEqual({ likes: 0, comments: 0, followers: 1, listed: 0 });

    const like = await a.api(gus, 'POST', '/api/video/updateVideo', {
      videoId: copy.id,
      videoUserId: hanaOnA.id,
      like: 1,
    });
    expect(like.statusCode).toBeLessThan(300);
    expectStatus(
      await a.api(gus, 'POST', '/api/video/comment', {
        videoId: copy.id,
        videoUserId: hanaOnA.id,
        comment: 'See%20you',
      }),
      201,
    );
    await eventually(async () =>
      expect(await onB()).toEqual({ likes: 1, comments: 1, followers: 1, listed: 1 }),
    );

    // Gus deletes his account on A: B is told, and forgets him.
    expectStatus(
      await a.api(gus, 'DELETE', '/api/account/me', { currentPassword: gus.password }),
      200,
    );
    await eventually(async () =>
      expect(await onB()).toEqual({ likes: 0, comments: 0, followers: 0, listed: 0 }),
    );
    const gusOnB = await b.t.db
      .selectFrom('remote_actors')
      .select('iri')
      .where('iri', '=', `${a.origin}/user/profile/${gus.id}`)
      .executeTakeFirst();
    expect(gusOnB).toBeUndefined();
  }, 40_000);

  it("refuses A's deliveries (403) once B's admin blocks A's server, and sends A nothing", async () => {
    const blocked = await b.api(b.admin, 'PUT', '/api/account/admin/federation/servers', {
      host: a.host,
      policy: 'blocked',
    });
    expectStatus(blocked, 200);
    expect(blocked.json()).toEqual({ message: 'Server blocked.' });

    // A's next delivery: Alice follows Dora on B. B refuses it; its retries cut short, A's
    // admin sees it failed with B's answer.
    const dora = await b.user({ firstName: 'Dora', lastName: 'Bhost' });
    const doraActor = `${b.origin}/user/profile/${dora.id}`;
    expectStatus(
      await a.api(alice, 'POST', '/api/account/remote-follows', {
        actorId: (await lookUp(alice, `@${dora.userName}@${b.host}`)).actorId,
      }),
      200,
    );
    const failed = await eventually(async () => {
      await sql`
        UPDATE ${sql.raw(JOBS_SCHEMA)}.job SET retry_limit = retry_count, start_after = now()
        WHERE name = ${FEDERATION_QUEUE} AND state IN ('created', 'retry')
          AND data->'message'->>'inbox' LIKE ${`${b.origin}/%`}
      `.execute(a.t.db);
      const list = await a.api(a.admin, 'GET', '/api/account/admin/federation/deliveries');
      const item = (list.json().data.Items as Json[]).find(
        (i) => i.activityType === 'Follow' && String(i.inbox).startsWith(`${b.origin}/`),
      );
      expect(item).toBeDefined();
      return item;
    }, 30_000);
    expect(failed?.lastError).toContain('403');
    expect(await listRemoteFollowers(b.t.db, dora.id)).toEqual([]);
    expect(await lookUp(alice, doraActor)).toMatchObject({ following: 'pending' });

    // Bob's next video goes to no inbox on A: no delivery is even queued.
    const unseen = await postOnB(bob, 'Not for A', []);
    await federationIdle(b.t.db);
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ${sql.raw(JOBS_SCHEMA)}.job
      WHERE name = ${FEDERATION_QUEUE} AND data->'message'->>'inbox' LIKE ${`${a.origin}/%`}
        AND created_on > now() - interval '1 minute'
        AND data->'message'->>'activity' LIKE ${`%${unseen}%`}
    `.execute(b.t.db);
    expect(Number(rows[0]?.n)).toBe(0);
    expect(await copyOnA(unseen)).toBeUndefined();
  }, 40_000);
});
