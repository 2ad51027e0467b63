import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/helpers';
import { codeIn, type Mailbox, startMailbox } from '../../../../test/mailbox';
import { startWebhookReceiver, type WebhookReceiver } from '../../../../test/webhook';
import { hashCode, OTP_LENGTH } from '../../../rules/auth/otp.service';

const A = '/api/account';
const PASSWORD = 'correct horse battery';

/** Pretends the last code for an address was sent long ago (past the resend cooldown). */
async function pastCooldown(t: TestApp, address: string) {
  await t.db
    .updateTable('otp_codes')
    .set({ sent_at: sql`now() - interval '1 minute'` })
    .where('address', '=', address)
    .execute();
}

async function verify(t: TestApp, address: string, code: string | number) {
  return t.inject({
    method: 'POST',
    url: `${A}/verifyOTP`,
    payload: { email_phone: address, otp: Number(code) },
  });
}

/** The whole sign-up over HTTP, reading the code from the mailbox. */
async function signUp(
  t: TestApp,
  mailbox: Mailbox,
  email: string,
  userName: string,
  headers: Record<string, string> = {},
) {
  const start = await t.inject({
    method: 'POST',
    url: `${A}/register`,
    payload: { email_phone: email, method: 'email' },
  });
  expect(start.statusCode).toBe(200);
  const code = codeIn((await mailbox.next(email)).text);
  const verified = await verify(t, email, code);
  expect(verified.statusCode).toBe(200);
  const { ticket } = verified.json().data;
  const named = await t.inject({
    method: 'POST',
    url: `${A}/password-name`,
    payload: { ticket, password: PASSWORD, firstName: 'Maya', lastName: 'Okafor' },
  });
  expect(named.statusCode).toBe(200);
  const done = await t.inject({
    method: 'POST',
    url: `${A}/dob-username`,
    headers,
    payload: { ticket, dateOfBirth: '1998-04-17', userName },
  });
  expect(done.statusCode).toBe(201);
  return done.json().data as { token: string; user_id: string };
}

describe('sign-up, sign-in and passwords over HTTP (email through a real SMTP server)', () => {
  let t: TestApp;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp({
      env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Flick <codes@flick.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it("gives a new account its browser's language among the shipped ones, else none", async () => {
    const languageOf = async (token: string) =>
      (await t.inject({ method: 'GET', url: `${A}/me`, token })).json().data.language;
    const spanish = await signUp(t, mailbox, 'lang.es@example.com', 'lang_es', {
      'accept-language': 'es-MX,es;q=0.9,en;q=0.8',
    });
    expect(await languageOf(spanish.token)).toBe('es');
    const german = await signUp(t, mailbox, 'lang.de@example.com', 'lang_de', {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(await languageOf(german.token)).toBeNull();
    const silent = await signUp(t, mailbox, 'lang.none@example.com', 'lang_none');
    expect(await languageOf(silent.token)).toBeNull();
  });

  it('signs up along the product flow: register → OTP by mail → verifyOTP → password-name → dob-username', async () => {
    const start = await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: 'Maya@Example.com', method: 'email' },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({ message: 'OTP sent to maya@example.com' });

    const mail = await mailbox.next('maya@example.com');
    expect(mail.from).toContain('codes@flick.test');
    const code = codeIn(mail.text);

    const verified = await verify(t, 'maya@example.com', code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('OTP verified successfully!');
    expect(verified.json().data.purpose).toBe('signup');
    const { ticket } = verified.json().data;

    const named = await t.inject({
      method: 'POST',
      url: `${A}/password-name`,
      payload: { ticket, password: PASSWORD, firstName: 'Maya', lastName: 'Okafor' },
    });
    expect(named.statusCode).toBe(200);

    const done = await t.inject({
      method: 'POST',
      url: `${A}/dob-username`,
      payload: { ticket, dateOfBirth: '1998-04-17', userName: 'maya.travels' },
    });
    expect(done.statusCode).toBe(201);
    const session = done.json().data;
    expect(session.token.length).toBeGreaterThanOrEqual(22);

    const login = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: 'maya@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user_id).toBe(session.user_id);
    expect(login.json().data.token).not.toBe(session.token);

    // The ticket is used up: it cannot make a second account.
    const again = await t.inject({
      method: 'POST',
      url: `${A}/dob-username`,
      payload: { ticket, dateOfBirth: '1998-04-17', userName: 'maya.second' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('answers a known address like a new one, mailing it a notice instead of a code', async () => {
    const user = await createUser(t, { email: 'taken@example.com' });
    const known = await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: user.email, method: 'email' },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: 'newcomer@example.com', method: 'email' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: 'OTP sent to taken@example.com' });
    expect(unknown.json()).toEqual({ message: 'OTP sent to newcomer@example.com' });
    const notice = await mailbox.next('taken@example.com');
    expect(notice.subject).toBe('You already have a Flick account');
    expect(notice.text).not.toMatch(new RegExp(`\\b\\d{${OTP_LENGTH}}\\b`));
    expect(codeIn((await mailbox.next('newcomer@example.com')).text)).toMatch(
      new RegExp(`^\\d{${OTP_LENGTH}}$`),
    );

    // A resend within 30 s is refused the same way for both, and a later one is the same too.
    for (const address of [user.email, 'newcomer@example.com']) {
      const soon = await t.inject({
        method: 'POST',
        url: `${A}/getOtp`,
        payload: { email_phone: address, purpose: 'signup' },
      });
      expect(soon.statusCode, address).toBe(429);
      await pastCooldown(t, address);
      const later = await t.inject({
        method: 'POST',
        url: `${A}/getOtp`,
        payload: { email_phone: address, purpose: 'signup' },
      });
      expect(later.statusCode, address).toBe(200);
      expect(later.json()).toEqual({ message: 'OTP resent successfully!' });
    }
    expect((await mailbox.next('taken@example.com')).subject).toBe(
      'You already have a Flick account',
    );
  });

  it('refuses only the last step, with 409, when the address got an account meanwhile', async () => {
    const address = 'twice@example.com';
    await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: address, method: 'email' },
    });
    const { ticket } = (await verify(t, address, codeIn((await mailbox.next(address)).text))).json()
      .data;
    const named = await t.inject({
      method: 'POST',
      url: `${A}/password-name`,
      payload: { ticket, password: PASSWORD, firstName: 'Twice', lastName: 'Over' },
    });
    expect(named.statusCode).toBe(200);
    // Another tab finished a sign-up with the same address first.
    await createUser(t, { email: address });
    const done = await t.inject({
      method: 'POST',
      url: `${A}/dob-username`,
      payload: { ticket, dateOfBirth: '1998-04-17', userName: 'twice.over' },
    });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({
      code: 'account_exists',
      message: 'An account with this email or phone number already exists.',
    });
  });

  it('refuses bad sign-up input with 400 and a message', async () => {
    const cases = [
      [{ email_phone: 'not-an-email', method: 'email' }, 'Please enter a valid email address.'],
      [{ email_phone: '12345', method: 'phone' }, /valid phone number/],
      [{ email_phone: 'a@b.co' }, "body must have required property 'method'"],
      [{ email_phone: 'a@b.co', method: 'fax' }, 'body/method must be one of: email, phone'],
      [
        { email_phone: 'a@b.co', method: 'email', extra: 1 },
        "body must not have the property 'extra'",
      ],
      [{ email_phone: 42, method: 'email' }, 'body/email_phone must be string'],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await t.inject({ method: 'POST', url: `${A}/register`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const empty = await t.inject({ method: 'POST', url: `${A}/register` });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('body is required');
  });

  it('answers Invalid OTP for a wrong code and for an address without a code', async () => {
    await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: 'wrong@example.com', method: 'email' },
    });
    const code = codeIn((await mailbox.next('wrong@example.com')).text);
    const wrong = (Number(code) + 1) % 1_000_000;
    const res = await verify(t, 'wrong@example.com', wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'otp_invalid', message: 'Invalid OTP' });
    const nobody = await verify(t, 'nobody@example.com', 123456);
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toEqual({ code: 'otp_invalid', message: 'Invalid OTP' });
    const notNumber = await t.inject({
      method: 'POST',
      url: `${A}/verifyOTP`,
      payload: { email_phone: 'wrong@example.com', otp: code },
    });
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json().message).toBe('body/otp must be integer');
  });

  it('accepts a code with leading zeros sent as a number', async () => {
    await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: 'zeros@example.com', method: 'email' },
    });
    await mailbox.next('zeros@example.com');
    await t.db
      .updateTable('otp_codes')
      .set({ code_hash: hashCode('zeros@example.com', '004211') })
      .where('address', '=', 'zeros@example.com')
      .execute();
    const res = await verify(t, 'zeros@example.com', 4211);
    expect(res.statusCode).toBe(200);
  });

  it('ends a code after 5 wrong tries, even for the right code', async () => {
    await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: 'tries@example.com', method: 'email' },
    });
    const code = codeIn((await mailbox.next('tries@example.com')).text);
    const wrong = (Number(code) + 7) % 1_000_000;
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(t, 'tries@example.com', wrong)).statusCode).toBe(400);
    }
    const right = await verify(t, 'tries@example.com', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong tries. Please request a new OTP.');
  });

  it('refuses an expired code', async () => {
    await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: 'late@example.com', method: 'email' },
    });
    const code = codeIn((await mailbox.next('late@example.com')).text);
    await t.db
      .updateTable('otp_codes')
      .set({
        sent_at: sql`now() - interval '11 minutes'`,
        expires_at: sql`now() - interval '1 minute'`,
      })
      .where('address', '=', 'late@example.com')
      .execute();
    const res = await verify(t, 'late@example.com', code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This OTP has expired. Please request a new one.');
  });

  it('resends: 429 within 30 s, then a new code that replaces the old one', async () => {
    const address = 'resend@example.com';
    await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: address, method: 'email' },
    });
    const first = codeIn((await mailbox.next(address)).text);

    const tooSoon = await t.inject({
      method: 'POST',
      url: `${A}/getOtp`,
      payload: { email_phone: address },
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(
      /^Please wait \d+ seconds before requesting a new code\.$/,
    );

    await pastCooldown(t, address);
    const resent = await t.inject({
      method: 'POST',
      url: `${A}/getOtp`,
      payload: { email_phone: address },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: 'OTP resent successfully!' });
    const second = codeIn((await mailbox.next(address)).text);

    if (first !== second) {
      expect((await verify(t, address, first)).statusCode).toBe(400);
    }
    const ok = await verify(t, address, second);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.purpose).toBe('signup');
  });

  it('asks to start a flow before resending', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `${A}/getOtp`,
      payload: { email_phone: 'fresh@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please start sign-up or password reset first.');
  });

  it('allows one requester at most 10 codes and 20 failed checks per address a day', async () => {
    const address = 'daily@example.com';
    await t.db
      .insertInto('otp_daily_counts')
      .values({
        address,
        day: sql<string>`(now() AT TIME ZONE 'UTC')::date`,
        requester: 'ip:127.0.0.1',
        codes_sent: 10,
        failed_checks: 20,
      })
      .execute();
    const res = await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: address, method: 'email' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/today/);
    const check = await verify(t, address, 123456);
    expect(check.statusCode).toBe(429);
  });

  it('checks the sign-up steps: password rules, ticket, names, age and username', async () => {
    const address = 'steps@example.com';
    await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: address, method: 'email' },
    });
    const code = codeIn((await mailbox.next(address)).text);
    const { ticket } = (await verify(t, address, code)).json().data;

    const early = await t.inject({
      method: 'POST',
      url: `${A}/dob-username`,
      payload: { ticket, dateOfBirth: '1998-04-17', userName: 'steps.user' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Please choose your password and name first.');

    const short = await t.inject({
      method: 'POST',
      url: `${A}/password-name`,
      payload: { ticket, password: 'short', firstName: 'A', lastName: 'B' },
    });
    expect(short.statusCode).toBe(400);
    // The contract's own sentence for the field, not the validator's wording.
    expect(short.json().message).toBe('Your password must be at least 8 characters.');

    const longName = await t.inject({
      method: 'POST',
      url: `${A}/password-name`,
      payload: { ticket, password: PASSWORD, firstName: 'A'.repeat(51), lastName: 'B' },
    });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().message).toBe('Your first name can be at most 50 characters.');

    const emptyLast = await t.inject({
      method: 'POST',
      url: `${A}/password-name`,
      payload: { ticket, password: PASSWORD, firstName: 'A', lastName: '' },
    });
    expect(emptyLast.statusCode).toBe(400);
    expect(emptyLast.json().message).toBe('Please enter your last name.');

    const blank = await t.inject({
      method: 'POST',
      url: `${A}/password-name`,
      payload: { ticket, password: PASSWORD, firstName: '  ', lastName: 'B' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter your first name.');

    const badTicket = await t.inject({
      method: 'POST',
      url: `${A}/password-name`,
      payload: { ticket: 'made-up', password: PASSWORD, firstName: 'A', lastName: 'B' },
    });
    expect(badTicket.statusCode).toBe(400);
    expect(badTicket.json().message).toMatch(/expired/);

    // Spaces around the password are part of it.
    const spaced = `  ${PASSWORD}  `;
    const named = await t.inject({
      method: 'POST',
      url: `${A}/password-name`,
      payload: { ticket, password: spaced, firstName: 'Steps', lastName: 'User' },
    });
    expect(named.statusCode).toBe(200);

    const USER_NAME_RULE =
      'Your username must be 3 to 30 characters: letters, digits, dots (.) and underscores (_) only.';
    const cases = [
      [
        { dateOfBirth: '2999-01-01', userName: 'steps.user' },
        'Your date of birth cannot be in the future.',
      ],
      [
        { dateOfBirth: `${new Date().getUTCFullYear() - 5}-01-01`, userName: 'steps.user' },
        /at least 13/,
      ],
      [
        { dateOfBirth: '2001-02-30', userName: 'steps.user' },
        'body/dateOfBirth must be a valid date',
      ],
      [{ dateOfBirth: '1998-04-17', userName: 'no spaces!' }, USER_NAME_RULE],
      [{ dateOfBirth: '1998-04-17', userName: 'ab' }, USER_NAME_RULE],
    ] as const;
    for (const [fields, message] of cases) {
      const res = await t.inject({
        method: 'POST',
        url: `${A}/dob-username`,
        payload: { ticket, ...fields },
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toMatch(message);
    }

    await createUser(t, { userName: 'Taken.Name' });
    const taken = await t.inject({
      method: 'POST',
      url: `${A}/dob-username`,
      payload: { ticket, dateOfBirth: '1998-04-17', userName: 'taken.name' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'username_taken', message: 'That username is taken.' });

    const done = await t.inject({
      method: 'POST',
      url: `${A}/dob-username`,
      payload: { ticket, dateOfBirth: '1998-04-17', userName: 'steps.user' },
    });
    expect(done.statusCode).toBe(201);

    const trimmed = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: address, password: PASSWORD },
    });
    expect(trimmed.statusCode).toBe(401);
    const exact = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: address, password: spaced },
    });
    expect(exact.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown address with the same 401', async () => {
    const user = await createUser(t);
    const wrong = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: user.email, password: 'not the password' },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: 'ghost@example.com', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 'login_failed',
      message: 'Incorrect email, phone or password.',
    });
    expect(unknown.json()).toEqual(wrong.json());
    const missing = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: user.email },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("body must have required property 'password'");
  });

  it('answers forgot-password the same for known and unknown addresses, mailing only the known', async () => {
    const user = await createUser(t, { email: 'known@example.com' });
    const known = await t.inject({
      method: 'POST',
      url: `${A}/forgot-password`,
      payload: { email_phone: user.email, method: 'email' },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: `${A}/forgot-password`,
      payload: { email_phone: 'unknown@example.com', method: 'email' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message.replace(user.email, 'X')).toBe(
      unknown.json().message.replace('unknown@example.com', 'X'),
    );
    await mailbox.next(user.email);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailbox.mails.some((m) => m.to.includes('unknown@example.com'))).toBe(false);
    // The resend cooldown applies to both alike.
    for (const email of [user.email, 'unknown@example.com']) {
      const again = await t.inject({
        method: 'POST',
        url: `${A}/forgot-password`,
        payload: { email_phone: email },
      });
      expect(again.statusCode).toBe(429);
    }
  });

  it('resets a password: OTP → ticket → new password, and every old session ends', async () => {
    const email = 'reset.me@example.com';
    const session = await signUp(t, mailbox, email, 'reset.me');
    const forgot = await t.inject({
      method: 'POST',
      url: `${A}/forgot-password`,
      payload: { email_phone: email },
    });
    expect(forgot.statusCode).toBe(200);
    const code = codeIn((await mailbox.next(email)).text);
    const verified = await verify(t, email, code);
    expect(verified.json().data.purpose).toBe('reset');
    const { ticket } = verified.json().data;

    const signupTicket = await t.inject({
      method: 'POST',
      url: `${A}/password-name`,
      payload: { ticket, password: PASSWORD, firstName: 'A', lastName: 'B' },
    });
    expect(signupTicket.statusCode).toBe(400);

    const reset = await t.inject({
      method: 'POST',
      url: `${A}/reset-password`,
      payload: { ticket, password: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);

    const oldSession = await t.inject({ method: 'POST', url: `${A}/logout`, token: session.token });
    expect(oldSession.statusCode).toBe(401);
    const oldPassword = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: email, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: email, password: 'a brand new passphrase' },
    });
    expect(newPassword.statusCode).toBe(200);

    const reused = await t.inject({
      method: 'POST',
      url: `${A}/reset-password`,
      payload: { ticket, password: 'yet another passphrase' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Your reset request has expired. Please start again.');
  });

  it('changes a password with the current one; other sessions end, this one stays', async () => {
    const user = await createUser(t);
    const other = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: user.email, password: user.password },
    });
    const otherToken = other.json().data.token;

    const wrong = await t.inject({
      method: 'POST',
      url: `${A}/change-password`,
      token: user.token,
      payload: { currentPassword: 'nope', newPassword: 'a brand new passphrase' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'current_password_wrong',
      message: 'Your current password is incorrect.',
    });

    const tooShort = await t.inject({
      method: 'POST',
      url: `${A}/change-password`,
      token: user.token,
      payload: { currentPassword: user.password, newPassword: 'short' },
    });
    expect(tooShort.statusCode).toBe(400);

    const ok = await t.inject({
      method: 'POST',
      url: `${A}/change-password`,
      token: user.token,
      payload: { currentPassword: user.password, newPassword: 'a brand new passphrase' },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'POST', url: `${A}/logout`, token: otherToken })).statusCode,
    ).toBe(401);
    expect(
      (await t.inject({ method: 'POST', url: `${A}/logout`, token: user.token })).statusCode,
    ).toBe(200);

    const anonymous = await t.inject({
      method: 'POST',
      url: `${A}/change-password`,
      payload: { currentPassword: 'a', newPassword: 'a brand new passphrase' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never writes passwords, tokens, tickets or codes to the log', async () => {
    const email = 'quiet@example.com';
    const session = await signUp(t, mailbox, email, 'quiet.user');
    const code = codeIn(mailbox.mails.find((m) => m.to.includes(email))?.text ?? '');
    await t.inject({ method: 'POST', url: `${A}/logout`, token: session.token });
    const log = t.logs.join('\n');
    expect(log).toContain('/api/account/dob-username');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(session.token);
    // As a number on its own: timestamps in the log may contain the digits by chance.
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });
});

describe('OTP delivery without SMTP', () => {
  let t: TestApp;
  let sms: WebhookReceiver;
  beforeAll(async () => {
    sms = await startWebhookReceiver();
    t = await buildTestApp({ env: { SMS_WEBHOOK_URL: sms.url } });
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  it('texts the code to a phone through the SMS webhook as JSON { to, text }', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: '+49 151 2345 6789', method: 'phone' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent to +4915123456789' });
    expect(sms.received).toHaveLength(1);
    const [first] = sms.received;
    expect(first?.contentType).toBe('application/json');
    expect(first?.body.to).toBe('+4915123456789');
    const verified = await verify(t, '+4915123456789', codeIn(first?.body.text ?? ''));
    expect(verified.statusCode).toBe(200);
  });

  it('prints the code to the log outside production when email has no SMTP', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `${A}/register`,
      payload: { email_phone: 'dev@example.com', method: 'email' },
    });
    expect(res.statusCode).toBe(200);
    const line = t.logs.find((l) => l.includes('OTP for dev@example.com: '));
    expect(line).toBeDefined();
    const code =
      new RegExp(`OTP for dev@example\\.com: (\\d{${OTP_LENGTH}})`).exec(line ?? '')?.[1] ?? '';
    expect((await verify(t, 'dev@example.com', code)).statusCode).toBe(200);
  });
});

describe('rate limits on sign-in and OTP routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: { rateLimits: { perIp: 6, loginPerAddress: 2, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with a message after too many failed logins for one address', async () => {
    const user = await createUser(t);
    // Successful sign-ins do not count.
    for (let i = 0; i < 3; i += 1) {
      const ok = await t.inject({
        method: 'POST',
        url: `${A}/login`,
        payload: { email_phone: user.email, password: user.password },
      });
      expect(ok.statusCode).toBe(200);
    }
    for (let i = 0; i < 2; i += 1) {
      const res = await t.inject({
        method: 'POST',
        url: `${A}/login`,
        payload: { email_phone: user.email, password: 'wrong password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: user.email, password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 after too many OTP requests from one IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await t.inject({
        method: 'POST',
        url: `${A}/verifyOTP`,
        payload: { email_phone: `ip${i}@example.com`, otp: 123456 },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });
});

describe('password limits under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: { rateLimits: { perIp: 10_000, loginPerAddress: 10, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks at most the limit of 40 parallel wrong sign-in passwords for one address', async () => {
    const user = await createUser(t);
    const limit = t.config.rateLimits.loginPerAddress;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.inject({
          method: 'POST',
          url: `${A}/login`,
          payload: { email_phone: user.email, password: `wrong password ${i}` },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - limit);
    // The right password is refused too until the window ends.
    const right = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: user.email, password: user.password },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(
      'Too many failed sign-in attempts for this account. Please try again later.',
    );
  });

  it('lets successful sign-ins run in parallel without using up the limit', async () => {
    const user = await createUser(t);
    const limit = t.config.rateLimits.loginPerAddress;
    const answers = await Promise.all(
      Array.from({ length: limit * 2 }, () =>
        t.inject({
          method: 'POST',
          url: `${A}/login`,
          payload: { email_phone: user.email, password: user.password },
        }),
      ),
    );
    // At most `limit` tries are in flight at once; the rest wait for no one and get 429 only
    // when all slots are held at that moment. Afterwards every slot is free again.
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 429)).toBe(true);
    const wrong = await Promise.all(
      Array.from({ length: limit }, () =>
        t.inject({
          method: 'POST',
          url: `${A}/login`,
          payload: { email_phone: user.email, password: 'not it at all' },
        }),
      ),
    );
    expect(wrong.map((res) => res.statusCode)).toEqual(Array(limit).fill(401));
  });

  it('throttles wrong current passwords on change-password per user, exactly under concurrency', async () => {
    const user = await createUser(t);
    const limit = t.config.rateLimits.loginPerAddress;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.inject({
          method: 'POST',
          url: `${A}/change-password`,
          token: user.token,
          payload: { currentPassword: `guess ${i}`, newPassword: 'a brand new passphrase' },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - limit);
    const right = await t.inject({
      method: 'POST',
      url: `${A}/change-password`,
      token: user.token,
      payload: { currentPassword: user.password, newPassword: 'a brand new passphrase' },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(
      'Too many wrong passwords. Please wait a few minutes and try again.',
    );
    // Another user's budget is their own.
    const other = await createUser(t);
    const fine = await t.inject({
      method: 'POST',
      url: `${A}/change-password`,
      token: other.token,
      payload: { currentPassword: other.password, newPassword: 'a brand new passphrase' },
    });
    expect(fine.statusCode).toBe(200);
  });
});

describe('a stranger cannot lock an address out of its codes', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  const STRANGER = '203.0.113.66';
  const OWNER = '198.51.100.7';

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp({ env: { SMTP_URL: mailbox.url } });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  async function ownerResets(email: string) {
    const start = await t.inject({
      method: 'POST',
      url: `${A}/forgot-password`,
      remoteAddress: OWNER,
      payload: { email_phone: email, method: 'email' },
    });
    expect(start.statusCode).toBe(200);
    const code = codeIn((await mailbox.next(email)).text);
    return t.inject({
      method: 'POST',
      url: `${A}/verifyOTP`,
      remoteAddress: OWNER,
      payload: { email_phone: email, otp: Number(code) },
    });
  }

  it('counts no failure when no code is pending: 25 guesses leave the owner able to reset', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 25; i += 1) {
      const res = await t.inject({
        method: 'POST',
        url: `${A}/verifyOTP`,
        remoteAddress: STRANGER,
        payload: { email_phone: user.email, otp: 100000 + i },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'otp_invalid', message: 'Invalid OTP' });
    }
    const verified = await ownerResets(user.email);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.purpose).toBe('reset');
  });

  it("spends a stranger's own daily allowance, not the owner's, on reset requests", async () => {
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await t.inject({
        method: 'POST',
        url: `${A}/forgot-password`,
        remoteAddress: STRANGER,
        payload: { email_phone: user.email, method: 'email' },
      });
      statuses.push(res.statusCode);
      await pastCooldown(t, user.email);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // The stranger's ten codes reached the owner's mailbox (and are stale now).
    for (let i = 0; i < 10; i += 1) await mailbox.next(user.email);
    const verified = await ownerResets(user.email);
    expect(verified.statusCode).toBe(200);
  });

  it("spends a stranger's own failed checks against live codes, not the owner's", async () => {
    const user = await createUser(t);
    let status = 0;
    // Wrong guesses against live codes (5 per code) until the stranger is stopped for the day.
    for (let round = 0; round < 5 && status !== 429; round += 1) {
      await pastCooldown(t, user.email);
      await t.inject({
        method: 'POST',
        url: `${A}/forgot-password`,
        remoteAddress: STRANGER,
        payload: { email_phone: user.email, method: 'email' },
      });
      const code = Number(codeIn((await mailbox.next(user.email)).text));
      for (let i = 0; i < 5 && status !== 429; i += 1) {
        const res = await t.inject({
          method: 'POST',
          url: `${A}/verifyOTP`,
          remoteAddress: STRANGER,
          payload: { email_phone: user.email, otp: (code + 1 + i) % 1_000_000 },
        });
        status = res.statusCode;
      }
    }
    expect(status).toBe(429);
    await pastCooldown(t, user.email);
    const verified = await ownerResets(user.email);
    expect(verified.statusCode).toBe(200);
  });
});
