import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, multipartBody } from '../../../test/content/multipart';
import { shareVideo, uploadFile } from '../../../test/content/videos';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { type ContractOperation, deref, getContract } from '../contract/contract';
import { nulMessage } from './inputGuards';

/** A string holding U+0000, which PostgreSQL text columns cannot store. */
const WITH_NUL = 'a\u0000b';

type Json = Record<string, unknown>;

interface World {
  caller: TestUser;
  owner: TestUser;
  videoId: string;
  commentId: string;
  /** The caller's own uploads, not yet attached to a video. */
  videoStem: string;
  thumbUrl: string;
}

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await buildTestApp();
  const caller = await createUser(t);
  const owner = await createUser(t);
  const video = await shareVideo(t, owner);
  const comment = await t.inject({
    method: 'POST',
    url: '/api/video/comment',
    token: owner.token,
    payload: { videoId: video.id, videoUserId: owner.id, comment: 'first' },
  });
  const thumb = await uploadFile(t, caller, 'thumb');
  const file = await uploadFile(t, caller, 'video');
  world = {
    caller,
    owner,
    videoId: video.id,
    commentId: (comment.json() as { data: { id: string } }).data.id,
    videoStem: file.replace(/\.[^.]+$/, ''),
    thumbUrl: `/api/upload/media/${thumb}`,
  };
});
afterAll(async () => {
  await t.close();
});

/** A value that passes the contract for a field, so the request gets past validation. */
function validValue(name: string, schema: Json): unknown {
  switch (name) {
    case 'userId':
    case 'videoUserId':
      return world.owner.id;
    case 'videoId':
      return world.videoId;
    case 'commentId':
      return world.commentId;
    case 'videoUrl':
      return world.videoStem;
    case 'thumbUrl':
    case 'thumbUrlCompress':
      return world.thumbUrl;
  }
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.format === 'uuid') return world.owner.id;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  return 'maya';
}

function isStringSchema(schema: Json): boolean {
  const type = schema.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

interface Probe {
  where: string;
  url: string;
  body?: Json;
}

/** One request per string field of an operation (path, query, JSON body), that field set to WITH_NUL. */
function probesFor(op: ContractOperation): Probe[] {
  const { documents } = getContract();
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const stringParams: Array<{ in: 'path' | 'query'; name: string }> = [];
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const schema = deref(documents, p.schema).node;
    const value = validValue(p.name, schema);
    if (p.in === 'path') path[p.name] = value;
    else if (p.required || p.name === 'search') query[p.name] = value;
    if (isStringSchema(schema)) stringParams.push({ in: p.in, name: p.name });
  }

  let body: Json | undefined;
  const stringFields: string[] = [];
  const jsonLoc = op.requestBody?.content['application/json'];
  if (jsonLoc) {
    const media = deref(documents, {
      file: jsonLoc.file,
      pointer: jsonLoc.pointer.replace(/\/schema$/, ''),
    }).node;
    const { node: schema, loc } = deref(documents, jsonLoc);
    body = { ...((media.example as Json | undefined) ?? {}) };
    const properties = (schema.properties ?? {}) as Json;
    for (const name of Object.keys(properties)) {
      const prop = deref(documents, {
        file: loc.file,
        pointer: `${loc.pointer}/properties/${name}`,
      }).node;
      if (name in body || (schema.required as string[] | undefined)?.includes(name)) {
        body[name] = validValue(name, prop);
      }
      if (isStringSchema(prop)) stringFields.push(name);
    }
  }

  const urlWith = (p: Record<string, unknown>, q: Record<string, unknown>) => {
    const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(p[name])),
    );
    const search = new URLSearchParams(
      Object.entries(q).map(([k, v]) => [k, String(v)] as [string, string]),
    ).toString();
    return `${op.serverUrl}${filled}${search ? `?${search}` : ''}`;
  };

  const probes: Probe[] = [];
  for (const param of stringParams) {
    const p = param.in === 'path' ? { ...path, [param.name]: WITH_NUL } : path;
    const q = param.in === 'query' ? { ...query, [param.name]: WITH_NUL } : query;
    probes.push({ where: `${param.in}/${param.name}`, url: urlWith(p, q), body });
  }
  for (const name of stringFields) {
    probes.push({
      where: `body/${name}`,
      url: urlWith(path, query),
      body: { ...body, [name]: WITH_NUL },
    });
  }
  return probes;
}

describe('U+0000 in any string field', () => {
  it('is refused with 400 and a message naming the field, on every operation of the contract', async () => {
    const operations = [...getContract().operations.values()];
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      for (const probe of probesFor(op)) {
        sent += 1;
        const res = await t.app.inject({
          method: op.method.toUpperCase() as 'GET',
          url: probe.url,
          headers: {
            ...(op.requiresAuth ? { authorization: `Bearer ${world.caller.token}` } : {}),
          },
          ...(probe.body ? { payload: probe.body } : {}),
        });
        const body = (() => {
          try {
            return JSON.parse(res.body) as { message?: unknown };
          } catch {
            return undefined;
          }
        })();
        // A HEAD answer carries no body (HTTP): its status alone says it.
        const message = op.method === 'head' ? undefined : nulMessage(probe.where);
        if (res.statusCode !== 400 || body?.message !== message) {
          failures.push(
            `${op.operationId} ${probe.where}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    // Every operation with a string input was reached (the list comes from openapi/).
    expect(sent).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });

  it('leaves the data as it was', async () => {
    const before = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', world.caller.id)
      .executeTakeFirstOrThrow();
    const res = await t.inject({
      method: 'PATCH',
      url: '/api/account/me',
      token: world.caller.token,
      payload: { aboutMe: `hello${WITH_NUL}`, firstName: 'Changed' },
    });
    expect(res.statusCode).toBe(400);
    const after = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', world.caller.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

describe('a lone surrogate in a string field', () => {
  it('is refused with 400 naming the field, and the stored data stays as it was', async () => {
    const before = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', world.caller.id)
      .executeTakeFirstOrThrow();
    // U+202E then half of a surrogate pair: text no encoding carries (PostgreSQL refused it
    // with a 500 before the check).
    const res = await t.inject({
      method: 'PATCH',
      url: '/api/account/me',
      token: world.caller.token,
      payload: { aboutMe: 'ok \u202e\udd2a', firstName: 'Changed' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_input',
      message: 'body/aboutMe must be well-formed text',
    });
    const after = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', world.caller.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

describe('dates of birth', () => {
  it.each([
    ['0000-01-01', 'Please enter a real date of birth.', 'date_of_birth_invalid'],
    ['1899-12-31', 'Please enter a real date of birth.', 'date_of_birth_invalid'],
    ['2999-01-01', 'Your date of birth cannot be in the future.', 'date_of_birth_future'],
  ])('profile edit refuses %s with 400', async (dateOfBirth, message, code) => {
    const res = await t.inject({
      method: 'PATCH',
      url: '/api/account/me',
      token: world.caller.token,
      payload: { dateOfBirth },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code, message });
  });

  it('profile edit refuses an age under 13, as sign-up does', async () => {
    const twelve = new Date();
    twelve.setUTCFullYear(twelve.getUTCFullYear() - 12);
    const res = await t.inject({
      method: 'PATCH',
      url: '/api/account/me',
      token: world.caller.token,
      payload: { dateOfBirth: twelve.toISOString().slice(0, 10) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'too_young',
      message: 'You must be at least 13 years old to use Flick.',
    });
  });
});

describe('a truncated multipart upload', () => {
  it('answers 400 with a message and stores nothing', async () => {
    const { payload, headers } = multipartBody({
      filename: 'clip.mp4',
      contentType: 'video/mp4',
      data: fixture('two-seconds.mp4'),
    });
    const before = await t.db.selectFrom('uploads').select('name').execute();
    // The form stops in the middle of the file: no closing boundary ever comes.
    const cut = payload.subarray(0, Math.floor(payload.length / 2));
    const res = await t.inject({
      method: 'POST',
      url: '/api/upload/upload/video',
      token: world.caller.token,
      payload: cut,
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'upload_cut_off', message: 'The upload was cut off.' });
    expect(await t.db.selectFrom('uploads').select('name').execute()).toEqual(before);
  });
});
