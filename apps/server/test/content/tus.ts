import { request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { TestApp } from '../helpers';

/** The tus protocol version header every resumable-upload request carries. */
export const TUS = { 'tus-resumable': '1.0.0' };
/** The resumable uploads' collection (the tus endpoint). */
export const TUS_COLLECTION = '/api/upload/upload/tus';

/** `POST` to the collection: a new upload of `size` bytes. */
export function createUpload(app: TestApp, size: number, token: string) {
  return app.inject({
    method: 'POST',
    url: TUS_COLLECTION,
    token,
    headers: { ...TUS, 'upload-length': String(size) },
  });
}

/** Starts an upload (201) and answers its address and id. */
export async function startUpload(app: TestApp, size: number, token: string) {
  const res = await createUpload(app, size, token);
  expect(res.statusCode).toBe(201);
  const location = String(res.headers.location);
  return { location, id: location.slice(location.lastIndexOf('/') + 1) };
}

/** `PATCH` of `bytes` at `offset`. */
export function patchUpload(
  app: TestApp,
  location: string,
  offset: number,
  bytes: Buffer,
  token: string,
) {
  return app.inject({
    method: 'PATCH',
    url: location,
    token,
    headers: {
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

/** The upload's offset, by `HEAD` (200). */
export async function uploadOffset(app: TestApp, location: string, token: string) {
  const res = await app.inject({ method: 'HEAD', url: location, token, headers: TUS });
  expect(res.statusCode).toBe(200);
  return Number(res.headers['upload-offset']);
}

/**
 * A connection cut mid-way, over a real socket (inject cannot drop one): the whole `file`
 * announced from offset 0, its first `sent` bytes written, then the socket destroyed. On a
 * busy machine the server may not have read the request long after it was written, and bytes
 * it never read are, rightly, not kept: so the cut waits (at most 10 s each) until the
 * server's end of the connection has read every byte written, then, given `received` (how
 * many bytes the server's store holds so far), until the store holds the `sent` bytes, and
 * then `lingerMs` more. Answers the offset the server kept, once it reached `sent` (or after
 * 10 s of asking, whatever it is then).
 */
export async function patchThenDrop(
  app: TestApp,
  location: string,
  file: Buffer,
  sent: number,
  token: string,
  lingerMs = 300,
  received?: () => Promise<number>,
): Promise<number> {
  if (!app.app.server.listening) await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address() as AddressInfo;
  // The server's end of this request's connection (a new one: `agent: false`).
  let serverEnd: Socket | undefined;
  app.app.server.once('connection', (socket: Socket) => {
    serverEnd = socket;
  });
  await new Promise<void>((resolve) => {
    const req = httpRequest({
      agent: false,
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: location,
      headers: {
        ...TUS,
        authorization: `Bearer ${token}`,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(file.length),
      },
    });
    req.on('error', () => resolve());
    req.write(file.subarray(0, sent), async () => {
      // Headers and body: every byte this end wrote.
      const written = req.socket?.bytesWritten ?? 0;
      await askFor10s(() => (serverEnd?.bytesRead ?? 0) >= written);
      if (received) await askFor10s(async () => (await received()) >= sent);
      setTimeout(() => {
        req.destroy();
        resolve();
      }, lingerMs);
    });
  });
  let offset = 0;
  await askFor10s(async () => {
    offset = await uploadOffset(app, location, token);
    return offset >= sent;
  });
  return offset;
}

/** Asks `done` every 100 ms until it answers true, for 10 s at most: then goes on regardless. */
async function askFor10s(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await done()); i += 1) await sleep(100);
}
