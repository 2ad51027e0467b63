import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { OTP_LENGTH } from '../src/rules/auth/otp.service';

/** One received mail. */
export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export interface Mailbox {
  /** SMTP_URL for the app. */
  url: string;
  mails: ReceivedMail[];
  /** The next mail to `to` (waits up to 5 s). */
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const seen = new Map<string, number>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to)
            ? parsed.to.map((t) => t.text).join(', ')
            : (parsed.to?.text ?? '');
          const mail = {
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          };
          mails.push(mail);
          for (const waiter of [...waiters]) {
            if (mail.to.includes(waiter.to)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              seen.set(waiter.to, mails.indexOf(mail) + 1);
              waiter.resolve(mail);
              break;
            }
          }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next(to) {
      // A mail that already arrived after the last one handed out for this address.
      const from = seen.get(to) ?? 0;
      const index = mails.findIndex((m, i) => i >= from && m.to.includes(to));
      if (index >= 0) {
        seen.set(to, index + 1);
        return Promise.resolve(mails[index] as ReceivedMail);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within 5 s`)), 5000);
        waiters.push({
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The code (`OTP_LENGTH` digits) in a message text. */
export function codeIn(text: string): string {
  const match = new RegExp(`\\b(\\d{${OTP_LENGTH}})\\b`).exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}
