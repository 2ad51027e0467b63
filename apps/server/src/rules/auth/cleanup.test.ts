import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers';
import { purgeExpired } from './cleanup';

describe('purgeExpired', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes long-ended sessions and dead one-time rows, and keeps live ones', async () => {
    const live = await createUser(t);
    const ended = await createUser(t);
    await t.db
      .updateTable('sessions')
      .set({
        created_at: sql`now() - interval '90 days'`,
        last_used_at: sql`now() - interval '80 days'`,
        expires_at: sql`now() - interval '30 days'`,
      })
      .where('user_id', '=', ended.id)
      .execute();
    await t.db
      .insertInto('oidc_flows')
      .values([
        {
          state_hash: 'old',
          provider: 'x',
          code_verifier: 'v',
          nonce: 'n',
          return_to: null,
          expires_at: sql`now() - interval '1 minute'`,
        },
        {
          state_hash: 'new',
          provider: 'x',
          code_verifier: 'v',
          nonce: 'n',
          return_to: null,
          expires_at: sql`now() + interval '5 minutes'`,
        },
      ])
      .execute();
    await t.db
      .insertInto('otp_daily_counts')
      .values({ address: 'a@b.co', day: '2020-01-01', codes_sent: 3 })
      .execute();

    await purgeExpired(t.db);

    const sessions = await t.db
      .selectFrom('sessions')
      .select('user_id')
      .where('user_id', 'in', [live.id, ended.id])
      .execute();
    expect(sessions.map((s) => s.user_id)).toEqual([live.id]);
    const flows = await t.db.selectFrom('oidc_flows').select('state_hash').execute();
    expect(flows.map((f) => f.state_hash)).toEqual(['new']);
    const counts = await t.db
      .selectFrom('otp_daily_counts')
      .selectAll()
      .where('address', '=', 'a@b.co')
      .execute();
    expect(counts).toEqual([]);
    // The live session still signs in.
    expect(
      (await t.inject({ method: 'GET', url: '/api/account/me', token: live.token })).statusCode,
    ).toBe(200);
  });
});
