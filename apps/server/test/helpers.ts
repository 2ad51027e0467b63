import { AsyncLocalStorage } from 'node:async_hooks';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { type Agent, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { isErrorCode } from '@flick/api-types/errors';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import pg from 'pg';
import { inject as injectProvided, vi } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/platform/config/config';
import { type ContractOperation, getContract } from '../src/platform/contract/contract';
import { checkResponse } from '../src/platform/contract/validation';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/connect';
import type { Database } from '../src/platform/db/database';
import { FEDERATION_QUEUE, JOBS_SCHEMA } from '../src/platform/jobs/queue';
import type { Tracing } from '../src/platform/observability/traces';
import { hashPassword } from '../src/rules/auth/passwords';
import { createSession } from '../src/rules/auth/sessions.repository';
import { linkHashtags } from '../src/rules/videos/hashtags';

/** What `inject` takes: Fastify's inject options plus a bearer `token` shortcut. */
export type TestRequest = InjectOptions & {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
};

/** A server under test on its own fresh database. */
export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  /** Every log line the app wrote (JSON text), for checks that secrets never reach the log. */
  logs: string[];
  /**
   * `app.inject` that fails the test unless the answer (status, content type and body)
   * matches the contract's response for the operation the URL belongs to. Answers of
   * URLs outside the contract under /api must still be `{ message }`.
   */
  inject(request: TestRequest): Promise<LightMyRequestResponse>;
  /**
   * Stops the server (as a crash or a deploy would, with its database and DATA_DIR kept)
   * and starts a new one on them; `app` and `db` are the new server's afterwards.
   */
  restart(): Promise<void>;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

/** Options of `buildTestApp`. */
export interface TestAppOptions {
  /** Environment variables for `loadConfig` (DATA_DIR and DATABASE_URL are set for you). */
  env?: Record<string, string>;
  /** Values to override after loading the config (e.g. rateLimits). */
  config?: Partial<Config>;
  /** The built web app to serve at / (default: none). */
  webDistDir?: string | null;
  /** Carries push delivery's requests (the FCM stand-in's agent, `test/fcmStandIn.ts`). */
  pushHttpAgent?: Agent;
  /** Trace export (`startTracing`), for the tests of ADR 0128. */
  tracing?: Tracing | null;
}

interface OperationMatcher {
  op: ContractOperation;
  method: string;
  pattern: RegExp;
  literalSegments: number;
}

let matchers: OperationMatcher[] | undefined;

function operationMatchers(): OperationMatcher[] {
  if (matchers) return matchers;
  const list: OperationMatcher[] = [];
  for (const op of getContract().operations.values()) {
    const full = `${op.serverUrl}${op.path}`;
    const source = full
      .split('/')
      .map((part) =>
        /^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    list.push({
      op,
      method: op.method.toUpperCase(),
      pattern: new RegExp(`^${source}/?$`),
      literalSegments: full.split('/').filter((p) => p && !p.startsWith('{')).length,
    });
  }
  // Literal paths win over templated ones (/oidc/exchange before /oidc/{provider}/…).
  list.sort((a, b) => b.literalSegments - a.literalSegments);
  matchers = list;
  return list;
}

/** The contract operation a request goes to, if any. */
export function operationFor(method: string, url: string): ContractOperation | undefined {
  const pathname = url.split('?')[0] ?? url;
  return operationMatchers().find(
    (m) => m.method === method.toUpperCase() && m.pattern.test(pathname),
  )?.op;
}

/** Throws (failing the test) when an answer breaks the contract. */
export function assertMatchesContract(
  method: string,
  url: string,
  response: LightMyRequestResponse,
): void {
  const op = operationFor(method, url);
  const contentType = response.headers['content-type'] as string | undefined;
  if (op) {
    const problem = checkResponse(getContract(), op, {
      statusCode: response.statusCode,
      contentType,
      body: response.body,
    });
    if (problem) throw new Error(`Contract violation: ${method} ${url}: ${problem}`);
    return;
  }
  const pathname = url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') && response.statusCode >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      body = undefined;
    }
    const answer = body as { code?: unknown; message?: unknown } | undefined;
    if (typeof answer?.message !== 'string' || !isErrorCode(answer.code)) {
      throw new Error(
        `Contract violation: ${method} ${url}: error answer without { code, message } (a code of the ErrorCode enum): ${response.body}`,
      );
    }
  }
}

/** A fresh copy of the run's migrated template: a PGlite directory, or a PostgreSQL database. */
export async function freshDatabase(): Promise<{
  target: { pgliteDir: string } | { databaseUrl: string };
  drop: () => Promise<void>;
}> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = injectProvided('pgTemplateDatabase');
    const name = `flick_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
          break;
        } catch (err) {
          // 55006: the template is busy because another worker is cloning it right now.
          if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
        }
      }
    } finally {
      await admin.end();
    }
    const { url, drop } = databaseBeside(databaseUrl, name);
    return { target: { databaseUrl: url }, drop };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flick-app-'));
  cpSync(injectProvided('pgliteTemplateDir'), dir, { recursive: true });
  rmSync(path.join(dir, 'flick.lock'), { recursive: true, force: true });
  return {
    target: { pgliteDir: dir },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new empty database (no migrations) on the PostgreSQL of DATABASE_URL, for the operator's
 * commands that fill one; `drop` removes it.
 */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('emptyPostgresDatabase needs DATABASE_URL');
  const name = `flick_empty_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return databaseBeside(databaseUrl, name);
}

/** The address of database `name` on the server of `databaseUrl`, and how to drop it. */
function databaseBeside(databaseUrl: string, name: string) {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A server (quiet, no demo seed) on an install's `dataDir`: on PostgreSQL at `databaseUrl`
 * when given, else on the PGlite in `dataDir`. Close it with `app.close()`.
 */
export async function startServerOn(
  dataDir: string,
  databaseUrl?: string,
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: dataDir });
  try {
    const app = await buildApp(config, { database: handle, webDistDir: null });
    await app.ready();
    return app;
  } catch (err) {
    await handle.close().catch(() => {});
    throw err;
  }
}

/** A fresh database (`freshDatabase`) opened; `close` closes it and drops it. */
export interface FreshDatabase {
  handle: DatabaseHandle;
  target: Awaited<ReturnType<typeof freshDatabase>>['target'];
  close(): Promise<void>;
}

/** Opens a fresh copy of the run's migrated template (`freshDatabase`). */
export async function openFreshDatabase(): Promise<FreshDatabase> {
  const { target, drop } = await freshDatabase();
  const handle = await openDatabase(target);
  return {
    handle,
    target,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A server on a fresh database (a copy of the run's migrated template), logging into
 * `logs`. Close it when done: `afterAll(() => t.close())`.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { target, drop } = await freshDatabase();
  const dataDir =
    'pgliteDir' in target ? target.pgliteDir : mkdtempSync(path.join(os.tmpdir(), 'flick-data-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:3000',
      ...('databaseUrl' in target ? { DATABASE_URL: target.databaseUrl } : {}),
      ...options.env,
    }),
    // Tests send many requests from one address; rate-limit tests lower these again.
    rateLimits: { perIp: 10_000, loginPerAddress: 10_000, windowMs: 60_000 },
    ...options.config,
  };

  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });

  const start = async (): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> => {
    const handle = await openDatabase(target);
    try {
      const app = await buildApp(config, {
        database: handle,
        logStream,
        webDistDir: options.webDistDir ?? null,
        ...(options.pushHttpAgent ? { pushHttpAgent: options.pushHttpAgent } : {}),
        ...(options.tracing ? { tracing: options.tracing } : {}),
      });
      await app.ready();
      return { app, handle };
    } catch (err) {
      await handle.close().catch(() => {});
      throw err;
    }
  };
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  try {
    ({ app, handle } = await start());
  } catch (err) {
    await drop();
    throw err;
  }

  let closed = false;
  const testApp: TestApp = {
    app,
    db: handle.db,
    config,
    logs,
    async inject(request) {
      const { token, ...rest } = request;
      const headers = { ...(rest.headers ?? {}) } as Record<string, string>;
      if (token !== undefined) headers.authorization = `Bearer ${token}`;
      const response = await testApp.app.inject({ ...rest, headers });
      assertMatchesContract(String(rest.method ?? 'GET'), String(rest.url ?? '/'), response);
      return response;
    },
    async restart() {
      await testApp.app.close();
      ({ app, handle } = await start());
      testApp.app = app;
      testApp.db = handle.db;
    },
    async close() {
      if (closed) return;
      closed = true;
      await testApp.app.close();
      await drop();
      if (!('pgliteDir' in target)) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

let userCounter = 0;
/** argon2 is slow on purpose; tests reuse one hash per distinct password. */
const passwordHashes = new Map<string, Promise<string>>();

/** A user made directly in the database, with a live session. */
export interface TestUser {
  id: string;
  token: string;
  userName: string;
  email: string;
  password: string;
}

/**
 * Changes a user's row as another server process would: through a second handle on the same
 * PostgreSQL database. PGlite has a single handle per directory, so there the change goes in
 * through the app's own handle, behind its services' back (no cache of theirs is told).
 */
export async function updateUserElsewhere(
  t: TestApp,
  userId: string,
  values: { user_name?: string; first_name?: string; last_name?: string },
): Promise<void> {
  const url = t.config.databaseUrl;
  const other = url ? await openDatabase({ databaseUrl: url }) : undefined;
  try {
    await (other?.db ?? t.db).updateTable('users').set(values).where('id', '=', userId).execute();
  } finally {
    await other?.close();
  }
}

/**
 * Inserts a user and signs them in without going through the sign-up flow; for tests
 * of everything that just needs "a signed-in person".
 */
export async function createUser(
  t: Pick<TestApp, 'db'>,
  fields: {
    userName?: string;
    email?: string;
    phone?: string;
    firstName?: string;
    lastName?: string;
    password?: string;
  } = {},
): Promise<TestUser> {
  userCounter += 1;
  const suffix = `${process.pid}_${userCounter}_${Math.random().toString(36).slice(2, 6)}`;
  const userName = fields.userName ?? `user_${suffix}`.slice(0, 30);
  const email = fields.email ?? `${userName.toLowerCase()}@example.com`;
  const password = fields.password ?? 'correct horse battery';
  const row = await t.db
    .insertInto('users')
    .values({
      user_name: userName,
      email,
      phone: fields.phone ?? null,
      password_hash: await (passwordHashes.get(password) ??
        passwordHashes.set(password, hashPassword(password)).get(password)),
      first_name: fields.firstName ?? 'Test',
      last_name: fields.lastName ?? 'User',
      date_of_birth: '1998-04-17',
      profile_picture: null,
      gender: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createSession(t.db, row.id);
  return { id: row.id, token: session.token, userName, email, password };
}

/** A well-formed id that belongs to nobody. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** One server-sent event. */
export interface ServerEvent {
  event: string;
  data: string;
}

/** A live event stream read over real HTTP. */
export interface EventStream {
  status: number;
  /** The JSON body when the stream was refused (status ≠ 200). */
  body: unknown;
  /** Comment lines (`: …`) seen so far. */
  comments: string[];
  /** Reconnection hints (`retry: <ms>`) seen so far. */
  retries: number[];
  /**
   * The unread counts the stream sent (`event: unread`, once when it opens): kept apart, so
   * `next()` answers the notifications.
   */
  unread: number[];
  /** The stream's first unread count (waits up to `timeoutMs`). */
  unreadCount(timeoutMs?: number): Promise<number>;
  /** The next event other than an unread count (waits up to `timeoutMs`). */
  next(timeoutMs?: number): Promise<ServerEvent>;
  /** Resolves once a comment containing `text` arrived. */
  comment(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves once the server ended the stream (rejects after `timeoutMs`). */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * Opens an SSE endpoint over a real socket (inject cannot read an endless answer) and
 * checks status and content type against the contract like `inject` does.
 */
export async function openEventStream(
  t: TestApp,
  url: string,
  token?: string,
): Promise<EventStream> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const contentType = response.headers.get('content-type') ?? undefined;
  const op = operationFor('GET', url);
  if (response.status !== 200) {
    const text = await response.text();
    if (op) {
      const problem = checkResponse(getContract(), op, {
        statusCode: response.status,
        contentType,
        body: text,
      });
      if (problem) throw new Error(`Contract violation: GET ${url}: ${problem}`);
    }
    return {
      status: response.status,
      body: JSON.parse(text),
      comments: [],
      retries: [],
      unread: [],
      unreadCount: () => Promise.reject(new Error('stream refused')),
      next: () => Promise.reject(new Error('stream refused')),
      comment: () => Promise.reject(new Error('stream refused')),
      ended: () => Promise.resolve(),
      close: () => {},
    };
  }
  if (op) {
    const problem = checkResponse(getContract(), op, { statusCode: 200, contentType, body: '' });
    if (problem) throw new Error(`Contract violation: GET ${url}: ${problem}`);
  }

  const events: ServerEvent[] = [];
  const comments: string[] = [];
  const retries: number[] = [];
  const unread: number[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  let buffer = '';
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) {
          done = true;
          wake?.();
          break;
        }
        buffer += decoder.decode(chunk.value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            else if (line.startsWith('retry:')) retries.push(Number(line.slice(6).trim()));
          }
          if (event === 'unread')
            unread.push((JSON.parse(data.join('\n')) as { count: number }).count);
          else if (data.length > 0) events.push({ event, data: data.join('\n') });
          end = buffer.indexOf('\n\n');
        }
        wake?.();
      }
    } catch {
      // Aborted by close().
    }
  })();

  const waitFor = async <T>(
    take: () => T | undefined,
    what: string,
    timeoutMs: number,
  ): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = take();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  };

  return {
    status: 200,
    body: undefined,
    comments,
    retries,
    unread,
    unreadCount: (timeoutMs = 5000) => waitFor(() => unread[0], 'unread count', timeoutMs),
    next: (timeoutMs = 5000) => waitFor(() => events.shift(), 'event', timeoutMs),
    comment: async (text, timeoutMs = 5000) => {
      await waitFor(
        () => (comments.some((c) => c.includes(text)) ? true : undefined),
        `comment "${text}"`,
        timeoutMs,
      );
    },
    ended: async (timeoutMs = 5000) => {
      await waitFor(() => (done ? true : undefined), 'end of stream', timeoutMs);
    },
    close: () => controller.abort(),
  };
}

/**
 * Checks that a route refuses a missing, a made-up and a revoked token with 401 and a
 * message (each through the contract-checking inject).
 */
export async function expectAuthRequired(t: TestApp, request: TestRequest): Promise<void> {
  const revoked = await createUser(t);
  await t.db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', revoked.id)
    .execute();
  for (const token of [undefined, 'not-a-real-token', revoked.token]) {
    const res = await t.inject({ ...request, ...(token === undefined ? {} : { token }) });
    if (res.statusCode !== 401) {
      throw new Error(
        `${request.method} ${request.url} with token ${String(token)} answered ${res.statusCode}, not 401`,
      );
    }
    const body = res.json() as { message?: unknown };
    if (typeof body.message !== 'string' || body.message.length === 0) {
      throw new Error(`${request.method} ${request.url} answered 401 without a message`);
    }
  }
}

/** Fields of a video row written straight to the database by `insertVideoRow`. */
export interface VideoRowFields {
  caption: string;
  at?: Date;
  tags?: string[];
  state?: 'ready' | 'processing';
  hidden?: boolean;
  thumbUrl?: string;
  thumbUrlCompress?: string;
}

/**
 * A video row of `userId` written straight to the database (no upload, no processing), its
 * hashtags linked: for tests about who sees what. Returns its id.
 */
export async function insertVideoRow(
  db: Kysely<Database>,
  userId: string,
  fields: VideoRowFields,
): Promise<string> {
  const tags = fields.tags ?? [];
  const at = fields.at ?? new Date();
  const row = await db
    .insertInto('videos')
    .values({
      user_id: userId,
      video_file: `${crypto.randomUUID().replace(/-/g, '')}.mp4`,
      video_url: 'v',
      thumb_url: fields.thumbUrl ?? '/api/upload/media/none.jpg',
      thumb_url_compress: fields.thumbUrlCompress ?? '/api/upload/media/none.jpg',
      caption: fields.caption,
      hashtags: tags,
      created_at: at,
      ...(fields.state ? { state: fields.state } : {}),
      ...(fields.hidden !== undefined ? { hidden: fields.hidden } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkHashtags(db, row.id, at, tags);
  return row.id;
}

/**
 * Every video id of a keyset-paged list (the feed, "For you", "Following") as `user` reads
 * it: `path` asked with `pageSize`, then after each answer's `LastEvaluatedKey` until a page
 * comes without one. Fails on an answer that is not 200, or on a list that does not end
 * within 200 pages.
 */
export async function pagedIds(
  t: Pick<TestApp, 'inject'>,
  user: Pick<TestUser, 'token'>,
  path: string,
  pageSize: number,
): Promise<string[]> {
  const ids: string[] = [];
  let query = `pageSize=${pageSize}`;
  for (let pages = 0; pages < 200; pages += 1) {
    const res = await t.inject({ method: 'GET', url: `${path}?${query}`, token: user.token });
    if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
    const body = res.json().data as {
      Items: Array<{ id: string }>;
      LastEvaluatedKey?: Record<string, string>;
    };
    ids.push(...body.Items.map((v) => v.id));
    if (!body.LastEvaluatedKey) return ids;
    query = `pageSize=${pageSize}&${new URLSearchParams(body.LastEvaluatedKey)}`;
  }
  throw new Error(`${path} did not end within 200 pages`);
}

const measuring = new AsyncLocalStorage<CompiledQuery[]>();

/**
 * Runs `work` and answers it with the statements it sent to `db`, in order. Only statements
 * sent from `work`'s own async context count: the server's background work (the job queue's
 * polling, leases, sweeps, scheduled jobs) runs on the same handle at its own times and
 * would make a count depend on the clock.
 */
export async function statementsOf<T>(
  db: Kysely<Database>,
  work: () => Promise<T>,
): Promise<{ result: T; statements: CompiledQuery[] }> {
  const execute = db.executeQuery.bind(db);
  const spy = vi.spyOn(db, 'executeQuery').mockImplementation((query) => {
    measuring.getStore()?.push(query as CompiledQuery);
    return execute(query);
  });
  const statements: CompiledQuery[] = [];
  try {
    const result = await measuring.run(statements, work);
    return { result, statements };
  } finally {
    spy.mockRestore();
  }
}

/**
 * Waits (up to 10 s) until the federation queue has no job waiting or running: every activity
 * sent or received is a job (ADR 0150), so a test reads its effects, or closes the app, after it.
 */
export async function federationIdle(db: Kysely<Database>): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from ${sql.id(JOBS_SCHEMA, 'job')}
      where name = ${FEDERATION_QUEUE} and state in ('created', 'retry', 'active')
    `.execute(db);
    if (Number(rows[0]?.n) === 0 || Date.now() > until) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A free loopback port, for a server a test starts on a port of its own. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as AddressInfo;
  await new Promise((ok) => probe.close(ok));
  return port;
}
