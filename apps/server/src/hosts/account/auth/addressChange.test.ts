import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/helpers';
import { codeIn, type Mailbox, startMailbox } from '../../../../test/mailbox';
import { startWebhookReceiver, type WebhookReceiver } from '../../../../test/webhook';

const A = '/api/account';

describe('changing the sign-in email or phone', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let sms: WebhookReceiver;

  beforeAll(async () => {
    mailbox = await startMailbox();
    sms = await startWebhookReceiver();
    t = await buildTestApp({ env: { SMTP_URL: mailbox.url, SMS_WEBHOOK_URL: sms.url } });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
    await sms.close();
  });

  async function emailOf(userId: string) {
    const row = await t.db
      .selectFrom('users')
      .select(['email', 'phone'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row;
  }

  it('cannot be done with a session token alone', async () => {
    const maya = await createUser(t, { email: 'maya.keep@example.com' });
    const patch = await t.inject({
      method: 'PATCH',
      url: `${A}/me`,
      token: maya.token,
      payload: { email: 'squatter@example.com' },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({
      code: 'invalid_input',
      message: "body must not have the property 'email'",
    });

    const noPassword = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change`,
      token: maya.token,
      payload: { email_phone: 'squatter@example.com', method: 'email' },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({
      code: 'current_password_needed',
      message: 'Please enter your current password.',
    });

    const wrong = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change`,
      token: maya.token,
      payload: {
        email_phone: 'squatter@example.com',
        method: 'email',
        currentPassword: 'not my password',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'current_password_wrong',
      message: 'Your current password is incorrect.',
    });

    const confirm = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change/confirm`,
      token: maya.token,
      payload: { otp: 123456 },
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().message).toBe(
      'There is no address change waiting for a code. Please start again.',
    );
    expect(mailbox.mails.some((m) => m.to.includes('squatter@example.com'))).toBe(false);
    expect((await emailOf(maya.id)).email).toBe('maya.keep@example.com');
  });

  it('changes the email with the password and a code to the new address; the old one is told and other sessions end', async () => {
    const maya = await createUser(t, { email: 'maya.old@example.com' });
    const other = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: maya.email, password: maya.password },
    });
    const otherToken = other.json().data.token as string;

    const start = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change`,
      token: maya.token,
      payload: {
        email_phone: 'Maya.New@Example.com',
        method: 'email',
        currentPassword: maya.password,
      },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({ message: 'We sent a code to maya.new@example.com.' });
    const code = Number(codeIn((await mailbox.next('maya.new@example.com')).text));
    // Nothing changes before the code comes back.
    expect((await emailOf(maya.id)).email).toBe('maya.old@example.com');

    // The public OTP check does not accept (or use up) a code for an address change.
    const publicCheck = await t.inject({
      method: 'POST',
      url: `${A}/verifyOTP`,
      payload: { email_phone: 'maya.new@example.com', otp: code },
    });
    expect(publicCheck.statusCode).toBe(400);
    expect(publicCheck.json()).toEqual({ code: 'otp_invalid', message: 'Invalid OTP' });

    const wrong = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change/confirm`,
      token: maya.token,
      payload: { otp: (code + 1) % 1_000_000 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'otp_invalid', message: 'Invalid OTP' });

    const done = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change/confirm`,
      token: maya.token,
      payload: { otp: code },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your email address has been changed.');
    expect(done.json().data.email).toBe('maya.new@example.com');

    const notice = await mailbox.next('maya.old@example.com');
    expect(notice.subject).toBe('Your Flick email address was changed');
    expect(notice.text).toMatch(/contact Flick support/);

    expect((await t.inject({ method: 'GET', url: `${A}/me`, token: otherToken })).statusCode).toBe(
      401,
    );
    expect((await t.inject({ method: 'GET', url: `${A}/me`, token: maya.token })).statusCode).toBe(
      200,
    );
    const oldLogin = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: 'maya.old@example.com', password: maya.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: 'maya.new@example.com', password: maya.password },
    });
    expect(newLogin.statusCode).toBe(200);

    // The code is used up.
    const again = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change/confirm`,
      token: maya.token,
      payload: { otp: code },
    });
    expect(again.statusCode).toBe(400);
  });

  it("answers 409 for another account's address and sends it nothing", async () => {
    const maya = await createUser(t);
    const owner = await createUser(t, { email: 'owner.of.it@example.com' });
    const res = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change`,
      token: maya.token,
      payload: { email_phone: owner.email, method: 'email', currentPassword: maya.password },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'address_taken',
      message: 'That email address or phone number belongs to another account.',
    });
    expect(mailbox.mails.some((m) => m.to.includes('owner.of.it@example.com'))).toBe(false);
    const same = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change`,
      token: maya.token,
      payload: { email_phone: maya.email, method: 'email', currentPassword: maya.password },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      code: 'address_unchanged_email',
      message: 'That is already your email address.',
    });
  });

  it('adds a phone number by a code sent by text; the email address is told', async () => {
    const maya = await createUser(t, { email: 'maya.phone@example.com' });
    const start = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change`,
      token: maya.token,
      payload: {
        email_phone: '+49 151 7000 1234',
        method: 'phone',
        currentPassword: maya.password,
      },
    });
    expect(start.statusCode).toBe(200);
    const text = sms.received.find((r) => r.body.to === '+4915170001234');
    expect(text).toBeDefined();
    const done = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change/confirm`,
      token: maya.token,
      payload: { otp: Number(codeIn(text?.body.text ?? '')) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your phone number has been changed.');
    expect(done.json().data.phone).toBe('+4915170001234');
    expect((await mailbox.next('maya.phone@example.com')).subject).toBe(
      'Your Flick phone number was changed',
    );
  });

  it('asks an account without a password for a code from its current address instead', async () => {
    const social = await createUser(t, { email: 'social.only@example.com' });
    await t.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', social.id)
      .execute();
    const me = await t.inject({ method: 'GET', url: `${A}/me`, token: social.token });
    expect(me.json().data.hasPassword).toBe(false);

    const withoutCode = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change`,
      token: social.token,
      payload: { email_phone: 'social.new@example.com', method: 'email', currentPassword: 'x' },
    });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toEqual({
      code: 'current_code_needed',
      message: 'Please enter the code we sent to your current address.',
    });

    const sent = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change/current-code`,
      token: social.token,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'We sent a code to social.only@example.com.' });
    const currentCode = Number(codeIn((await mailbox.next('social.only@example.com')).text));

    const wrongCode = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change`,
      token: social.token,
      payload: {
        email_phone: 'social.new@example.com',
        method: 'email',
        currentCode: (currentCode + 1) % 1_000_000,
      },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ code: 'otp_invalid', message: 'Invalid OTP' });

    const start = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change`,
      token: social.token,
      payload: { email_phone: 'social.new@example.com', method: 'email', currentCode },
    });
    expect(start.statusCode).toBe(200);
    const code = Number(codeIn((await mailbox.next('social.new@example.com')).text));
    const done = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change/confirm`,
      token: social.token,
      payload: { otp: code },
    });
    expect(done.statusCode).toBe(200);
    expect((await emailOf(social.id)).email).toBe('social.new@example.com');
    expect((await mailbox.next('social.only@example.com')).subject).toBe(
      'Your Flick email address was changed',
    );
  });

  it('requires a live token on every address-change route', async () => {
    for (const [url, payload] of [
      [`${A}/me/address-change`, { email_phone: 'a@b.co', method: 'email', currentPassword: 'x' }],
      [`${A}/me/address-change/current-code`, undefined],
      [`${A}/me/address-change/confirm`, { otp: 1 }],
    ] as const) {
      const res = await t.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
