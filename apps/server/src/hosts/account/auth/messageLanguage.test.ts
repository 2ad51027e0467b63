import type { Language } from '@flick/api-types/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/helpers';
import { codeIn, type Mailbox, startMailbox } from '../../../../test/mailbox';
import { startWebhookReceiver, type WebhookReceiver } from '../../../../test/webhook';

const A = '/api/account';

/** Emails and SMS in the account's language, else the request's (ADR 0144). */
describe("codes and notices go out in the account's language", () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let sms: WebhookReceiver;

  beforeAll(async () => {
    mailbox = await startMailbox();
    sms = await startWebhookReceiver();
    t = await buildTestApp({
      env: {
        SMTP_URL: mailbox.url,
        MAIL_FROM: 'Flick <codes@flick.test>',
        SMS_WEBHOOK_URL: sms.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
    await sms.close();
  });

  async function chooseLanguage(token: string, language: Language) {
    const res = await t.inject({ method: 'PATCH', url: `${A}/me`, token, payload: { language } });
    expect(res.statusCode).toBe(200);
  }

  it("writes the sign-up code in the request's language before an account exists", async () => {
    const spanish = await t.inject({
      method: 'POST',
      url: `${A}/register`,
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      payload: { email_phone: 'nueva@example.com', method: 'email' },
    });
    expect(spanish.statusCode).toBe(200);
    const mail = await mailbox.next('nueva@example.com');
    const code = codeIn(mail.text);
    expect(mail.subject).toBe(`Tu código de Flick: ${code}`);
    expect(mail.text.trim()).toBe(
      `Tu código de Flick es ${code}. Caduca en 10 minutos. Si no lo pediste, ignora este mensaje.`,
    );

    await t.inject({
      method: 'POST',
      url: `${A}/register`,
      headers: { 'accept-language': 'de-DE' },
      payload: { email_phone: 'neu@example.com', method: 'email' },
    });
    const english = await mailbox.next('neu@example.com');
    expect(english.subject).toBe(`Your Flick code: ${codeIn(english.text)}`);
  });

  it("writes codes and notices in the account's language, whatever the request asks", async () => {
    const layla = await createUser(t, { email: 'layla@example.com' });
    await chooseLanguage(layla.token, 'ar');

    await t.inject({
      method: 'POST',
      url: `${A}/forgot-password`,
      headers: { 'accept-language': 'es' },
      payload: { email_phone: 'layla@example.com', method: 'email' },
    });
    const reset = await mailbox.next('layla@example.com');
    const code = codeIn(reset.text);
    expect(reset.subject).toBe(`رمز Flick الخاص بك: ${code}`);
    const verified = await t.inject({
      method: 'POST',
      url: `${A}/verifyOTP`,
      payload: { email_phone: 'layla@example.com', otp: Number(code) },
    });
    expect(verified.statusCode).toBe(200);

    // A sign-up started with her address: the notice instead of a code, in her language.
    await t.inject({
      method: 'POST',
      url: `${A}/register`,
      headers: { 'accept-language': 'en' },
      payload: { email_phone: 'layla@example.com', method: 'email' },
    });
    const notice = await mailbox.next('layla@example.com');
    expect(notice.subject).toBe('لديك حساب على Flick بالفعل');
    expect(notice.text).toContain('نسيت كلمة المرور');
  });

  it("texts a phone in the account's language, and in the request's when the account chose none", async () => {
    const sofia = await createUser(t, { phone: '+34612345678' });
    await chooseLanguage(sofia.token, 'es');
    await t.inject({
      method: 'POST',
      url: `${A}/forgot-password`,
      payload: { email_phone: '+34612345678', method: 'phone' },
    });
    await expect.poll(() => sms.received.some((m) => m.body.to === '+34612345678')).toBe(true);
    const text = sms.received.find((m) => m.body.to === '+34612345678')?.body.text ?? '';
    expect(text).toBe(
      `Tu código de Flick es ${codeIn(text)}. Caduca en 10 minutos. Si no lo pediste, ignora este mensaje.`,
    );

    await createUser(t, { phone: '+201001234567' });
    await t.inject({
      method: 'POST',
      url: `${A}/forgot-password`,
      headers: { 'accept-language': 'ar-EG,ar;q=0.9' },
      payload: { email_phone: '+201001234567', method: 'phone' },
    });
    await expect.poll(() => sms.received.some((m) => m.body.to === '+201001234567')).toBe(true);
    const arabic = sms.received.find((m) => m.body.to === '+201001234567')?.body.text ?? '';
    expect(arabic).toContain(`رمز Flick الخاص بك هو ${codeIn(arabic)}.`);
  });

  it("tells the old address of an email change in the account's language", async () => {
    const ana = await createUser(t, { email: 'ana.old@example.com' });
    await chooseLanguage(ana.token, 'es');
    const start = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change`,
      token: ana.token,
      payload: {
        email_phone: 'ana.new@example.com',
        method: 'email',
        currentPassword: ana.password,
      },
    });
    expect(start.statusCode).toBe(200);
    const code = codeIn((await mailbox.next('ana.new@example.com')).text);
    const confirm = await t.inject({
      method: 'POST',
      url: `${A}/me/address-change/confirm`,
      token: ana.token,
      payload: { otp: Number(code) },
    });
    expect(confirm.statusCode).toBe(200);
    const told = await mailbox.next('ana.old@example.com');
    expect(told.subject).toBe('Se cambió el correo electrónico de tu cuenta de Flick');
    expect(told.text).toContain('Si no fuiste tú, contacta de inmediato con el soporte de Flick');
  });
});
