import type { Language } from '@flick/api-types/rules';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config/config';
import type { OtpMethod } from '../db/tables/account';
import { errorMessage } from '../http/errorCodes';
import { badRequest } from '../http/errors';
import { codeNotice, type Notice } from './texts';

export type { Notice } from './texts';

/**
 * Sends one-time codes and account notices to an email address or phone number, written in
 * `language` (the account's, or the request's before there is one: `messageLanguage`).
 */
export interface OtpMessenger {
  sendCode(address: string, method: OtpMethod, code: string, language: Language): Promise<void>;
  /** Tells an address about something done to its account (no code in it), already written. */
  sendNotice(address: string, method: OtpMethod, notice: Notice): Promise<void>;
}

/**
 * Picks the delivery per method: SMTP (nodemailer) for email when SMTP_URL is set, the SMS
 * webhook (POST JSON { to, text }) for phones when SMS_WEBHOOK_URL is set, and otherwise —
 * outside production only — a log line `OTP for <address>: <code>` for local development.
 */
export function createOtpMessenger(config: Config, log: FastifyBaseLogger): OtpMessenger {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;

  async function send(
    address: string,
    method: OtpMethod,
    message: Notice,
    devLine: string,
  ): Promise<void> {
    if (method === 'email' && transport) {
      await transport.sendMail({
        from: config.mailFrom,
        to: address,
        subject: message.subject,
        text: message.text,
      });
      return;
    }
    if (method === 'phone' && config.smsWebhookUrl) {
      const response = await fetch(config.smsWebhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: address, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new Error(`SMS webhook answered ${response.status}`);
      }
      return;
    }
    if (config.production) {
      // Production has at least one real delivery (checked at start), just not this one.
      throw badRequest(
        errorMessage(method === 'email' ? 'email_codes_unavailable' : 'sms_codes_unavailable'),
      );
    }
    // Development only: the message goes to the server log instead of a real delivery.
    log.info(devLine);
  }

  return {
    sendCode: (address, method, code, language) =>
      send(address, method, codeNotice(language, code), `OTP for ${address}: ${code}`),
    sendNotice: (address, method, notice) =>
      send(address, method, notice, `Notice for ${address}: ${notice.subject}`),
  };
}
