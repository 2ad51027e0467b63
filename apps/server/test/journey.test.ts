import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, openEventStream, type TestApp } from './helpers';
import { codeIn, type Mailbox, startMailbox } from './mailbox';

const A = '/api/account';

describe('a new person over HTTP', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp({ env: { SMTP_URL: mailbox.url } });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('signs up with an emailed OTP, logs in, follows and unfollows; the other account is told live and in its list', async () => {
    const leo = await createUser(t, { userName: 'leo.films' });
    const stream = await openEventStream(t, `${A}/notification/stream`, leo.token);

    try {
      // Sign-up along the routes of docs/product.md#sign-up, the code read from the real SMTP
      // server.
      const email = 'nia@example.com';
      expect(
        (
          await t.inject({
            method: 'POST',
            url: `${A}/register`,
            payload: { email_phone: email, method: 'email' },
          })
        ).statusCode,
      ).toBe(200);
      const otp = Number(codeIn((await mailbox.next(email)).text));
      const verified = await t.inject({
        method: 'POST',
        url: `${A}/verifyOTP`,
        payload: { email_phone: email, otp },
      });
      expect(verified.json().message).toBe('OTP verified successfully!');
      const { ticket } = verified.json().data;
      await t.inject({
        method: 'POST',
        url: `${A}/password-name`,
        payload: {
          ticket,
          password: 'sunrise over the bay',
          firstName: 'Nia',
          lastName: 'Adeyemi',
        },
      });
      const created = await t.inject({
        method: 'POST',
        url: `${A}/dob-username`,
        payload: { ticket, dateOfBirth: '2000-01-31', userName: 'nia.a' },
      });
      expect(created.statusCode).toBe(201);

      const login = await t.inject({
        method: 'POST',
        url: `${A}/login`,
        payload: { email_phone: email, password: 'sunrise over the bay' },
      });
      expect(login.statusCode).toBe(200);
      const nia = login.json().data as { token: string; user_id: string };

      const followed = await t.inject({
        method: 'POST',
        url: `${A}/follow`,
        token: nia.token,
        payload: { userId: leo.id },
      });
      expect(followed.statusCode).toBe(201);

      const live = await stream.next();
      expect(live.event).toBe('notification');
      expect(JSON.parse(live.data)).toMatchObject({
        type: 'follow',
        text: 'nia.a started following you.',
        actor: { id: nia.user_id, userName: 'nia.a', firstName: 'Nia', lastName: 'Adeyemi' },
      });
      const list = await t.inject({ method: 'GET', url: `${A}/notification`, token: leo.token });
      expect(list.json().data.Items).toEqual([JSON.parse(live.data)]);

      const followings = await t.inject({
        method: 'GET',
        url: `${A}/followings`,
        token: nia.token,
      });
      expect(followings.json().data.Items.map((i: { userId: string }) => i.userId)).toEqual([
        leo.id,
      ]);

      const unfollowed = await t.inject({
        method: 'DELETE',
        url: `${A}/unfollow`,
        token: nia.token,
        payload: { userId: leo.id },
      });
      expect(unfollowed.statusCode).toBe(200);
      const profile = await t.inject({
        method: 'GET',
        url: `${A}/user/profile/${leo.id}`,
        token: nia.token,
      });
      expect(profile.json().data).toMatchObject({ isFollowing: false, totalFollowers: 0 });

      const logout = await t.inject({ method: 'POST', url: `${A}/logout`, token: nia.token });
      expect(logout.statusCode).toBe(200);
      expect((await t.inject({ method: 'GET', url: `${A}/me`, token: nia.token })).statusCode).toBe(
        401,
      );
    } finally {
      stream.close();
    }
  });
});
