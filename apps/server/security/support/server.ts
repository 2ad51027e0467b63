import http from 'node:http';
import net from 'node:net';
import { isErrorCode } from '@flick/api-types/errors';
import { sql } from 'kysely';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../test/helpers';

/** A server under attack: the real app listening on a loopback port, on a fresh database. */
export interface Target {
  t: TestApp;
  port: number;
  /** Requests sent so far through `send`/`sendRaw` (so a check cannot pass by sending none). */
  sent(): number;
  send(request: HttpRequest): Promise<HttpAnswer>;
  /** Writes bytes as they are onto a socket and reads whatever comes back. */
  sendRaw(
    bytes: Buffer | string,
    options?: { endAfterMs?: number; halfClose?: boolean },
  ): Promise<string>;
  close(): Promise<void>;
}

export interface HttpRequest {
  method: string;
  path: string;
  token?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a Buffer or string as is. */
  body?: unknown;
  timeoutMs?: number;
}

export interface HttpAnswer {
  status: number;
  contentType: string;
  body: string;
  headers?: http.IncomingHttpHeaders;
}

/** Starts the app of the server tests (fresh database copied from the run's template) on a port. */
export async function startTarget(options: TestAppOptions = {}): Promise<Target> {
  const t = await buildTestApp(options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let count = 0;

  const send = (request: HttpRequest): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      count += 1;
      const headers: Record<string, string> = { ...(request.headers ?? {}) };
      if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
      let payload: Buffer | undefined;
      if (request.body !== undefined) {
        if (Buffer.isBuffer(request.body)) payload = request.body;
        else if (typeof request.body === 'string') payload = Buffer.from(request.body);
        else {
          payload = Buffer.from(JSON.stringify(request.body));
          headers['content-type'] ??= 'application/json';
        }
        headers['content-length'] ??= String(payload.length);
      }
      const req = http.request(
        { host: '127.0.0.1', port, method: request.method, path: request.path, headers, agent },
        (res) => {
          const contentType = String(res.headers['content-type'] ?? '');
          if (contentType.startsWith('text/event-stream')) {
            // An endless stream: its status is the answer.
            res.destroy();
            resolve({ status: res.statusCode ?? 0, contentType, body: '' });
            return;
          }
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType,
              body: Buffer.concat(chunks).toString('utf8'),
              headers: res.headers,
            }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(request.timeoutMs ?? 30_000, () =>
        req.destroy(new Error(`timeout: ${request.method} ${request.path}`)),
      );
      req.on('error', reject);
      req.end(payload);
    });

  const sendRaw = (
    bytes: Buffer | string,
    options: { endAfterMs?: number; halfClose?: boolean } = {},
  ): Promise<string> =>
    new Promise((resolve) => {
      count += 1;
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      const finish = () => {
        socket.destroy();
        resolve(Buffer.concat(chunks).toString('utf8'));
      };
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('end', finish);
      socket.on('error', finish);
      socket.setTimeout(options.endAfterMs ?? 3000, finish);
      socket.write(bytes, () => {
        if (options.halfClose) socket.end();
      });
    });

  return {
    t,
    port,
    sent: () => count,
    send,
    sendRaw,
    async close() {
      agent.destroy();
      await t.close();
    },
  };
}

/**
 * A digest of the database: per table its row count and an md5 of its rows. Sessions are
 * counted (and their revoked ones), not hashed, because a valid token's use may move
 * `last_used_at`; process leases are counted, because the server renews its own on a timer;
 * job claims are left out, because the server's workers take and release them on theirs.
 */
export async function databaseDigest(t: TestApp): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%'
    ORDER BY table_name
  `.execute(t.db);
  const digest: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const ident = sql.id(name);
    if (name === 'following_timeline' || name.startsWith('timeline_')) {
      // Derived rows the server's fan-out jobs write on their own timer (ADR 0106) from the
      // follows and videos that requests write; those tables are hashed here.
      continue;
    }
    if (name === 'job_claims') {
      // Which worker holds which job: the server's workers take and let go of the jobs that
      // earlier requests queued, on their own timer. A request's own work shows in `jobs`.
      continue;
    }
    if (name === 'process_leases') {
      // Renewed on a timer by the running server (ADR 0024): counted, not hashed.
      const row = await sql<{ n: string }>`SELECT count(*) AS n FROM process_leases`.execute(t.db);
      digest[name] = `${row.rows[0]?.n}`;
      continue;
    }
    if (name === 'sessions') {
      const row = await sql<{ n: string; revoked: string }>`
        SELECT count(*) AS n, count(revoked_at) AS revoked FROM sessions
      `.execute(t.db);
      digest[name] = `${row.rows[0]?.n}/${row.rows[0]?.revoked}`;
      continue;
    }
    const row = await sql<{ n: string; h: string | null }>`
      SELECT count(*) AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${ident} AS x
    `.execute(t.db);
    digest[name] = `${row.rows[0]?.n}:${row.rows[0]?.h}`;
  }
  return digest;
}

/** The tables whose digest differs. */
export function digestChanges(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]);
}

/**
 * Why an answer is not a clean one: a 5xx, an error body not exactly `{ code, message }` (with a
 * code the contract declares), a stack or SQL. The answer to a `HEAD` has no body (HTTP): only its status can be judged.
 */
export function answerProblem(answer: HttpAnswer, method = 'GET'): string | null {
  // 501 is a declared answer, not a fault: oEmbed's "format not implemented" (format=xml).
  if (answer.status >= 500 && answer.status !== 501) {
    return `${answer.status} ${answer.body.slice(0, 160)}`;
  }
  if (STACK.test(answer.body)) return `stack trace in body: ${answer.body.slice(0, 160)}`;
  if (method.toUpperCase() === 'HEAD') {
    return answer.body === '' ? null : `HEAD answered a body: ${answer.body.slice(0, 160)}`;
  }
  if (answer.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${answer.status} error body is not JSON: ${answer.body.slice(0, 160)}`;
    }
    const keys = typeof body === 'object' && body !== null ? Object.keys(body).sort() : [];
    const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
    if (
      keys.length !== 2 ||
      keys[0] !== 'code' ||
      keys[1] !== 'message' ||
      typeof message !== 'string' ||
      !isErrorCode(code)
    ) {
      return `${answer.status} error body is not { code, message }: ${answer.body.slice(0, 160)}`;
    }
    if (SQL.test(answer.body))
      return `${answer.status} SQL text in error: ${answer.body.slice(0, 160)}`;
  }
  return null;
}

const STACK = /\bat [\w.<>$]+ \(?(file:|node:|\/)[^)\s]*:\d+:\d+\)?/;
const SQL =
  /\b(select .+ from|insert into|update \w+ set|delete from|syntax error at|violates (unique|foreign key|not-null|check) constraint|relation "|column "|invalid input syntax|duplicate key value|pg_catalog)\b/i;
