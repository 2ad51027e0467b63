import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { eventually } from './fedifyPeer';
import {
  buildTestApp,
  createUser,
  federationIdle,
  freePort,
  type TestApp,
  type TestUser,
} from './helpers';

/**
 * Two real Flick servers on loopback that federate with each other (docs/federation.md):
 * FEDERATION on, private addresses allowed (tests only), fresh databases, and public
 * addresses whose hosts differ (`127.0.0.1:<port>` and `localhost:<port>`), so each is
 * another server to the other without any /etc/hosts entry.
 */
export interface Flick {
  t: TestApp;
  /** `http://host:port`, its PUBLIC_URL. */
  origin: string;
  /** `host:port`, as handles and server rules name it. */
  host: string;
  /** An admin of this server. */
  admin: TestUser;
  /** A call to this server's API as `user`. */
  api(
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** A user of this server (`createUser`). */
  user(fields?: Parameters<typeof createUser>[1]): Promise<TestUser>;
}

async function startFlick(hostname: '127.0.0.1' | 'localhost'): Promise<Flick> {
  const port = await freePort();
  const origin = `http://${hostname}:${port}`;
  const t = await buildTestApp({
    env: { FEDERATION: '1', PUBLIC_URL: origin },
    config: { federation: { enabled: true, allowPrivateAddress: true } },
  });
  // `localhost` is every loopback address it names (127.0.0.1 and ::1), as fetch may try either.
  await t.app.listen({ port, host: hostname });
  const admin = await createUser(t, { firstName: 'Ada', lastName: 'Admin' });
  await t.db
    .insertInto('admins')
    .values({ user_id: admin.id, source: 'first' })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return {
    t,
    origin,
    host: `${hostname}:${port}`,
    admin,
    api: (user, method, url, payload) =>
      t.inject({ method, url, token: user.token, ...(payload ? { payload } : {}) }),
    user: (fields) => createUser(t, fields),
  };
}

/**
 * Starts servers A (`127.0.0.1`) and B (`localhost`). WebFinger looks handles up over https
 * only; while they run, a lookup of either host's https address is made over http, the one
 * liberty taken with the real network path.
 */
export async function startTwoFlicks(): Promise<{ a: Flick; b: Flick; close(): Promise<void> }> {
  const [a, b] = await Promise.all([startFlick('127.0.0.1'), startFlick('localhost')]);
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    for (const { host } of [a, b]) {
      if (url.startsWith(`https://${host}/`)) {
        const plain = `http://${url.slice('https://'.length)}`;
        return input instanceof Request
          ? realFetch(new Request(plain, input), init)
          : realFetch(plain, init);
      }
    }
    return realFetch(input, init);
  };
  return {
    a,
    b,
    async close() {
      // The last activities' jobs end before either server goes.
      await Promise.all([federationIdle(a.t.db), federationIdle(b.t.db)]);
      globalThis.fetch = realFetch;
      await Promise.all([a.t.close(), b.t.close()]);
    },
  };
}

/** Expects `response` to have `status`, showing its body when it does not. */
export function expectStatus(response: LightMyRequestResponse, status: number): void {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
}

export { eventually };
