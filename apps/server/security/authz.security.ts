import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractOperation } from '../src/platform/contract/contract';
import { createSession } from '../src/rules/auth/sessions.repository';
import { bodyExample, fillPath, isMultipart, label, securedOperations } from './support/contract';
import { Tally } from './support/figures';
import {
  answerProblem,
  databaseDigest,
  digestChanges,
  startTarget,
  type Target,
} from './support/server';
import { bodyIds, buildWorld, pathValues, thumbMultipart, type World } from './support/world';

// Every operation whose contract security is not [] × every kind of bad credential.
// Expected: 401 with { code, message } (403/404 for another user's token on the victim's things),
// and for writes, the database exactly as before.

let target: Target;
let world: World;

beforeAll(async () => {
  target = await startTarget();
  world = await buildWorld(target.t);
});
afterAll(async () => {
  await target?.close();
});

interface TokenCase {
  name: string;
  header: () => Promise<Record<string, string>>;
}

async function expiredToken(): Promise<string> {
  const session = await createSession(target.t.db, world.victim.id);
  await target.t.db
    .updateTable('sessions')
    .set({
      created_at: new Date(Date.now() - 3 * 86_400_000),
      last_used_at: new Date(Date.now() - 3 * 86_400_000),
      expires_at: new Date(Date.now() - 86_400_000),
    })
    .where('id', '=', session.sessionId)
    .execute();
  return session.token;
}

async function revokedToken(): Promise<string> {
  const login = await target.send({
    method: 'POST',
    path: '/api/account/login',
    body: { email_phone: world.victim.email, password: world.victim.password },
  });
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
  const out = await target.send({ method: 'POST', path: '/api/account/logout', token });
  if (out.status !== 200) throw new Error(`logout answered ${out.status}`);
  return token;
}

const tokenCases: TokenCase[] = [
  { name: 'none', header: async () => ({}) },
  { name: 'malformed', header: async () => ({ authorization: 'Bearer !!not a token!!' }) },
  {
    name: 'wrong scheme',
    header: async () => ({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }),
  },
  {
    name: 'forged',
    header: async () => ({ authorization: `Bearer ${randomBytes(32).toString('base64url')}` }),
  },
  { name: 'expired', header: async () => ({ authorization: `Bearer ${await expiredToken()}` }) },
  { name: 'revoked', header: async () => ({ authorization: `Bearer ${await revokedToken()}` }) },
];

/**
 * Writes that name a video but change only the caller's own rows: anyone who may watch a video
 * reports their own watching of it (docs/product.md#for-you) and keeps it among their own saved
 * videos (docs/product.md#saved-videos).
 */
const CALLERS_OWN = new Set(['reportWatch', 'saveVideo', 'unsaveVideo']);

/** Writes on a path that names something the victim owns: another user's token must not do them. */
function ownsPathResource(op: ContractOperation): boolean {
  return (
    op.method !== 'get' &&
    !CALLERS_OWN.has(op.operationId) &&
    op.parameters.some((p) => p.in === 'path' && /^(videoId|commentId)$/.test(p.name))
  );
}

function requestFor(op: ContractOperation): {
  path: string;
  body?: Buffer | Record<string, unknown>;
  headers: Record<string, string>;
} {
  const path = fillPath(op, pathValues(world));
  if (isMultipart(op)) {
    const { payload, headers } = thumbMultipart();
    return { path, body: payload, headers };
  }
  if (op.requestBody?.content['text/vtt']) {
    // A well-formed captions file, so only the token decides the answer.
    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n');
    return { path, body: vtt, headers: { 'content-type': 'text/vtt' } };
  }
  const example = bodyExample(op);
  if (!example) return { path, headers: {} };
  const ids = bodyIds(world);
  for (const key of Object.keys(example)) if (ids[key]) example[key] = ids[key];
  return { path, body: example, headers: {} };
}

describe('authorization matrix from the contract', () => {
  it('refuses every secured operation without a valid token of the right user', async () => {
    const tally = new Tally('authorization', 'matrix');
    const ops = securedOperations();
    const covered = new Set<string>();
    const sentBefore = target.sent();
    let attempts = 0;

    for (const op of ops) {
      const write = op.method !== 'get';
      const cases: { name: string; headers: Record<string, string>; expect: number[] }[] = [];
      for (const c of tokenCases)
        cases.push({ name: c.name, headers: await c.header(), expect: [401] });
      if (ownsPathResource(op)) {
        cases.push({
          name: "other user's",
          headers: { authorization: `Bearer ${world.attacker.token}` },
          expect: [403, 404],
        });
      }
      for (const c of cases) {
        const request = requestFor(op);
        const before = write ? await databaseDigest(target.t) : undefined;
        const answer = await target.send({
          method: op.method.toUpperCase(),
          path: request.path,
          headers: { ...request.headers, ...c.headers },
          body: request.body,
          timeoutMs: 10_000,
        });
        attempts += 1;
        tally.expect(
          c.expect.includes(answer.status),
          () =>
            `${label(op)} with ${c.name} token answered ${answer.status}, not ${c.expect.join('/')}`,
        );
        const problem = answerProblem(answer, op.method);
        tally.expect(problem === null, () => `${label(op)} with ${c.name} token: ${problem}`);
        if (before) {
          const changed = digestChanges(before, await databaseDigest(target.t)).filter(
            // Making the revoked/expired tokens for the next case adds sessions; not this request.
            (table) => table !== 'sessions',
          );
          tally.expect(
            changed.length === 0,
            () => `${label(op)} with ${c.name} token changed ${changed.join(', ')}`,
          );
        }
      }
      covered.add(op.operationId);
    }

    // The victim's things are all still there.
    const still = await target.t.db
      .selectFrom('videos')
      .select('id')
      .where('id', '=', world.videoId)
      .executeTakeFirst();
    tally.expect(still !== undefined, () => "the victim's video is gone");

    tally.note = `${ops.length} secured ops × ${tokenCases.length}+ token cases = ${attempts} requests`;
    tally.write();
    // Not vacuous: every secured operation of the contract was tried, with every case.
    expect(ops.length).toBeGreaterThanOrEqual(25);
    expect([...covered].sort()).toEqual(ops.map((o) => o.operationId).sort());
    expect(target.sent() - sentBefore).toBeGreaterThanOrEqual(ops.length * tokenCases.length);
    expect(tally.defects, tally.report()).toEqual([]);
  });
});
