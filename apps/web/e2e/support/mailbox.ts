import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the server sent, as the test reads it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

/** A running in-test mail server: SMTP for the Flick server, HTTP for the tests. */
export interface Mailbox {
  /** `smtp://127.0.0.1:<port>` for the server's `SMTP_URL`. */
  smtpUrl: string;
  /** `http://127.0.0.1:<port>`: `GET /messages?to=<address>` lists what arrived for it. */
  inspectUrl: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) that keeps every message in memory, parsed by
 * mailparser. Test files run in their own processes, so they read the messages over a
 * small HTTP endpoint instead of sharing memory with this one.
 */
export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: Date.now(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: HttpServer = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = messages.filter((mail) => !to || mail.to.includes(to));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inspectUrl: `http://127.0.0.1:${httpPort}`,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/**
 * Waits for a new message to `address` (one received after `since`) and returns the
 * six-digit code in it.
 */
export async function waitForOtp(
  inspectUrl: string,
  address: string,
  since: number,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${inspectUrl}/messages?to=${encodeURIComponent(address)}`);
    const mails = (await response.json()) as ReceivedMail[];
    const latest = mails.filter((mail) => mail.receivedAt >= since).at(-1);
    const code = latest && /\b(\d{6})\b/.exec(`${latest.subject}\n${latest.text}`)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no OTP mail reached ${address} within ${timeoutMs} ms`);
}
