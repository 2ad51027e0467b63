import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  type EventStream,
  openEventStream,
  type TestApp,
} from '../../../../test/helpers';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../platform/db/connect';
import { createSession } from '../../../rules/auth/sessions.repository';
import {
  MAX_STREAMS_PER_SESSION,
  MAX_STREAMS_PER_USER,
  TOO_MANY_STREAMS,
} from './notifications.routes';

const A = '/api/account';
const STREAM = `${A}/notification/stream`;

describe('notification streams and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends the stream on logout with an `ended` event, and the logged-out token cannot open another', async () => {
    const maya = await createUser(t);
    const stream = await openEventStream(t, STREAM, maya.token);
    expect(stream.status).toBe(200);
    const out = await t.inject({ method: 'POST', url: `${A}/logout`, token: maya.token });
    expect(out.statusCode).toBe(200);
    // The page holding it hears at once that its session is over.
    expect(await stream.next()).toEqual({ event: 'ended', data: '{}' });
    await stream.ended();
    const again = await openEventStream(t, STREAM, maya.token);
    expect(again.status).toBe(401);
  });

  it('on a password change ends the other sessions’ streams and keeps the caller’s', async () => {
    const maya = await createUser(t);
    const other = await createSession(t.db, maya.id);
    const mine = await openEventStream(t, STREAM, maya.token);
    const theirs = await openEventStream(t, STREAM, other.token);
    try {
      const res = await t.inject({
        method: 'POST',
        url: `${A}/change-password`,
        token: maya.token,
        payload: { currentPassword: maya.password, newPassword: 'a brand new passphrase' },
      });
      expect(res.statusCode).toBe(200);
      expect(await theirs.next()).toEqual({ event: 'ended', data: '{}' });
      await theirs.ended();
      await expect(mine.ended(300)).rejects.toThrow(/no end of stream/);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it(`lets one session open ${MAX_STREAMS_PER_SESSION} streams and one user ${MAX_STREAMS_PER_USER}, then answers 429`, async () => {
    const maya = await createUser(t);
    const open: EventStream[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) {
        const s = await openEventStream(t, STREAM, maya.token);
        expect(s.status).toBe(200);
        open.push(s);
      }
      const refused = await openEventStream(t, STREAM, maya.token);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 'too_many_streams', message: TOO_MANY_STREAMS });

      // Other sessions of the same user, up to the user's cap.
      while (open.length < MAX_STREAMS_PER_USER) {
        const session = await createSession(t.db, maya.id);
        const s = await openEventStream(t, STREAM, session.token);
        expect(s.status).toBe(200);
        open.push(s);
      }
      const fresh = await createSession(t.db, maya.id);
      expect((await openEventStream(t, STREAM, fresh.token)).status).toBe(429);

      // Closing one frees its place.
      open.shift()?.close();
      const deadline = Date.now() + 5000;
      let status = 429;
      while (status === 429 && Date.now() < deadline) {
        const s = await openEventStream(t, STREAM, fresh.token);
        status = s.status;
        if (status === 200) open.push(s);
        else await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe(200);
    } finally {
      for (const s of open) s.close();
    }
  });

  it('answers HEAD at once with the stream’s headers, and it holds no stream', async () => {
    const maya = await createUser(t);
    for (let i = 0; i < MAX_STREAMS_PER_SESSION + 1; i += 1) {
      const head = await t.inject({ method: 'HEAD', url: STREAM, token: maya.token });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(head.body).toBe('');
    }
    // None of the HEADs took a place: the session still opens its full share.
    const open: EventStream[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) {
        const s = await openEventStream(t, STREAM, maya.token);
        expect(s.status).toBe(200);
        open.push(s);
      }
    } finally {
      for (const s of open) s.close();
    }
    // A HEAD answer has no body to carry `{ message }`: only its status is checked.
    const anonymous = await t.app.inject({ method: 'HEAD', url: STREAM });
    expect(anonymous.statusCode).toBe(401);
  });

  /** Writes `count` stream rows for `userId` as another process (`leaseId`) would. */
  async function streamsElsewhere(
    userId: string,
    sessionId: string,
    count: number,
    leaseSeconds: number,
  ): Promise<string> {
    const leaseId = randomUUID();
    await sql`
      INSERT INTO process_leases (id, machine, pid, expires_at)
      VALUES (${leaseId}, 'another-machine', 1, now() + make_interval(secs => ${leaseSeconds}))
    `.execute(t.db);
    for (let i = 0; i < count; i += 1) {
      await sql`
        INSERT INTO notification_streams (user_id, session_id, lease_id)
        VALUES (${userId}, ${sessionId}, ${leaseId})
      `.execute(t.db);
    }
    return leaseId;
  }

  it('counts the streams another server process holds against the caps', async () => {
    const maya = await createUser(t);
    const other = await createSession(t.db, maya.id);
    const elsewhere = await streamsElsewhere(maya.id, other.sessionId, MAX_STREAMS_PER_USER, 60);
    const refused = await openEventStream(t, STREAM, maya.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'too_many_streams', message: TOO_MANY_STREAMS });
    // That process ends one stream: a place is free here.
    await sql`
      DELETE FROM notification_streams
      WHERE id = (SELECT id FROM notification_streams WHERE lease_id = ${elsewhere} LIMIT 1)
    `.execute(t.db);
    const s = await openEventStream(t, STREAM, maya.token);
    try {
      expect(s.status).toBe(200);
    } finally {
      s.close();
    }
  });

  it('frees the places of a process whose lease lapsed (it crashed)', async () => {
    const maya = await createUser(t);
    const other = await createSession(t.db, maya.id);
    const dead = await streamsElsewhere(maya.id, other.sessionId, MAX_STREAMS_PER_USER, -1);
    const s = await openEventStream(t, STREAM, maya.token);
    try {
      expect(s.status).toBe(200);
    } finally {
      s.close();
    }
    const left = await sql<{ n: string }>`
      SELECT count(*) AS n FROM notification_streams WHERE lease_id = ${dead}
    `.execute(t.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('gives a stream’s place back in the database when it ends', async () => {
    const maya = await createUser(t);
    const rows = async () =>
      Number(
        (
          await sql<{ n: string }>`
            SELECT count(*) AS n FROM notification_streams WHERE user_id = ${maya.id}
          `.execute(t.db)
        ).rows[0]?.n,
      );
    const s = await openEventStream(t, STREAM, maya.token);
    expect(s.status).toBe(200);
    expect(await rows()).toBe(1);
    s.close();
    const deadline = Date.now() + 5000;
    while ((await rows()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await rows()).toBe(0);
  });
});

// Only PostgreSQL can be shared by several server processes (PGlite allows one process per
// DATA_DIR), so this runs in the suite's PostgreSQL pass (DATABASE_URL set).
describe.runIf(Boolean(process.env.DATABASE_URL))('revocation across server processes', () => {
  it('a logout in one server ends the stream another server holds', async () => {
    const a = await buildTestApp();
    const second = await buildApp(a.config, {
      database: await openDatabase({ databaseUrl: a.config.databaseUrl ?? '' }),
      webDistDir: null,
      logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
    });
    try {
      const maya = await createUser(a);
      const stream = await openEventStream({ ...a, app: second }, STREAM, maya.token);
      try {
        expect(stream.status).toBe(200);
        const out = await a.inject({ method: 'POST', url: `${A}/logout`, token: maya.token });
        expect(out.statusCode).toBe(200);
        expect(await stream.next()).toEqual({ event: 'ended', data: '{}' });
        await stream.ended();
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
      await a.close();
    }
  });

  it(`holds one user to ${MAX_STREAMS_PER_USER} streams across two servers, and a closed one frees its place`, async () => {
    const a = await buildTestApp();
    // Its own data folder, so its own machine id: two apps in one process share a pid, and
    // each would take the other's lease for a dead process's (ADR 0024).
    const secondDir = mkdtempSync(path.join(os.tmpdir(), 'flick-second-'));
    const second = await buildApp(
      { ...a.config, dataDir: secondDir },
      {
        database: await openDatabase({ databaseUrl: a.config.databaseUrl ?? '' }),
        webDistDir: null,
        logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
      },
    );
    const open: EventStream[] = [];
    try {
      const maya = await createUser(a);
      for (let i = 0; open.length < MAX_STREAMS_PER_USER; i += 1) {
        const session = await createSession(a.db, maya.id);
        // Alternating servers: five here, five there.
        const s = await openEventStream(
          i % 2 === 0 ? a : { ...a, app: second },
          STREAM,
          session.token,
        );
        expect(s.status).toBe(200);
        open.push(s);
      }
      const fresh = await createSession(a.db, maya.id);
      const refusedA = await openEventStream(a, STREAM, fresh.token);
      const refusedB = await openEventStream({ ...a, app: second }, STREAM, fresh.token);
      expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
      expect(refusedB.body).toEqual({ code: 'too_many_streams', message: TOO_MANY_STREAMS });
      // One closes on the first server; the second server lets a new one in.
      open.shift()?.close();
      const deadline = Date.now() + 5000;
      let status = 429;
      while (status === 429 && Date.now() < deadline) {
        const s = await openEventStream({ ...a, app: second }, STREAM, fresh.token);
        status = s.status;
        if (status === 200) open.push(s);
        else await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe(200);
    } finally {
      for (const s of open) s.close();
      await second.close();
      await a.close();
      rmSync(secondDir, { recursive: true, force: true });
    }
  });
});
