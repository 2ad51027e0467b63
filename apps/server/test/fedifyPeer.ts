import type { webcrypto } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import {
  type Context,
  createFederation,
  type Federation,
  generateCryptoKeyPair,
  type InboxListenerSetters,
  InProcessMessageQueue,
  MemoryKvStore,
} from '@fedify/fedify';
import { type Activity, Endpoints, Image, Person } from '@fedify/vocab';
import { buildTestApp, freePort, type TestApp, type TestAppOptions } from './helpers';

/**
 * What the federation tests share: a Flick server federating on a loopback port, a Fedify
 * stand-in for another server (Mastodon, say) served over a plain `node:http` server on
 * loopback, the stand-in's way of sending to a Flick account, and a wait for what arrives by
 * the job queue.
 */

/**
 * A Flick test app with federation on, listening on a free loopback port that is also its
 * PUBLIC_URL (other servers reach it by the address its actors name). `options` add to that:
 * more env, config, the push agent.
 */
export async function startFlick(
  options: TestAppOptions = {},
): Promise<{ t: TestApp; origin: string; port: number }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await buildTestApp({
    ...options,
    env: { FEDERATION: '1', PUBLIC_URL: origin, ...options.env },
    config: { federation: { enabled: true, allowPrivateAddress: true }, ...options.config },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, origin, port };
}

/** One account on the stand-in, served at `/users/<name>`. */
export interface StandInActor {
  name: string;
  /** Its display name (none if left out). */
  displayName?: string;
  /** A profile page `/@<name>` and an avatar `/avatars/<name>.png`, as Mastodon shows them. */
  avatar?: boolean;
}

/** A Fedify server standing in for another server, listening on loopback. */
export interface StandIn {
  origin: string;
  /** `127.0.0.1:<port>`, the host in its accounts' handles. */
  host: string;
  federation: Federation<void>;
  /** A context to look up and send with, as the stand-in. */
  ctx: Context<void>;
  /** The first account's actor URI. */
  actorUri: URL;
  /** The actor URI of the account `name`. */
  actor(name: string): URL;
  /** The one key pair every account signs with. */
  keys: webcrypto.CryptoKeyPair;
  /**
   * `from` sends `activity` to the inbox of the Flick actor at `actorIri` (looked up first,
   * as a real server does).
   */
  send(from: string, actorIri: string, activity: Activity): Promise<void>;
  /** A new id of the stand-in's, `<origin>/<kind>/<n>`. */
  nextId(kind: string): URL;
  close(): Promise<void>;
}

/** What `startStandIn` starts. */
export interface StandInOptions {
  /** Its accounts; the first is `actorUri`. */
  actors: StandInActor[];
  /**
   * With a queue (the default) what it sends goes out after `sendActivity` returns; without
   * one it is delivered before, so Flick has already queued it.
   */
  queue?: boolean;
  /** Sets its inbox listeners: what the test records or answers of what arrives. */
  listen?: (inbox: InboxListenerSetters<void>, peer: StandIn) => void;
  /** Hears the body of each POST its inboxes took (`serveFederation`'s `onPost`). */
  onPost?: (body: Buffer) => void;
}

/**
 * Starts a Fedify stand-in on a free loopback port: its accounts as Persons with an inbox, the
 * shared inbox and a key, and the inbox listeners the test sets with `listen`.
 */
export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const origin = `http://${host}`;
  const keys = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  const federation = createFederation<void>({
    kv: new MemoryKvStore(),
    ...(options.queue === false ? {} : { queue: new InProcessMessageQueue() }),
    origin,
    allowPrivateAddress: true,
  });
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      const actor = options.actors.find((a) => a.name === identifier);
      if (!actor) return null;
      const [pair] = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: actor.name,
        ...(actor.displayName ? { name: actor.displayName } : {}),
        ...(actor.avatar
          ? {
              url: new URL(`${origin}/@${actor.name}`),
              icon: new Image({
                url: new URL(`${origin}/avatars/${actor.name}.png`),
                mediaType: 'image/png',
              }),
            }
          : {}),
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pair?.cryptographicKey ?? null,
      });
    })
    .setKeyPairsDispatcher(async () => [keys]);
  const server = createServer();
  const actor = (name: string) => new URL(`${origin}/users/${name}`);
  const ctx = federation.createContext(new URL(origin), undefined);
  let seq = 0;
  const peer: StandIn = {
    origin,
    host,
    federation,
    ctx,
    actorUri: actor(options.actors[0]?.name ?? ''),
    actor,
    keys,
    send: async (from, actorIri, activity) => {
      const target = await ctx.lookupObject(actorIri);
      if (!(target instanceof Person)) throw new Error(`no actor at ${actorIri}`);
      await ctx.sendActivity({ identifier: from }, target, activity);
    },
    nextId: (kind) => new URL(`${origin}/${kind}/${++seq}`),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
  const inbox = federation.setInboxListeners('/users/{identifier}/inbox', '/inbox');
  options.listen?.(inbox, peer);
  serveFederation(server, federation, origin, options.onPost);
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return peer;
}

/**
 * Serves the stand-in `federation` at `origin` on `server`: each request is handed to
 * `federation.fetch` as Fedify reads it. `onPost` hears each POST Fedify took (2xx), with its
 * body: what arrived in the stand-in's inbox.
 */
export function serveFederation(
  server: Server,
  federation: Federation<void>,
  origin: string,
  onPost?: (body: Buffer) => void,
): void {
  server.on('request', async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const response = await federation.fetch(
      new Request(origin + req.url, { method: req.method, headers, ...(body ? { body } : {}) }),
      { contextData: undefined },
    );
    if (req.method === 'POST' && response.ok && body) onPost?.(body);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
}

/**
 * Waits (up to `ms`) until `check` passes and answers what it answered: deliveries, inbox
 * activities and pushes are jobs. 30 s: a delivery on PostgreSQL with four test files beside
 * it was seen to take past 15 s on a loaded two-core machine.
 */
export async function eventually<T>(check: () => Promise<T> | T, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
