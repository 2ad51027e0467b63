import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

/** s3rver, the project's S3 stand-in, on a loopback port with one empty bucket. */
export interface ObjectStore {
  endpoint: string;
  /** s3rver's fixed key pair, for a client made by hand. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The server's environment for media in this bucket (ADR 0040). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A further bucket, with s3rver's bucket configuration documents (a CORS rule's XML). */
export interface ExtraBucket {
  name: string;
  configs?: string[];
}

/**
 * Starts s3rver with `bucket` (and `more` buckets) and sets the standard AWS credential
 * variables the server reads to s3rver's fixed key pair (`credentials` names them for a client
 * made by hand); `close` stops it, removes its files and restores the variables.
 */
export async function startObjectStore(
  bucket: string,
  more: readonly ExtraBucket[] = [],
): Promise<ObjectStore> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flick-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }, ...more],
  }) as { run(): Promise<{ port: number }>; close(): Promise<void> };
  const { port } = await server.run();
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1' },
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
      for (const [key, value] of [
        ['AWS_ACCESS_KEY_ID', saved.id],
        ['AWS_SECRET_ACCESS_KEY', saved.secret],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}
