import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractOperation } from '../src/platform/contract/contract';
import { createSession } from '../src/rules/auth/sessions.repository';
import { fixture } from '../test/content/multipart';
import { createUser, type TestUser } from '../test/helpers';
import { encodeBytes, nastyString, objectFor, valueFor } from './support/arbitraries';
import { contractOperations, isMultipart, label, type Schema, schemaAt } from './support/contract';
import { Tally } from './support/figures';
import { answerProblem, type HttpAnswer, startTarget, type Target } from './support/server';
import { buildWorld, pathValues, type World } from './support/world';

/** Cases per operation (the brief asks for at least 50). */
const RUNS = Number(process.env.FLICK_FUZZ_RUNS ?? 70);
/** Seeded: the same run every time unless FLICK_FUZZ_SEED says otherwise (printed in the table). */
const SEED = Number(process.env.FLICK_FUZZ_SEED ?? 20261124);

let target: Target;
let world: World;
let fuzzer: TestUser;

beforeAll(async () => {
  target = await startTarget();
  world = await buildWorld(target.t);
  fuzzer = await createUser(target.t);
});
afterAll(async () => {
  await target?.close();
});

interface FuzzCase {
  path: string;
  query: string;
  body?: Buffer | string;
  contentType?: string;
}

function queryString(values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const list = Array.isArray(value) ? value : [value];
    for (const v of list) {
      // Capped so the URL stays under Node's 16 KiB header limit (huge text goes in bodies).
      const text = (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)).slice(
        0,
        1000,
      );
      parts.push(`${encodeBytes(key)}=${encodeBytes(text)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const BROKEN_JSON = [
  '{"a":',
  '[',
  'null',
  '"text"',
  '{}',
  '[]',
  '0',
  '\u0000',
  '{"x":1}'.repeat(3),
  '{"a":"\\ud800"}',
  '\uFEFF{}',
];

function multipartVariants(): fc.Arbitrary<{ body: Buffer; contentType: string }> {
  const boundary = '----flickfuzz7d93';
  const part = (name: string, filename: string, type: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const files = [
    fixture('thumb.jpg'),
    fixture('two-seconds.mp4'),
    fixture('not-a-video.mp4'),
    Buffer.alloc(0),
  ];
  return fc
    .record({
      name: fc.oneof(fc.constant('file'), nastyString),
      filename: fc.oneof(fc.constantFrom('a.jpg', 'clip.mp4'), nastyString),
      type: fc.constantFrom('image/jpeg', 'video/mp4', 'text/html', '', 'application/octet-stream'),
      file: fc.integer({ min: 0, max: files.length - 1 }),
      cut: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
      header: fc.constantFrom(
        `multipart/form-data; boundary=${boundary}`,
        'multipart/form-data',
        'multipart/form-data; boundary=other',
        'application/json',
      ),
    })
    .map((c) => {
      const full = part(
        c.name.slice(0, 300),
        c.filename.slice(0, 300),
        c.type,
        files[c.file] ?? Buffer.alloc(0),
      );
      // A truncated upload: the body simply stops part-way (Content-Length matches what is sent).
      const body = c.cut === 1 ? full : full.subarray(0, Math.floor(full.length * c.cut));
      return { body, contentType: c.header };
    });
}

function casesFor(op: ContractOperation): fc.Arbitrary<FuzzCase> {
  const values = pathValues(world);
  const ids = [world.victim.id, world.videoId, world.commentId, fuzzer.id];
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathArb = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc.oneof(
          fc.constant(values[p.name] ?? 'x'),
          nastyString.map((s) => s.slice(0, 1500)),
        ),
      ]),
    ) as Record<string, fc.Arbitrary<string>>,
  );
  const querySchema: Schema = {
    type: 'object',
    properties: Object.fromEntries(queryParams.map((p) => [p.name, schemaAt(p.schema)])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  };
  const queryArb = queryParams.length
    ? objectFor(querySchema, ids).map(queryString)
    : fc.constant('');
  const jsonLoc = op.requestBody?.content['application/json'];
  let bodyArb: fc.Arbitrary<{ body?: Buffer | string; contentType?: string }>;
  if (jsonLoc) {
    const schema = schemaAt(jsonLoc);
    bodyArb = fc.oneof(
      {
        weight: 8,
        arbitrary: objectFor(schema, ids).map((v) => ({
          body: JSON.stringify(v),
          contentType: 'application/json',
        })),
      },
      {
        weight: 1,
        arbitrary: valueFor(schema, ids).map((v) => ({
          body: JSON.stringify(v) ?? 'null',
          contentType: 'application/json',
        })),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...BROKEN_JSON)
          .map((b) => ({ body: b, contentType: 'application/json' })),
      },
      {
        weight: 1,
        arbitrary: objectFor(schema, ids).map((v) => ({
          body: JSON.stringify(v),
          contentType: 'text/plain',
        })),
      },
    );
  } else if (isMultipart(op)) {
    bodyArb = multipartVariants().map((m) => ({ body: m.body, contentType: m.contentType }));
  } else {
    bodyArb = fc.oneof(
      { weight: 6, arbitrary: fc.constant({}) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...BROKEN_JSON)
          .map((b) => ({ body: b, contentType: 'application/json' })),
      },
    );
  }
  return fc.record({ p: pathArb, q: queryArb, b: bodyArb }).map(({ p, q, b }) => ({
    path: `${op.serverUrl}${op.path}`.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeBytes(p[name] ?? 'x'),
    ),
    query: q,
    ...b,
  }));
}

async function inPool<T>(
  items: T[],
  size: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

function parseRaw(raw: string): HttpAnswer | null {
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(raw);
  if (!match) return null;
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  const rest = raw.slice(split + 4);
  const body = length ? Buffer.from(rest).subarray(0, Number(length[1])).toString('utf8') : rest;
  return {
    status: Number(match[1]),
    contentType: /\r\ncontent-type: *([^\r]+)/i.exec(head)?.[1] ?? '',
    body,
  };
}

describe('fuzzing generated from the contract', () => {
  it(`answers ${RUNS} generated requests per operation without a 5xx, a stack or SQL`, async () => {
    const tally = new Tally('fuzz', 'schema cases');
    const ops = contractOperations();
    const sentBefore = target.sent();
    const perOp = new Map<string, number>();
    const jobs: { op: ContractOperation; c: FuzzCase; i: number }[] = [];
    ops.forEach((op, index) => {
      fc.sample(casesFor(op), { seed: SEED + index, numRuns: RUNS }).forEach((c, i) => {
        jobs.push({ op, c, i });
      });
    });
    await inPool(jobs, 4, async ({ op, c }) => {
      // Logging out would end the fuzzer's session: that operation gets a fresh one each time.
      const token = !op.requiresAuth
        ? undefined
        : op.operationId === 'logout'
          ? (await createSession(target.t.db, fuzzer.id)).token
          : fuzzer.token;
      let answer: HttpAnswer;
      try {
        answer = await target.send({
          method: op.method.toUpperCase(),
          path: `${c.path}${c.query}`,
          token,
          headers: c.contentType ? { 'content-type': c.contentType } : {},
          body: c.body,
          timeoutMs: 20_000,
        });
      } catch (err) {
        tally.expect(
          false,
          () =>
            `${label(op)}: no answer (${(err as Error).message}) for ${c.path}${c.query.slice(0, 80)}`,
        );
        return;
      }
      perOp.set(op.operationId, (perOp.get(op.operationId) ?? 0) + 1);
      const problem = answerProblem(answer, op.method);
      tally.expect(problem === null, () => {
        const sample =
          typeof c.body === 'string'
            ? c.body.slice(0, 100)
            : c.body
              ? `<${c.body.length} bytes>`
              : '';
        return `${label(op)} → ${problem} ← ${c.path.slice(0, 80)}${c.query.slice(0, 100)} ${JSON.stringify(sample)}`;
      });
    });
    tally.note = `seed ${SEED}, ${RUNS} runs × ${ops.length} ops = ${jobs.length} requests`;
    tally.write();
    expect(target.sent() - sentBefore).toBeGreaterThanOrEqual(ops.length * 50);
    for (const op of ops)
      expect(perOp.get(op.operationId) ?? 0, op.operationId).toBeGreaterThanOrEqual(50);
    expect(tally.defects, tally.report()).toEqual([]);
  });

  it('answers lying Content-Length, smuggling headers and cut-off bodies cleanly and keeps serving', async () => {
    const tally = new Tally('fuzz', 'transport cases');
    const withBody = contractOperations().filter((op) => op.requestBody);
    for (const op of withBody) {
      const path = `${op.serverUrl}${op.path}`.replace(
        /\{([^}]+)\}/g,
        (_, n: string) => pathValues(world)[n] ?? 'x',
      );
      const auth = op.requiresAuth ? `Authorization: Bearer ${fuzzer.token}\r\n` : '';
      const json = '{"email_phone":"a@example.com","userId":"x"}';
      const head = (extra: string) =>
        `${op.method.toUpperCase()} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}${extra}`;
      const raws: { name: string; bytes: string; halfClose?: boolean; answerRequired: boolean }[] =
        [
          {
            name: 'Content-Length larger than the body',
            bytes: `${head(`Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n`)}${json}`,
            halfClose: true,
            answerRequired: false,
          },
          {
            name: 'Content-Length smaller than the body',
            bytes: `${head(`Content-Type: application/json\r\nContent-Length: 10\r\nConnection: close\r\n\r\n`)}${json}`,
            answerRequired: true,
          },
          {
            name: 'Content-Length not a number',
            bytes: `${head(`Content-Type: application/json\r\nContent-Length: 1x\r\n\r\n`)}${json}`,
            answerRequired: true,
          },
          {
            name: 'Content-Length and chunked',
            bytes: `${head(`Content-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n`)}0\r\n\r\n`,
            answerRequired: true,
          },
          {
            name: 'multipart cut off mid-file',
            bytes: `${head(`Content-Type: multipart/form-data; boundary=zz\r\nContent-Length: 100000\r\n\r\n`)}--zz\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n${'\u0000'.repeat(500)}`,
            halfClose: true,
            answerRequired: false,
          },
        ];
      for (const raw of raws) {
        const answer = parseRaw(
          await target.sendRaw(raw.bytes, { halfClose: raw.halfClose, endAfterMs: 4000 }),
        );
        if (!answer) {
          tally.expect(!raw.answerRequired, () => `${label(op)}: ${raw.name}: no HTTP answer`);
          continue;
        }
        const problem = answerProblem(answer, op.method);
        tally.expect(problem === null, () => `${label(op)}: ${raw.name} → ${problem}`);
      }
    }
    const health = await target.send({ method: 'GET', path: '/api/account/oidc/providers' });
    tally.expect(health.status === 200, () => `the server stopped serving: ${health.status}`);
    tally.note = `${withBody.length} ops with a body × 5 raw requests`;
    tally.write();
    expect(tally.checks).toBeGreaterThanOrEqual(withBody.length * 5);
    expect(tally.defects, tally.report()).toEqual([]);
  });
});
