import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers';
import { type ObjectStore, startObjectStore } from '../../../test/objectStore';
import { bucketCorsProblem, corsRuleAllows } from './bucketCors';
import { createS3Client } from './s3Storage';

// The origin buildTestApp's PUBLIC_URL gives the web app.
const APP = 'http://localhost:3000';
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>${APP}</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>Range</AllowedHeader></CORSRule></CORSConfiguration>`;

describe('corsRuleAllows', () => {
  it('matches the exact origin, * and one wildcard, and needs GET', () => {
    const rule = (origins: string[], methods = ['GET']) => ({
      AllowedOrigins: origins,
      AllowedMethods: methods,
    });
    expect(corsRuleAllows(rule([APP]), APP)).toBe(true);
    expect(corsRuleAllows(rule(['*']), APP)).toBe(true);
    expect(corsRuleAllows(rule(['http://*:3000']), APP)).toBe(true);
    expect(corsRuleAllows(rule(['https://flick.example.com']), APP)).toBe(false);
    expect(corsRuleAllows(rule([APP], ['PUT']), APP)).toBe(false);
  });
});

describe('the media bucket CORS check at start', () => {
  let objectStore: ObjectStore;
  let endpoint = '';
  beforeAll(async () => {
    objectStore = await startObjectStore('closed-media', [{ name: 'open-media', configs: [CORS] }]);
    endpoint = objectStore.endpoint;
  });
  afterAll(async () => {
    await objectStore?.close();
  });

  it('finds nothing wrong with a bucket whose rule lets the app GET', async () => {
    const client = createS3Client({ bucket: 'open-media', endpoint });
    expect(await bucketCorsProblem(client, 'open-media', APP)).toBeNull();
    expect(await bucketCorsProblem(client, 'open-media', 'https://elsewhere.example')).toBe(
      'bucket open-media has no CORS rule letting https://elsewhere.example GET its objects',
    );
  });

  it('warns at start, naming the rules to set, when the bucket has no CORS rules', async () => {
    const t = await buildTestApp({ env: { S3_BUCKET: 'closed-media', S3_ENDPOINT: endpoint } });
    try {
      // The check does not hold the start: its warning comes once the bucket has answered.
      const warnings = () =>
        t.logs
          .map((line) => JSON.parse(line) as { level: number; msg: string })
          .filter((entry) => entry.level === 40)
          .map((entry) => entry.msg);
      await expect
        .poll(warnings, { timeout: 10_000 })
        .toContain(
          `bucket closed-media has no CORS rule letting ${APP} GET its objects: browsers will not play its media unless something in front of it answers CORS (docs/deploy.md#media-bucket-cors)`,
        );
    } finally {
      await t.close();
    }
  });
});
