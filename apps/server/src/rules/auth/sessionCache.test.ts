import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers';
import { SESSIONS_REVOKED_CHANNEL } from './revocations';

const A = '/api/account';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token: string) => t.inject({ method: 'GET', url: `${A}/me`, token });

describe('session cache in app.authenticate', () => {
  it('serves a validated session from memory: a later change behind the server is not read', async () => {
    const user = await createUser(t);
    expect((await me(user.token)).statusCode).toBe(200);
    // Revoked directly in the database (as another process would): this process keeps
    // trusting its cached session until the cache interval ends, so no query was made.
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', user.id)
      .execute();
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('logout stops the token at once, even though it was cached', async () => {
    const user = await createUser(t);
    expect((await me(user.token)).statusCode).toBe(200);
    const out = await t.inject({ method: 'POST', url: `${A}/logout`, token: user.token });
    expect(out.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('a password change stops the other cached sessions at once and keeps the caller’s', async () => {
    const user = await createUser(t);
    const login = await t.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { email_phone: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const other = login.json().data.token as string;
    expect((await me(other)).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(200);
    const changed = await t.inject({
      method: 'POST',
      url: `${A}/change-password`,
      token: user.token,
      payload: { currentPassword: user.password, newPassword: 'a brand new passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
  });
});

// Another server process on the same PostgreSQL: its revocation arrives by pg_notify.
describe.runIf(Boolean(process.env.DATABASE_URL))('session cache across processes', () => {
  it('a logout announced by another process stops the cached token here within 1 s', async () => {
    const user = await createUser(t);
    expect((await me(user.token)).statusCode).toBe(200);
    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    // What revokeSession does in the other process: the row, then the announcement.
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', session.id)
      .execute();
    await sql`SELECT pg_notify(${SESSIONS_REVOKED_CHANNEL}, ${JSON.stringify({ sessionId: session.id })})`.execute(
      t.db,
    );
    let status = 200;
    for (let i = 0; i < 20 && status === 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await me(user.token)).statusCode;
    }
    expect(status).toBe(401);
  });
});
