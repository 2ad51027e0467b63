import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED } from '../src/rules/auth/account.service';
import { INVALID_OTP, OTP_LENGTH, OTP_MAX_ATTEMPTS } from '../src/rules/auth/otp.service';
import { shareVideo } from '../test/content/videos';
import { createUser, type TestUser } from '../test/helpers';
import { Tally } from './support/figures';
import { answerProblem, type HttpAnswer, startTarget, type Target } from './support/server';

/** Failed logins allowed per address per window in this run (the product's default). */
const LOGIN_LIMIT = 10;
const USERS = 10;
const TOGGLES = 20;

let target: Target;
let owner: TestUser;
let users: TestUser[];

beforeAll(async () => {
  target = await startTarget({
    config: {
      rateLimits: { perIp: 1_000_000, loginPerAddress: LOGIN_LIMIT, windowMs: 10 * 60 * 1000 },
    },
  });
  owner = await createUser(target.t);
  users = [];
  for (let i = 0; i < USERS; i += 1) users.push(await createUser(target.t));
});
afterAll(async () => {
  await target?.close();
});

const count = async (query: ReturnType<typeof sql<{ n: string }>>): Promise<number> =>
  Number((await query.execute(target.t.db)).rows[0]?.n ?? -1);

function json<T>(answer: HttpAnswer): T {
  return JSON.parse(answer.body) as T;
}

/** Fires every user's toggles at once: like on even steps, unlike on odd ones. */
async function toggleStorm(
  tally: Tally,
  what: string,
  request: (user: TestUser, on: boolean) => { method: string; path: string; body: unknown },
  ok: number[],
): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const user of users) {
    for (let step = 0; step < TOGGLES; step += 1) {
      const r = request(user, step % 2 === 0 || Math.random() < 0.3);
      jobs.push(
        // A generous time-out: 600 requests at once queue behind PGlite's single connection.
        target.send({ ...r, token: user.token, timeoutMs: 120_000 }).then(
          (answer) => {
            tally.expect(
              ok.includes(answer.status) && answerProblem(answer) === null,
              () => `${what}: ${answer.status} ${answer.body.slice(0, 120)}`,
            );
          },
          (err: Error) => tally.expect(false, () => `${what}: no answer (${err.message})`),
        ),
      );
    }
  }
  await Promise.all(jobs);
}

describe('concurrency', () => {
  it(`keeps every counter equal to its rows under ${USERS} users × ${TOGGLES} parallel toggles`, async () => {
    const tally = new Tally('concurrency', 'toggle counters');
    const video = await shareVideo(target.t, owner);
    const comment = json<{ data: { id: string } }>(
      await target.send({
        method: 'POST',
        path: '/api/video/comment',
        token: owner.token,
        body: { videoId: video.id, videoUserId: owner.id, comment: 'hi' },
      }),
    ).data.id;

    await Promise.all([
      toggleStorm(
        tally,
        'video like',
        (_u, on) => ({
          method: 'POST',
          path: '/api/video/updateVideo',
          body: { videoUserId: owner.id, videoId: video.id, like: on ? 1 : 0 },
        }),
        [201],
      ),
      toggleStorm(
        tally,
        'comment like',
        (_u, on) => ({
          method: 'PATCH',
          path: '/api/video/comment',
          body: { videoId: video.id, commentId: comment, like: on ? 1 : 2 },
        }),
        [200],
      ),
      toggleStorm(
        tally,
        'follow',
        (_u, on) => ({
          method: on ? 'POST' : 'DELETE',
          path: on ? '/api/account/follow' : '/api/account/unfollow',
          body: { userId: owner.id },
        }),
        [200, 201],
      ),
    ]);
    const sent = target.sent();

    const likeRows = await count(
      sql`SELECT count(*) AS n FROM video_likes WHERE video_id = ${video.id}`,
    );
    const shown = json<{ data: { Items: { likes: number }[] } }>(
      await target.send({
        method: 'GET',
        path: `/api/video/videos?videoId=${video.id}`,
        token: owner.token,
      }),
    ).data.Items[0]?.likes;
    tally.expect(shown === likeRows, () => `video likes shown ${shown}, rows ${likeRows}`);

    const commentRows = await count(
      sql`SELECT count(*) AS n FROM comment_likes WHERE comment_id = ${comment}`,
    );
    const comments = json<{ data: { Items: { id: string; like: number }[] } }>(
      await target.send({
        method: 'GET',
        path: `/api/video/comment?videoId=${video.id}`,
        token: owner.token,
      }),
    ).data.Items;
    const commentShown = comments.find((c) => c.id === comment)?.like;
    tally.expect(
      commentShown === commentRows,
      () => `comment likes shown ${commentShown}, rows ${commentRows}`,
    );

    const followRows = await count(
      sql`SELECT count(*) AS n FROM follows WHERE followee_id = ${owner.id}`,
    );
    const profile = json<{ data: { totalFollowers: number } }>(
      await target.send({
        method: 'GET',
        path: `/api/account/user/profile/${owner.id}`,
        token: owner.token,
      }),
    ).data;
    tally.expect(
      profile.totalFollowers === followRows,
      () => `followers shown ${profile.totalFollowers}, rows ${followRows}`,
    );

    // Each user's own view agrees with their row.
    for (const user of users) {
      const mine = json<{ data: { Items: { liked: boolean }[] } }>(
        await target.send({
          method: 'GET',
          path: `/api/video/videos?videoId=${video.id}`,
          token: user.token,
        }),
      ).data.Items[0]?.liked;
      const row = await count(
        sql`SELECT count(*) AS n FROM video_likes WHERE video_id = ${video.id} AND user_id = ${user.id}`,
      );
      tally.expect(mine === (row === 1), () => `liked flag ${mine} but ${row} row(s) for a user`);
      const profileSeen = json<{ data: { isFollowing: boolean } }>(
        await target.send({
          method: 'GET',
          path: `/api/account/user/profile/${owner.id}`,
          token: user.token,
        }),
      ).data.isFollowing;
      const follows = await count(
        sql`SELECT count(*) AS n FROM follows WHERE followee_id = ${owner.id} AND follower_id = ${user.id}`,
      );
      tally.expect(
        profileSeen === (follows === 1),
        () => `isFollowing ${profileSeen} but ${follows} row(s)`,
      );
    }
    tally.note = `${USERS * TOGGLES * 3} parallel toggles; likes ${likeRows}, comment likes ${commentRows}, followers ${followRows}`;
    tally.write();
    expect(sent).toBeGreaterThanOrEqual(USERS * TOGGLES * 3);
    expect(tally.defects, tally.report()).toEqual([]);
  });

  it(`checks at most ${OTP_MAX_ATTEMPTS} of 20 parallel wrong OTP guesses, and 1 of 10 parallel right codes`, async () => {
    const tally = new Tally('concurrency', 'OTP guesses');
    const codeFor = async (address: string): Promise<string> => {
      const start = await target.send({
        method: 'POST',
        path: '/api/account/register',
        body: { email_phone: address, method: 'email' },
      });
      if (start.status !== 200) throw new Error(`register answered ${start.status} ${start.body}`);
      const line = [...target.t.logs].reverse().find((l) => l.includes(`OTP for ${address}: `));
      const code = line
        ? new RegExp(`OTP for [^:]+: (\\d{${OTP_LENGTH}})`).exec(line)?.[1]
        : undefined;
      if (!code) throw new Error('no OTP in the log');
      return code;
    };
    const guessed = 'guess-race@example.com';
    const code = await codeFor(guessed);
    const wrong = (Number(code) + 1) % 1_000_000;
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () =>
        target.send({
          method: 'POST',
          path: '/api/account/verifyOTP',
          body: { email_phone: guessed, otp: wrong },
        }),
      ),
    );
    const checked = guesses.filter(
      (g) => g.status === 400 && json<{ message: string }>(g).message === INVALID_OTP,
    ).length;
    for (const g of guesses)
      tally.expect(
        g.status < 500 && answerProblem(g) === null,
        () => `wrong guess answered ${g.status} ${g.body}`,
      );
    tally.expect(
      checked <= OTP_MAX_ATTEMPTS,
      () => `${checked} of 20 parallel wrong guesses were checked (limit ${OTP_MAX_ATTEMPTS})`,
    );
    const late = await target.send({
      method: 'POST',
      path: '/api/account/verifyOTP',
      body: { email_phone: guessed, otp: Number(code) },
    });
    tally.expect(
      late.status !== 200,
      () => 'the right code still worked after the tries were used up',
    );

    const raced = 'right-race@example.com';
    const right = Number(await codeFor(raced));
    const rights = await Promise.all(
      Array.from({ length: 10 }, () =>
        target.send({
          method: 'POST',
          path: '/api/account/verifyOTP',
          body: { email_phone: raced, otp: right },
        }),
      ),
    );
    const successes = rights.filter((r) => r.status === 200).length;
    for (const r of rights)
      tally.expect(answerProblem(r) === null, () => `right code answered ${r.status} ${r.body}`);
    tally.expect(successes === 1, () => `${successes} of 10 parallel right codes succeeded`);
    tally.note = `wrong guesses checked ${checked}/20 (limit ${OTP_MAX_ATTEMPTS}); right codes accepted ${successes}/10`;
    tally.write();
    expect(tally.defects, tally.report()).toEqual([]);
  });

  it(`checks at most ${LOGIN_LIMIT} of 40 parallel wrong passwords for one address`, async () => {
    const tally = new Tally('concurrency', 'login guesses');
    const victim = await createUser(target.t);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        target.send({
          method: 'POST',
          path: '/api/account/login',
          body: { email_phone: victim.email, password: `wrong password ${i}` },
        }),
      ),
    );
    const checked = answers.filter(
      (a) => a.status === 401 && json<{ message: string }>(a).message === LOGIN_FAILED,
    ).length;
    for (const a of answers)
      tally.expect(
        [401, 429].includes(a.status) && answerProblem(a) === null,
        () => `wrong login answered ${a.status} ${a.body}`,
      );
    tally.expect(
      checked <= LOGIN_LIMIT,
      () => `${checked} of 40 parallel wrong passwords were checked (limit ${LOGIN_LIMIT})`,
    );
    tally.note = `wrong passwords checked ${checked}/40 (limit ${LOGIN_LIMIT})`;
    tally.write();
    expect(tally.defects, tally.report()).toEqual([]);
  });

  it('leaves no orphan rows and no 5xx when a video is deleted while others like and comment it', async () => {
    const tally = new Tally('concurrency', 'delete while writing');
    const rounds = 3;
    for (let round = 0; round < rounds; round += 1) {
      const video = await shareVideo(target.t, owner, { caption: `race ${round} #race` });
      const comment = json<{ data: { id: string } }>(
        await target.send({
          method: 'POST',
          path: '/api/video/comment',
          token: owner.token,
          body: { videoId: video.id, videoUserId: owner.id, comment: 'first' },
        }),
      ).data.id;
      const writes: Promise<HttpAnswer>[] = [];
      for (const user of users) {
        for (let i = 0; i < 4; i += 1) {
          writes.push(
            target.send({
              method: 'POST',
              path: '/api/video/updateVideo',
              token: user.token,
              body: { videoUserId: owner.id, videoId: video.id, like: 1 },
            }),
          );
          writes.push(
            target.send({
              method: 'POST',
              path: '/api/video/comment',
              token: user.token,
              body: { videoId: video.id, videoUserId: owner.id, comment: `c${i}` },
            }),
          );
          writes.push(
            target.send({
              method: 'PATCH',
              path: '/api/video/comment',
              token: user.token,
              body: { videoId: video.id, commentId: comment, like: 1 },
            }),
          );
          writes.push(
            target.send({
              method: 'POST',
              path: '/api/video/updateVideo',
              token: user.token,
              body: { videoUserId: owner.id, videoId: video.id, share: 1 },
            }),
          );
        }
      }
      // The delete goes out while the writes are in flight.
      const deletion = new Promise<void>((resolve) => setTimeout(resolve, 5 * round)).then(() =>
        target.send({
          method: 'DELETE',
          path: `/api/video/videos/${video.id}`,
          token: owner.token,
        }),
      );
      const [answers, deleted] = await Promise.all([Promise.all(writes), deletion]);
      tally.expect(
        deleted.status === 200,
        () => `delete answered ${deleted.status} ${deleted.body}`,
      );
      for (const a of answers) {
        tally.expect(
          [200, 201, 404].includes(a.status) && answerProblem(a) === null,
          () => `write during delete answered ${a.status} ${a.body.slice(0, 120)}`,
        );
      }
      const left = await sql<Record<string, string>>`
        SELECT (SELECT count(*) FROM videos WHERE id = ${video.id}) AS videos,
               (SELECT count(*) FROM video_likes WHERE video_id = ${video.id}) AS video_likes,
               (SELECT count(*) FROM comments WHERE video_id = ${video.id}) AS comments,
               (SELECT count(*) FROM comment_likes WHERE comment_id = ${comment}) AS comment_likes,
               (SELECT count(*) FROM video_hashtags WHERE video_id = ${video.id}) AS video_hashtags,
               (SELECT count(*) FROM notifications WHERE video_id = ${video.id}) AS notifications
      `.execute(target.t.db);
      const orphans = Object.entries(left.rows[0] ?? {}).filter(([, n]) => Number(n) > 0);
      tally.expect(
        orphans.length === 0,
        () =>
          `rows still point at a deleted video: ${orphans.map(([t, n]) => `${t} ${n}`).join(', ')}`,
      );
    }
    tally.note = `${rounds} rounds × ${USERS * 16} writes racing one delete`;
    tally.write();
    expect(tally.checks).toBeGreaterThan(rounds * USERS * 16);
    expect(tally.defects, tally.report()).toEqual([]);
  });
});
