import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  type EventStream,
  openEventStream,
  type TestApp,
} from '../../../../test/helpers';
import { buildApp } from '../../../app';
import { createSession } from '../../../auth/sessions.repository';
import { openDatabase } from '../../../db/connect';
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

  it('ends the stream on logout, and the logged-out token cannot open another', async () => {
    const maya = await createUser(t);
    const stream = await openEventStream(t, STREAM, maya.token);
    expect(stream.status).toBe(200);
    const out = await t.inject({ method: 'POST', url: `${A}/logout`, token: maya.token });
    expect(out.statusCode).toBe(200);
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
      expect(refused.body).toEqual({ message: TOO_MANY_STREAMS });

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
        await stream.ended();
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
      await a.close();
    }
  });
});
