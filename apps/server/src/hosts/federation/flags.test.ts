import { Flag } from '@fedify/vocab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type StandIn, startFlick, startStandIn } from '../../../test/fedifyPeer';
import type { TestApp, TestUser } from '../../../test/helpers';
import { createUser, federationIdle, insertVideoRow } from '../../../test/helpers';
import {
  REMOTE_FLAGS_PER_HOUR,
  REPORT_DETAILS_MAX,
} from '../../rules/moderation/moderation.service';
import { nodeRunsFederation } from './federation.plugin';
import { clearServerPolicy, setServerPolicy } from './remoteServers';

// docs/federation.md, ADR 0159: reports other servers send to Flick. A Flick server on a
// loopback port and a small Fedify server standing in for Mastodon, whose moderator `mod`
// sends signed Flags naming Flick videos, comments and accounts. Fedify 2 needs Node 22 or
// later (ADR 0150).

type Json = Record<string, unknown>;

describe.runIf(nodeRunsFederation())('federation, reports from other servers (Flag)', () => {
  let t: TestApp;
  let origin: string;
  let peer: StandIn;
  let admin: TestUser;
  let seq = 0;

  beforeAll(async () => {
    ({ t, origin } = await startFlick());
    peer = await startStandIn({ actors: [{ name: 'mod' }] });
    admin = await createUser(t, { firstName: 'Ada', lastName: 'Admin' });
    await t.db.insertInto('admins').values({ user_id: admin.id, source: 'cli' }).execute();
  }, 60_000);
  afterAll(async () => {
    if (t) await federationIdle(t.db);
    await t?.close();
    await peer?.close();
  });

  const flag = (objects: string[], content: string, id = `${peer.origin}/flags/${++seq}`) =>
    new Flag({
      id: new URL(id),
      actor: peer.actorUri,
      objects: objects.map((o) => new URL(o)),
      content,
    });

  /** The moderator sends `activity` to Flick's shared inbox (or `user`'s own), at once. */
  async function send(activity: Flag, user?: TestUser) {
    const inbox = user ? `${origin}/user/profile/${user.id}/inbox` : `${origin}/inbox`;
    await peer.ctx.sendActivity(
      { identifier: 'mod' },
      { id: new URL(user ? `${origin}/user/profile/${user.id}` : origin), inboxId: new URL(inbox) },
      activity,
      { immediate: true },
    );
  }

  const queue = async (status: 'open' | 'closed' = 'open') => {
    const r = await t.inject({
      url: `/api/account/admin/reports?status=${status}`,
      token: admin.token,
    });
    expect(r.statusCode).toBe(200);
    return r.json().data.Items as Json[];
  };
  const reportsOf = async (flagId: URL | null) =>
    t.db
      .selectFrom('reports')
      .select(['target_type', 'target_id', 'reporter_server', 'details'])
      .where('remote_flag_iri', '=', flagId?.href ?? '')
      .orderBy('target_type')
      .execute();

  /** A Flick user's comment on a video of another server: what Flick serves at `/comments/<id>`. */
  async function commentOnRemoteVideo(user: TestUser, text: string): Promise<string> {
    const actorIri = `${peer.origin}/users/author${++seq}`;
    await t.db
      .insertInto('remote_actors')
      .values({
        iri: actorIri,
        handle: `author${seq}@${peer.host}`,
        avatar_url: null,
        inbox: `${actorIri}/inbox`,
        shared_inbox: null,
        public_keys: JSON.stringify([]),
      })
      .execute();
    const video = await t.db
      .insertInto('remote_videos')
      .values({
        object_iri: `${peer.origin}/videos/${seq}`,
        actor_iri: actorIri,
        page_url: `${peer.origin}/videos/${seq}`,
        video_url: `${peer.origin}/files/${seq}.mp4`,
        poster_url: null,
        caption: 'Elsewhere',
        hashtags: [],
        duration_seconds: null,
        sensitive: false,
        published_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const comment = await t.db
      .insertInto('local_comments_on_remote')
      .values({
        remote_video_id: video.id,
        user_id: user.id,
        comment: encodeURIComponent(text),
        plain: text,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return comment.id;
  }

  it('makes a report of each named video and comment, from the server, with its text as details; an admin acts on them', async () => {
    const bob = await createUser(t, { firstName: 'Bob', lastName: 'Reported' });
    const video = await insertVideoRow(t.db, bob.id, { caption: 'Cheap followers' });
    const comment = await commentOnRemoteVideo(bob, 'Buy followers here');
    const activity = flag(
      [
        `${origin}/user/profile/${bob.id}`,
        `${origin}/watch/${video}`,
        `${origin}/comments/${comment}`,
      ],
      '<p>Spam &amp; scams, <a href="https://x.example">see</a></p>',
    );
    await send(activity);
    const reports = await eventually(async () => {
      const items = (await queue()).filter((r) => r.targetId === video || r.targetId === comment);
      expect(items).toHaveLength(2);
      return items;
    });
    const common = {
      reason: 'other',
      details: 'Spam & scams, see',
      status: 'open',
      reporterUserName: null,
      reporterServer: peer.host,
    };
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ...common,
          targetType: 'video',
          targetId: video,
          target: expect.objectContaining({ ownerUserName: bob.userName, text: 'Cheap followers' }),
        }),
        expect.objectContaining({
          ...common,
          targetType: 'comment',
          targetId: comment,
          target: expect.objectContaining({
            ownerUserName: bob.userName,
            text: encodeURIComponent('Buy followers here'),
            hidden: false,
          }),
        }),
      ]),
    );
    // The account is not reported on its own when its posts are.
    expect((await queue()).filter((r) => r.targetId === bob.id)).toEqual([]);

    // Hiding the comment closes its report as acted on (and its Note is no longer served);
    // dismissing the video's closes that one.
    const note = () =>
      fetch(`${origin}/comments/${comment}`, { headers: { accept: 'application/activity+json' } });
    expect((await note()).status).toBe(200);
    const hide = await t.inject({
      method: 'PATCH',
      url: '/api/account/admin/content',
      token: admin.token,
      payload: { targetType: 'comment', targetId: comment, hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    expect((await note()).status).toBe(404);
    const videoReport = reports.find((r) => r.targetId === video);
    const dismiss = await t.inject({
      method: 'POST',
      url: `/api/account/admin/reports/${String(videoReport?.id)}/dismiss`,
      token: admin.token,
    });
    expect(dismiss.statusCode).toBe(200);
    const closed = (await queue('closed')).filter(
      (r) => r.targetId === video || r.targetId === comment,
    );
    expect(closed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          targetId: video,
          status: 'dismissed',
          reporterServer: peer.host,
        }),
        expect.objectContaining({
          targetId: comment,
          status: 'actioned',
          target: expect.objectContaining({ hidden: true }),
        }),
      ]),
    );
  });

  it('reports the account when the Flag names only the account, its text cut to the details limit', async () => {
    const carol = await createUser(t, { firstName: 'Carol', lastName: 'Reported' });
    const activity = flag([`${origin}/user/profile/${carol.id}`], `<p>${'x'.repeat(600)}</p>`);
    await send(activity);
    const [report] = await eventually(async () => {
      const items = (await queue()).filter((r) => r.targetId === carol.id);
      expect(items).toHaveLength(1);
      return items;
    });
    expect(report).toMatchObject({
      targetType: 'user',
      reporterServer: peer.host,
      details: 'x'.repeat(REPORT_DETAILS_MAX),
    });
  });

  it('makes no second report of the same Flag, delivered again to another inbox', async () => {
    const dan = await createUser(t, { firstName: 'Dan', lastName: 'Twice' });
    const video = await insertVideoRow(t.db, dan.id, { caption: 'Twice' });
    const activity = flag([`${origin}/watch/${video}`], 'Spam');
    await send(activity);
    await eventually(async () => expect(await reportsOf(activity.id)).toHaveLength(1));
    await send(activity, dan);
    await federationIdle(t.db);
    expect(await reportsOf(activity.id)).toHaveLength(1);
  });

  it('takes no Flag from a blocked server, nor one past its hourly limit', async () => {
    const erin = await createUser(t, { firstName: 'Erin', lastName: 'Spared' });
    const video = await insertVideoRow(t.db, erin.id, { caption: 'Spared' });
    await setServerPolicy(t.db, peer.host, 'blocked');
    try {
      const blocked = flag([`${origin}/watch/${video}`], 'From a blocked server');
      await expect(send(blocked)).rejects.toThrow(/403/);
      await federationIdle(t.db);
      expect(await reportsOf(blocked.id)).toEqual([]);
    } finally {
      await clearServerPolicy(t.db, peer.host);
    }

    // The server used up its hour: the Flag is dropped (and logged).
    const key = `flag:${peer.host}`;
    await t.db
      .insertInto('rate_limit_windows')
      .values({ key, count: REMOTE_FLAGS_PER_HOUR, reset_at: new Date(Date.now() + 3_600_000) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: REMOTE_FLAGS_PER_HOUR,
          reset_at: new Date(Date.now() + 3_600_000),
        }),
      )
      .execute();
    try {
      const flooding = flag([`${origin}/watch/${video}`], 'One too many');
      await send(flooding);
      await eventually(() =>
        expect(t.logs.some((line) => line.includes(flooding.id?.href ?? '?'))).toBe(true),
      );
      expect(await reportsOf(flooding.id)).toEqual([]);
    } finally {
      await t.db.deleteFrom('rate_limit_windows').where('key', '=', key).execute();
    }
    expect((await queue()).filter((r) => r.targetId === video)).toEqual([]);
  });

  it('ignores what is not Flick’s or no longer exists, without an error', async () => {
    const fay = await createUser(t, { firstName: 'Fay', lastName: 'Gone' });
    const gone = await insertVideoRow(t.db, fay.id, { caption: 'Deleted' });
    await t.db.deleteFrom('videos').where('id', '=', gone).execute();
    const activity = flag(
      [
        `${origin}/watch/${gone}`,
        `${origin}/watch/not-a-video`,
        `${origin}/comments/${crypto.randomUUID()}`,
        `${origin}/user/profile/${crypto.randomUUID()}`,
        `${origin}/user/profile/flick-instance`,
        `${peer.origin}/users/someone`,
        'https://elsewhere.example/statuses/1',
      ],
      'Nothing here',
    );
    // Taken (202) like any activity, then read to no report.
    await send(activity);
    await federationIdle(t.db);
    expect(await reportsOf(activity.id)).toEqual([]);
    // The server's next Flag still works.
    const video = await insertVideoRow(t.db, fay.id, { caption: 'Still here' });
    const next = flag([`${origin}/watch/${video}`], 'Real one');
    await send(next);
    await eventually(async () =>
      expect(await reportsOf(next.id)).toEqual([
        { target_type: 'video', target_id: video, reporter_server: peer.host, details: 'Real one' },
      ]),
    );
  });
});
