import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config/config';
import type { OtpMethod } from '../db/tables/account';
import { badRequest } from '../http/errors';

/** A message that is not a code: a subject (email only) and a text. */
export interface Notice {
  subject: string;
  text: string;
}

/** Sends one-time codes and account notices to an email address or phone number. */
export interface OtpMessenger {
  sendCode(address: string, method: OtpMethod, code: string): Promise<void>;
  /** Tells an address about something done to its account (no code in it). */
  sendNotice(address: string, method: OtpMethod, notice: Notice): Promise<void>;
}

function codeText(code: string): string {
  return `Your Flick code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`;
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
        method === 'email'
          ? 'Codes by email are not available. Please use a phone number.'
          : 'Codes by text message are not available. Please use an email address.',
      );
    }
    // Development only: the message goes to the server log instead of a real delivery.
    log.info(devLine);
  }

  return {
    sendCode: (address, method, code) =>
      send(
        address,
        method,
        { subject: `Your Flick code: ${code}`, text: codeText(code) },
        `OTP for ${address}: ${code}`,
      ),
    sendNotice: (address, method, notice) =>
      send(address, method, notice, `Notice for ${address}: ${notice.subject}`),
  };
}
