import path from 'node:path';
import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVideos } from '../../../../test/content/videos';
import {
  buildTestApp,
  createUser,
  type TestApp,
  type TestUser,
  UNKNOWN_ID,
} from '../../../../test/helpers';
import { codeIn, type Mailbox, startMailbox } from '../../../../test/mailbox';
import { LocalMediaStorage } from '../../../platform/media/index';
import { syncAdminEmails } from '../../../rules/moderation/moderation.service';
import { demoEmail, seedIfEmpty } from '../../../seed/demo';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../seed/demoData';

const A = '/api/account';

let t: TestApp;
let admin: TestUser;
let maya: TestUser;
let leo: TestUser;
let sam: TestUser;
let videoId: string;
let commentId: string;

async function comment(user: TestUser, onVideo: string, ownerId: string, text: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/video/comment',
    token: user.token,
    payload: { videoId: onVideo, videoUserId: ownerId, comment: text },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

const report = (user: TestUser, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: `${A}/report`, token: user.token, payload });

const hide = (user: TestUser, payload: Record<string, unknown>) =>
  t.inject({ method: 'PATCH', url: `${A}/admin/content`, token: user.token, payload });

const feedIds = async (user: TestUser) => {
  const res = await t.inject({
    method: 'GET',
    url: '/api/video/videos?pageSize=50',
    token: user.token,
  });
  return (res.json().data.Items as Video[]).map((v) => v.id);
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t);
  await t.db.insertInto('admins').values({ user_id: admin.id, source: 'first' }).execute();
  maya = await createUser(t);
  leo = await createUser(t);
  sam = await createUser(t);
  [videoId = ''] = await insertVideos(t, maya.id, 1, { caption: () => 'sunset #beach' });
  commentId = await comment(leo, videoId, maya.id, 'rude%20words');
});
afterAll(async () => {
  await t.close();
});

describe('reporting', () => {
  it('files a report on a video, a comment or a user (201)', async () => {
    for (const [targetType, targetId] of [
      ['video', videoId],
      ['comment', commentId],
      ['user', leo.id],
    ]) {
      const res = await report(sam, { targetType, targetId, reason: 'spam' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Thanks for your report. Our team will review it.' });
    }
  });

  it('refuses the same open report twice (409)', async () => {
    const res = await report(sam, { targetType: 'video', targetId: videoId, reason: 'hate' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You have already reported this. Our team will review it.');
  });

  it('validates the reason and the free text (400)', async () => {
    const other = await report(leo, { targetType: 'video', targetId: videoId, reason: 'other' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      code: 'report_details_needed',
      message: 'Please tell us what is wrong.',
    });
    const blank = await report(leo, {
      targetType: 'video',
      targetId: videoId,
      reason: 'other',
      details: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const unknownReason = await report(leo, {
      targetType: 'video',
      targetId: videoId,
      reason: 'boring',
    });
    expect(unknownReason.statusCode).toBe(400);
    const long = await report(leo, {
      targetType: 'video',
      targetId: videoId,
      reason: 'spam',
      details: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/details/);
  });

  it('answers 404 for what does not exist and 400 for your own things', async () => {
    const missing = await report(leo, {
      targetType: 'video',
      targetId: UNKNOWN_ID,
      reason: 'spam',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'video_not_found', message: 'Video not found.' });
    const own = await report(maya, { targetType: 'video', targetId: videoId, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({
      code: 'report_self',
      message: 'You cannot report yourself or your own posts.',
    });
  });

  it('limits reports per person (429 after 20 an hour)', async () => {
    const spammer = await createUser(t);
    const targets = await insertVideos(t, maya.id, 21);
    const codes: number[] = [];
    for (const targetId of targets) {
      codes.push(
        (await report(spammer, { targetType: 'video', targetId, reason: 'spam' })).statusCode,
      );
    }
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
    // Someone else is not held back by it.
    const other = await report(sam, { targetType: 'video', targetId: targets[0], reason: 'spam' });
    expect(other.statusCode).toBe(201);
  });
});

describe('the admin queue', () => {
  it('is for admins only (403)', async () => {
    for (const request of [
      { method: 'GET' as const, url: `${A}/admin/reports` },
      {
        method: 'PATCH' as const,
        url: `${A}/admin/content`,
        payload: { targetType: 'video', targetId: videoId, hidden: true },
      },
      { method: 'POST' as const, url: `${A}/admin/reports/${UNKNOWN_ID}/dismiss` },
    ]) {
      const res = await t.inject({ ...request, token: leo.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'admins_only', message: 'Only admins can do this.' });
    }
  });

  it('lists open reports with their targets, newest first', async () => {
    const res = await t.inject({ method: 'GET', url: `${A}/admin/reports`, token: admin.token });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.Items;
    const onComment = items.find((r: { targetId: string }) => r.targetId === commentId);
    expect(onComment).toMatchObject({
      targetType: 'comment',
      reason: 'spam',
      status: 'open',
      reporterUserName: sam.userName,
      target: { ownerId: leo.id, text: 'rude%20words', videoId, hidden: false },
    });
    const onUser = items.find((r: { targetId: string }) => r.targetId === leo.id);
    expect(onUser.target).toMatchObject({ ownerUserName: leo.userName, videoId: null });
  });

  it('tells the web app who is an admin', async () => {
    const mine = await t.inject({ method: 'GET', url: `${A}/me`, token: admin.token });
    expect(mine.json().data.isAdmin).toBe(true);
    const theirs = await t.inject({ method: 'GET', url: `${A}/me`, token: leo.token });
    expect(theirs.json().data.isAdmin).toBe(false);
  });

  it('dismisses a report: it leaves the open queue for the closed one', async () => {
    const open = await t.inject({ method: 'GET', url: `${A}/admin/reports`, token: admin.token });
    const onUser = open.json().data.Items.find((r: { targetId: string }) => r.targetId === leo.id);
    const res = await t.inject({
      method: 'POST',
      url: `${A}/admin/reports/${onUser.id}/dismiss`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const again = await t.inject({
      method: 'POST',
      url: `${A}/admin/reports/${onUser.id}/dismiss`,
      token: admin.token,
    });
    expect(again.statusCode).toBe(404);
    const closed = await t.inject({
      method: 'GET',
      url: `${A}/admin/reports?status=closed`,
      token: admin.token,
    });
    expect(closed.json().data.Items.map((r: { id: string }) => r.id)).toContain(onUser.id);
  });
});

describe('hidden content', () => {
  let hiddenVideo: string;
  let hiddenComment: string;

  beforeAll(async () => {
    [hiddenVideo = ''] = await insertVideos(t, maya.id, 1, {
      caption: () => 'hiddenword #hiddentag',
      start: new Date(),
    });
    hiddenComment = await comment(leo, videoId, maya.id, 'nasty');
    await report(sam, { targetType: 'comment', targetId: hiddenComment, reason: 'harassment' });
    expect((await feedIds(sam)).includes(hiddenVideo)).toBe(true);
    expect(
      (await hide(admin, { targetType: 'video', targetId: hiddenVideo, hidden: true })).statusCode,
    ).toBe(200);
    expect(
      (await hide(admin, { targetType: 'comment', targetId: hiddenComment, hidden: true }))
        .statusCode,
    ).toBe(200);
  });

  it('is gone from the feed for everyone, owner and admin included', async () => {
    for (const user of [sam, maya, admin]) expect(await feedIds(user)).not.toContain(hiddenVideo);
  });

  it('is gone from search and explore', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/discovery/discovery?search=hiddenword&pageSize=19&pageNumber=1',
      token: sam.token,
    });
    expect(res.json().data.videos.map((v: Video) => v.id)).not.toContain(hiddenVideo);
  });

  it('answers 404 to others, and to its owner marked hidden', async () => {
    const theirs = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${hiddenVideo}`,
      token: sam.token,
    });
    expect(theirs.statusCode).toBe(404);
    const owners = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${hiddenVideo}`,
      token: maya.token,
    });
    expect(owners.json().data.Items[0]).toMatchObject({ id: hiddenVideo, hidden: true });
    const admins = await t.inject({
      method: 'GET',
      url: `/api/video/videos?videoId=${hiddenVideo}`,
      token: admin.token,
    });
    expect(admins.json().data.Items[0].hidden).toBe(true);
  });

  it('is gone from the profile grid for others, kept for its owner', async () => {
    const grid = async (user: TestUser) => {
      const res = await t.inject({
        method: 'GET',
        url: `/api/video/user/videos/${maya.id}?isDuet=0`,
        token: user.token,
      });
      return res.json().data.Items as Video[];
    };
    expect((await grid(sam)).map((v) => v.id)).not.toContain(hiddenVideo);
    expect((await grid(maya)).find((v) => v.id === hiddenVideo)?.hidden).toBe(true);
    // Visible videos carry no `hidden` field at all.
    expect((await grid(sam))[0]).not.toHaveProperty('hidden');
  });

  it('counts on the profile for whoever sees it in the grid: its owner and admins', async () => {
    const counts = new Map<TestUser, number>();
    for (const user of [sam, maya, admin]) {
      const grid = await t.inject({
        method: 'GET',
        url: `/api/video/user/videos/${maya.id}?isDuet=0`,
        token: user.token,
      });
      const shown = (grid.json().data.Items as Video[]).map((v) => v.id);
      const profile = await t.inject({
        method: 'GET',
        url: `${A}/user/profile/${maya.id}`,
        token: user.token,
      });
      expect(profile.json().data.totalVideos).toBe(shown.length);
      expect(shown.includes(hiddenVideo)).toBe(user !== sam);
      counts.set(user, shown.length);
    }
    expect(counts.get(maya)).toBe((counts.get(sam) ?? 0) + 1);
    const own = await t.inject({ method: 'GET', url: `${A}/me`, token: maya.token });
    expect(own.json().data.totalVideos).toBe(counts.get(maya));
  });

  it('takes a hidden comment out of the list for everyone but its author and admins', async () => {
    const list = async (user: TestUser) => {
      const res = await t.inject({
        method: 'GET',
        url: `/api/video/comment?videoId=${videoId}`,
        token: user.token,
      });
      return res.json().data.Items as { id: string; hidden?: boolean }[];
    };
    expect((await list(sam)).map((c) => c.id)).not.toContain(hiddenComment);
    expect((await list(maya)).map((c) => c.id)).not.toContain(hiddenComment);
    expect((await list(leo)).find((c) => c.id === hiddenComment)?.hidden).toBe(true);
    expect((await list(admin)).find((c) => c.id === hiddenComment)?.hidden).toBe(true);
  });

  it('takes the notification about a hidden comment away', async () => {
    const res = await t.inject({ method: 'GET', url: `${A}/notification`, token: maya.token });
    const ids = res.json().data.Items.map((n: { commentId: string | null }) => n.commentId);
    expect(ids).toContain(commentId);
    expect(ids).not.toContain(hiddenComment);
  });

  it('closes the open reports on what was hidden', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `${A}/admin/reports?status=closed`,
      token: admin.token,
    });
    const closed = res
      .json()
      .data.Items.find((r: { targetId: string }) => r.targetId === hiddenComment);
    expect(closed).toMatchObject({ status: 'actioned', target: { hidden: true } });
  });

  it('comes back when unhidden', async () => {
    const res = await hide(admin, { targetType: 'video', targetId: hiddenVideo, hidden: false });
    expect(res.json()).toEqual({ message: 'Visible again.' });
    expect(await feedIds(sam)).toContain(hiddenVideo);
    await hide(admin, { targetType: 'video', targetId: hiddenVideo, hidden: true });
  });

  it('answers 404 for unknown content', async () => {
    const res = await hide(admin, { targetType: 'comment', targetId: UNKNOWN_ID, hidden: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'comment_not_found', message: 'Comment not found.' });
  });
});

describe('who is an admin', () => {
  let mailbox: Mailbox;
  let fresh: TestApp;

  beforeAll(async () => {
    mailbox = await startMailbox();
    fresh = await buildTestApp({
      env: {
        SMTP_URL: mailbox.url,
        MAIL_FROM: 'Flick <codes@flick.test>',
        ADMIN_EMAILS: 'Boss@Example.com',
      },
    });
    // A fresh data directory, as `pnpm start` makes it: the demo people come first.
    const storage = new LocalMediaStorage(path.join(fresh.config.dataDir, 'media'));
    expect(await seedIfEmpty(fresh.db, storage, { info: () => {} })).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await fresh.close();
    await mailbox.close();
  });

  async function signUp(email: string, userName: string) {
    await fresh.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: email, method: 'email' },
    });
    const code = codeIn((await mailbox.next(email)).text);
    const verified = await fresh.inject({
      method: 'POST',
      url: `${A}/verifyOTP`,
      payload: { email_phone: email, otp: Number(code) },
    });
    const { ticket } = verified.json().data;
    await fresh.inject({
      method: 'POST',
      url: `${A}/password-name`,
      payload: { ticket, password: 'correct horse battery', firstName: 'A', lastName: 'B' },
    });
    const done = await fresh.inject({
      method: 'POST',
      url: `${A}/dob-username`,
      payload: { ticket, dateOfBirth: '1998-04-17', userName },
    });
    expect(done.statusCode).toBe(201);
    const { token } = done.json().data;
    const me = await fresh.inject({ method: 'GET', url: `${A}/me`, token });
    return me.json().data.isAdmin as boolean;
  }

  it('makes no account an admin by being first while ADMIN_EMAILS is set', async () => {
    expect(await signUp('first@example.com', 'first_one')).toBe(false);
    expect(await signUp('second@example.com', 'second_one')).toBe(false);
  });

  it('makes none of the demo people an admin', async () => {
    const login = await fresh.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: {
        email_phone: demoEmail(DEMO_USERS[0] ?? { userName: '' }),
        password: DEMO_PASSWORD,
      },
    });
    expect(login.statusCode).toBe(200);
    const me = await fresh.inject({
      method: 'GET',
      url: `${A}/me`,
      token: login.json().data.token,
    });
    expect(me.json().data.isAdmin).toBe(false);
  });

  it('makes an account with an ADMIN_EMAILS address an admin (any case)', async () => {
    expect(await signUp('boss@example.com', 'the_boss')).toBe(true);
  });

  it('stops an ADMIN_EMAILS admin being one when the address leaves the list', async () => {
    await syncAdminEmails(fresh.db, []);
    const rows = await fresh.db
      .selectFrom('admins')
      .innerJoin('users', 'users.id', 'admins.user_id')
      .select('users.email')
      .execute();
    expect(rows.map((r) => r.email)).toEqual([]);
  });
});
