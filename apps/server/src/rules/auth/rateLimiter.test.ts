import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../../test/helpers';
import { buildApp } from '../../app';
import { openDatabase } from '../../platform/db/connect';

// Two server processes on one PostgreSQL (the embedded database allows one process).
// Two apps and 20 Argon2 checks: slow on a loaded machine, so a longer time-out than the suite's.
describe.runIf(Boolean(process.env.DATABASE_URL))(
  'limits across server processes',
  { timeout: 120_000 },
  () => {
    it('20 parallel wrong passwords spread over two servers are checked 10 times in all', async () => {
      const a = await buildTestApp({
        config: { rateLimits: { perIp: 10_000, loginPerAddress: 10, windowMs: 60_000 } },
      });
      const b = await buildApp(a.config, {
        database: await openDatabase({ databaseUrl: a.config.databaseUrl ?? '' }),
        webDistDir: null,
        logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
      });
      try {
        const user = await createUser(a);
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 === 0 ? a.app : b).inject({
              method: 'POST',
              url: '/api/account/login',
              payload: { email_phone: user.email, password: `wrong password ${i}` },
            }),
          ),
        );
        const statuses = answers.map((res) => res.statusCode);
        expect(statuses.filter((s) => s === 401)).toHaveLength(10);
        expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      } finally {
        await b.close();
        await a.close();
      }
    });

    it('the per-IP limit of a route group counts the requests of both servers', async () => {
      const a = await buildTestApp({
        config: { rateLimits: { perIp: 4, loginPerAddress: 10, windowMs: 60_000 } },
      });
      const b = await buildApp(a.config, {
        database: await openDatabase({ databaseUrl: a.config.databaseUrl ?? '' }),
        webDistDir: null,
        logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) {
          const res = await (i % 2 === 0 ? a.app : b).inject({
            method: 'POST',
            url: '/api/account/login',
            payload: { email_phone: `nobody${i}@example.com`, password: 'wrong password' },
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      } finally {
        await b.close();
        await a.close();
      }
    });
  },
);

// Builds a whole app: slow on a loaded machine, like the tests above.
describe('the rate limiters of an app', { timeout: 120_000 }, () => {
  it('are one named plugin, and the routes count on its limiters', async () => {
    const t = await buildTestApp({
      config: { rateLimits: { perIp: 2, loginPerAddress: 10, windowMs: 60_000 } },
    });
    try {
      expect(t.app.hasPlugin('flick-rate-limits')).toBe(true);
      // A slot taken through `app.rateLimits` is one the login route no longer has.
      await t.app.rateLimits.perIp.hit('ip:login:127.0.0.1');
      const statuses: number[] = [];
      for (let i = 0; i < 2; i += 1) {
        const res = await t.inject({
          method: 'POST',
          url: '/api/account/login',
          payload: { email_phone: `nobody${i}@example.com`, password: 'wrong password' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 429]);
    } finally {
      await t.close();
    }
  });
});
