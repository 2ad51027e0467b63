import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { OtpMethod } from '../db/tables/account';
import { badRequest } from '../http/errors';

/** Sends one-time codes to an email address or phone number. */
export interface OtpMessenger {
  sendCode(address: string, method: OtpMethod, code: string): Promise<void>;
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

  return {
    async sendCode(address, method, code) {
      if (method === 'email' && transport) {
        await transport.sendMail({
          from: config.mailFrom,
          to: address,
          subject: `Your Flick code: ${code}`,
          text: codeText(code),
        });
        return;
      }
      if (method === 'phone' && config.smsWebhookUrl) {
        const response = await fetch(config.smsWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: address, text: codeText(code) }),
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
      // Development only: the code goes to the server log instead of a real message.
      log.info(`OTP for ${address}: ${code}`);
    },
  };
}
