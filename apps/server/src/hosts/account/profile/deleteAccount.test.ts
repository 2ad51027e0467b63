import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Video } from '@flick/api-types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/content/multipart';
import { shareVideo, uploadFile } from '../../../../test/content/videos';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../../test/helpers';
import { codeIn, type Mailbox, startMailbox } from '../../../../test/mailbox';
import { removePendingMedia } from '../../../platform/media/pendingDeletions';

// docs/product.md#account-deletion
const A = '/api/account';
let t: TestApp;
let mailbox: Mailbox;

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----flicktest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const deleteMe = (user: TestUser, payload: Record<string, unknown>) =>
  t.inject({ method: 'DELETE', url: `${A}/me`, token: user.token, payload });

/** Does a stored file exist (public media or private originals)? */
const stored = (area: 'media' | 'originals', name: string) =>
  existsSync(path.join(t.config.dataDir, area, name));

async function count(table: string, where: string, id: string): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.raw(where)} = ${id}::uuid`.execute(
    t.db,
  );
  return Number(rows[0]?.n);
}

beforeAll(async () => {
  mailbox = await startMailbox();
  // Wrong current passwords are limited as in production (a few per window).
  t = await buildTestApp({
    env: { SMTP_URL: mailbox.url },
    config: { rateLimits: { perIp: 10_000, loginPerAddress: 5, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('DELETE /me', () => {
  it('removes the account, its files and everything it made; other counts stay exact', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    const zoe = await createUser(t);
    const mine = await shareVideo(t, maya, { caption: 'going away #farewelltag' });
    const leos = await shareVideo(t, leo, { caption: 'staying #farewelltag' });
    const spare = await uploadFile(t, maya, 'thumb'); // an upload no video took
    const photo = multipart('file', 'me.png', 'image/png', fixture('thumb.png'));
    const put = await t.inject({
      method: 'PUT',
      url: `${A}/me/photo`,
      token: maya.token,
      ...photo,
    });
    const picture = (put.json().data.profilePicture as string).split('/').pop() as string;
    const v = '/api/video/updateVideo';
    const act = (user: TestUser, video: Video, fields: Record<string, unknown>) =>
      t.inject({
        method: 'POST',
        url: v,
        token: user.token,
        payload: { videoUserId: video.userId, videoId: video.id, ...fields },
      });
    const comment = (user: TestUser, video: Video, text: string) =>
      t.inject({
        method: 'POST',
        url: '/api/video/comment',
        token: user.token,
        payload: { videoId: video.id, videoUserId: video.userId, comment: text },
      });
    // Maya on leo's video: a like, a share, a download, a comment and a like of leo's comment.
    for (const fields of [{ like: 1 }, { share: 1 }, { downloads: 1 }]) {
      expect((await act(maya, leos, fields)).statusCode).toBeLessThan(300);
    }
    const leoComment = (await comment(leo, leos, 'mine')).json().data.id as string;
    expect((await comment(maya, leos, 'nice')).statusCode).toBe(201);
    await act(zoe, leos, { like: 1 });
    const liked = await t.inject({
      method: 'PATCH',
      url: '/api/video/comment',
      token: maya.token,
      payload: { videoId: leos.id, commentId: leoComment, like: 1 },
    });
    expect(liked.statusCode).toBeLessThan(300);
    // Leo on maya's video, follows both ways, a block, a push token.
    await act(leo, mine, { like: 1 });
    await comment(leo, mine, 'bye');
    for (const [from, to] of [
      [maya, leo],
      [leo, maya],
      [zoe, maya],
    ] as const) {
      await t.inject({
        method: 'POST',
        url: `${A}/follow`,
        token: from.token,
        payload: { userId: to.id },
      });
    }
    await t.inject({
      method: 'POST',
      url: `${A}/block`,
      token: maya.token,
      payload: { userId: zoe.id },
    });
    await t.inject({
      method: 'POST',
      url: `${A}/push-token`,
      token: maya.token,
      payload: { token: 'fcm-maya' },
    });

    const mineRow = await t.db
      .selectFrom('videos')
      .select(['video_file', 'thumb_url', 'source_file'])
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(stored('media', mineRow.video_file)).toBe(true);
    expect(stored('media', spare)).toBe(true);
    expect(stored('media', picture)).toBe(true);

    const wrong = await deleteMe(maya, { currentPassword: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'current_password_wrong',
      message: 'Your current password is incorrect.',
    });
    expect(await count('users', 'id', maya.id)).toBe(1);

    const res = await deleteMe(maya, { currentPassword: maya.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted.' });

    // Signed out everywhere.
    const again = await t.inject({ method: 'GET', url: `${A}/me`, token: maya.token });
    expect(again.statusCode).toBe(401);
    // No row of theirs is left.
    for (const [table, column] of [
      ['users', 'id'],
      ['sessions', 'user_id'],
      ['videos', 'user_id'],
      ['comments', 'user_id'],
      ['video_likes', 'user_id'],
      ['comment_likes', 'user_id'],
      ['video_counted_events', 'user_id'],
      ['follows', 'follower_id'],
      ['follows', 'followee_id'],
      ['blocks', 'blocker_id'],
      ['notifications', 'user_id'],
      ['notifications', 'actor_id'],
      ['push_tokens', 'user_id'],
      ['uploads', 'user_id'],
    ] as const) {
      expect(await count(table, column, maya.id), `${table}.${column}`).toBe(0);
    }
    expect(
      await t.db
        .selectFrom('otp_codes')
        .select('address')
        .where('address', '=', maya.email)
        .execute(),
    ).toEqual([]);
    // No file of theirs is left, and nothing waits to be deleted.
    expect(stored('media', mineRow.video_file)).toBe(false);
    expect(stored('media', spare)).toBe(false);
    expect(stored('media', picture)).toBe(false);
    if (mineRow.source_file) expect(stored('originals', mineRow.source_file)).toBe(false);
    expect(await t.db.selectFrom('pending_media_deletions').selectAll().execute()).toEqual([]);
    // Leo's things still work and their counts are the rows.
    expect(stored('media', leos.iosUrl.split('/').pop() as string)).toBe(true);
    const shown = (
      await t.inject({
        method: 'GET',
        url: `/api/video/videos?videoId=${leos.id}`,
        token: leo.token,
      })
    ).json().data.Items[0] as Video;
    expect(shown.likes).toBe(await count('video_likes', 'video_id', leos.id));
    expect(shown.likes).toBe(1);
    expect(shown.comments).toBe(await count('comments', 'video_id', leos.id));
    expect(shown.comments).toBe(1);
    expect(shown.shares).toBe(0);
    expect(shown.downloads).toBe(0);
    const comments = await t.inject({
      method: 'GET',
      url: `/api/video/comment?videoId=${leos.id}`,
      token: leo.token,
    });
    expect(comments.json().data.Items.map((c: { like: number }) => c.like)).toEqual([
      await count('comment_likes', 'comment_id', leoComment),
    ]);
    const tag = await t.inject({
      method: 'GET',
      url: '/api/discovery/hashtag/farewelltag',
      token: leo.token,
    });
    expect(tag.json().data.hashTag.videoCount).toBe(1);
    const profile = await t.inject({
      method: 'GET',
      url: `${A}/user/profile/${leo.id}`,
      token: zoe.token,
    });
    const followers = await t.inject({
      method: 'GET',
      url: `${A}/user/follower/${leo.id}`,
      token: zoe.token,
    });
    expect(followers.json().data.Items).toEqual([]);
    expect(JSON.stringify(profile.json())).not.toContain(maya.id);
  }, 180_000);

  it('for an account without a password, takes a code sent to its address', async () => {
    const sam = await createUser(t, { email: 'sam.social@example.com' });
    await t.db.updateTable('users').set({ password_hash: null }).where('id', '=', sam.id).execute();
    const noCode = await deleteMe(sam, {});
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({
      code: 'current_code_needed',
      message: 'Please enter the code we sent to your current address.',
    });
    const sent = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change/current-code`,
      token: sam.token,
    });
    expect(sent.statusCode).toBe(200);
    const code = Number(codeIn((await mailbox.next('sam.social@example.com')).text));
    const res = await deleteMe(sam, { currentCode: code });
    expect(res.statusCode).toBe(200);
    expect(await count('users', 'id', sam.id)).toBe(0);
  });

  it('limits wrong passwords like change-password (429)', async () => {
    const ben = await createUser(t);
    let last = 0;
    for (let i = 0; i < 30 && last !== 429; i += 1) {
      last = (await deleteMe(ben, { currentPassword: `wrong ${i}` })).statusCode;
    }
    expect(last).toBe(429);
    expect(await count('users', 'id', ben.id)).toBe(1);
  });

  it('a failed file delete is retried by the sweep', async () => {
    const kim = await createUser(t);
    await t.db
      .insertInto('pending_media_deletions')
      .values({ area: 'media', name: 'left-behind.jpg' })
      .execute();
    let calls = 0;
    const failing = {
      ...t.app.media,
      delete: async () => {
        calls += 1;
        throw new Error('disk says no');
      },
    };
    await expect(
      removePendingMedia(t.db, { media: failing, originals: t.app.originals }),
    ).rejects.toThrow('disk says no');
    expect(calls).toBe(1);
    expect(await t.db.selectFrom('pending_media_deletions').select('name').execute()).toEqual([
      { name: 'left-behind.jpg' },
    ]);
    expect(await removePendingMedia(t.db, { media: t.app.media, originals: t.app.originals })).toBe(
      1,
    );
    expect(await t.db.selectFrom('pending_media_deletions').selectAll().execute()).toEqual([]);
    expect(kim.id).toBeTruthy();
  });
});
