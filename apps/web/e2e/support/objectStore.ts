import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './build';

/** The bucket the e2e server stores media in, and its name. */
export const E2E_BUCKET = 'flick-media';

/**
 * The bucket's CORS rules, as docs/deploy.md#media-bucket-cors gives them: the web app's
 * origin may read (GET, HEAD) with a `Range`, and read the headers a player and a download
 * need. Without them a caption track and a download (both CORS requests) fail.
 */
export function bucketCorsXml(appOrigin: string): string {
  return [
    '<CORSConfiguration>',
    '  <CORSRule>',
    `    <AllowedOrigin>${appOrigin}</AllowedOrigin>`,
    '    <AllowedMethod>GET</AllowedMethod>',
    '    <AllowedMethod>HEAD</AllowedMethod>',
    '    <AllowedHeader>Range</AllowedHeader>',
    '    <ExposeHeader>Content-Range</ExposeHeader>',
    '    <ExposeHeader>Content-Length</ExposeHeader>',
    '    <ExposeHeader>ETag</ExposeHeader>',
    '    <ExposeHeader>Accept-Ranges</ExposeHeader>',
    '    <MaxAgeSeconds>3600</MaxAgeSeconds>',
    '  </CORSRule>',
    '</CORSConfiguration>',
  ].join('\n');
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** A running S3 stand-in with one bucket, and the environment that points the server at it. */
export interface ObjectStore {
  /** `http://127.0.0.1:<port>`: the bucket's origin, where media requests are redirected. */
  origin: string;
  /** `S3_BUCKET`, `S3_ENDPOINT`, `S3_PREFIX` and s3rver's fixed credentials. */
  serverEnv: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts s3rver (the server package's S3 stand-in, as scripts/cluster.mjs and the server's
 * S3 tests use it) on loopback with the media bucket, its CORS rules allowing `appOrigin`.
 */
export async function startObjectStore(appOrigin: string): Promise<ObjectStore> {
  // s3rver is the server package's dev dependency (and ships no types).
  const requireFromServer = createRequire(join(repoRoot, 'apps/server/package.json'));
  const S3rver = requireFromServer('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'flick-e2e-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: E2E_BUCKET, configs: [bucketCorsXml(appOrigin)] }],
  });
  const { port } = await s3.run();
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    serverEnv: {
      S3_BUCKET: E2E_BUCKET,
      S3_ENDPOINT: origin,
      S3_PREFIX: 'media/',
      // The standard AWS credential chain reads these: s3rver's fixed key pair.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
