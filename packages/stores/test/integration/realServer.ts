// Stores against the real server, in-process: a fetch that hands each request to the
// server's contract-checking `inject` (apps/server/test/helpers.ts) on a fresh database.
import { vi } from 'vitest';
import { insertVideos, shareVideo } from '../../../../apps/server/test/content/videos';
// Type-only: brings in the server's `ProvidedContext` declarations that its helpers use.
import type {} from '../../../../apps/server/test/globalSetup';
import {
  buildTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../../apps/server/test/helpers';
import {
  createMemoryStorage,
  type MediaPort,
  type PushPort,
  type StorePorts,
} from '../../src/ports';
import { createRootStore, type RootStore } from '../../src/RootStore';

export { buildTestApp, createUser, insertVideos, shareVideo, type TestApp, type TestUser };

const origin = 'http://flick.test';
const hosts = {
  upload: `${origin}/api/upload`,
  video: `${origin}/api/video`,
  account: `${origin}/api/account`,
  discovery: `${origin}/api/discovery`,
};

/** A fetch served by `t.inject`; every answer is checked against the contract. */
export function injectFetch(t: TestApp): typeof globalThis.fetch {
  return async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const answer = await t.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(key, String(one));
      }
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * A fresh RootStore talking to `t`, optionally signed in as `user`; `ports` replaces any
 * of the defaults (e.g. a `storage` kept from an earlier RootStore: a reload).
 */
export function storesFor(
  t: TestApp,
  user?: TestUser,
  media?: MediaPort,
  push?: PushPort,
  ports: Partial<StorePorts> = {},
) {
  const notify = { success: vi.fn<(m: string) => void>(), error: vi.fn<(m: string) => void>() };
  const navigate = vi.fn<(path: string) => void>();
  const storage =
    ports.storage ?? createMemoryStorage(user ? { token: user.token, user_id: user.id } : {});
  const root: RootStore = createRootStore({
    hosts,
    fetch: injectFetch(t),
    notify,
    storage,
    navigate,
    logger: { error: vi.fn() },
    ...(media ? { media } : {}),
    ...(push ? { push } : {}),
    // The live stream never ends, which inject cannot serve: a quiet stand-in.
    notificationStream: { subscribe: () => () => {} },
    ...ports,
  });
  return { root, notify, navigate, storage };
}

/** The OTP the server printed to its log for `address` (no SMTP in tests). */
export function otpFromLog(t: TestApp, address: string): string {
  const pattern = new RegExp(`OTP for ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (\\d{6})`);
  for (let i = t.logs.length - 1; i >= 0; i -= 1) {
    const match = pattern.exec(t.logs[i] ?? '');
    if (match?.[1]) return match[1];
  }
  throw new Error(`No OTP for ${address} in the server log`);
}
