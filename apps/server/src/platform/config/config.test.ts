import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, readVariable, VARIABLES } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/\.flick-data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidcProviders).toEqual([]);
  });

  it('names every wrong value in one error', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      SMS_WEBHOOK_URL: 'ftp://sms',
    });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^PORT must be a whole number/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
    expect(problems.join('\n')).toMatch(/SMTP_URL/);
    expect(problems.join('\n')).toMatch(/SMS_WEBHOOK_URL/);
  });

  it('refuses production without a real OTP delivery', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/NODE_ENV=production needs a real OTP delivery/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toEqual([]);
  });

  it('lets only tests fetch federation from private addresses (refused in production)', () => {
    expect(loadConfig({}).federation.allowPrivateAddress).toBe(false);
    expect(
      loadConfig({ FEDERATION: '1', FEDERATION_ALLOW_PRIVATE_ADDRESSES: '1' }).federation,
    ).toEqual({ enabled: true, allowPrivateAddress: true });
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail:25',
        FEDERATION_ALLOW_PRIVATE_ADDRESSES: '1',
      }),
    ).toEqual([
      'FEDERATION_ALLOW_PRIVATE_ADDRESSES is for tests: it is refused with NODE_ENV=production',
    ]);
  });

  it('wants a service account that push delivery can sign with', () => {
    expect(problemsOf({ FIREBASE_SERVICE_ACCOUNT: 'not json' })).toEqual([
      'FIREBASE_SERVICE_ACCOUNT must be the service account JSON',
    ]);
    expect(problemsOf({ FIREBASE_SERVICE_ACCOUNT: '{"project_id":"p"}' })).toEqual([
      'FIREBASE_SERVICE_ACCOUNT lacks client_email, private_key',
    ]);
    const account = { project_id: 'p', client_email: 'a@p.iam', private_key: 'key' };
    expect(problemsOf({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) })).toEqual([]);
  });

  it('reads OIDC providers and reports a missing secret', () => {
    const config = loadConfig({
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'id',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.oidcProviders).toEqual([
      {
        name: 'google',
        label: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'id',
        clientSecret: 'secret',
      },
    ]);
    expect(
      problemsOf({
        OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
        OIDC_GOOGLE_CLIENT_ID: 'id',
      }),
    ).toEqual(['OIDC_GOOGLE_CLIENT_SECRET is missing for OIDC_GOOGLE_ISSUER']);
  });

  it('reads S3 and CORS settings', () => {
    const config = loadConfig({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      CORS_ORIGINS: 'https://app.example.com, http://localhost:5173/',
    });
    expect(config.s3).toEqual({ bucket: 'media', endpoint: 'http://127.0.0.1:4569', prefix: '' });
    expect(config.corsOrigins).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(loadConfig({ S3_BUCKET: 'media', S3_PREFIX: 'flick/' }).s3?.prefix).toBe('flick/');
    expect(problemsOf({ S3_PREFIX: 'flick/' })).toEqual([
      'S3_ENDPOINT, S3_REGION, S3_PREFIX and S3_PUBLIC_URL need S3_BUCKET',
    ]);
  });

  it('reads upload size limits in megabytes and refuses nonsense', () => {
    expect(loadConfig({}).uploadLimits).toEqual({
      video: 200 * 1024 * 1024,
      thumb: 5 * 1024 * 1024,
    });
    expect(
      loadConfig({ UPLOAD_MAX_VIDEO_MB: '50', UPLOAD_MAX_THUMB_MB: '0.5' }).uploadLimits,
    ).toEqual({ video: 50 * 1024 * 1024, thumb: 512 * 1024 });
    expect(problemsOf({ UPLOAD_MAX_VIDEO_MB: '200MB', UPLOAD_MAX_THUMB_MB: '0' })).toEqual([
      'UPLOAD_MAX_VIDEO_MB must be a number of megabytes above 0, e.g. 200 (got "200MB")',
      'UPLOAD_MAX_THUMB_MB must be a number of megabytes above 0, e.g. 200 (got "0")',
    ]);
  });

  it('reads the grace period of unattached uploads in hours and refuses nonsense', () => {
    expect(loadConfig({}).leftovers.unattachedUploadMs).toBe(24 * 3_600_000);
    expect(loadConfig({ UPLOAD_UNATTACHED_HOURS: '2.5' }).leftovers.unattachedUploadMs).toBe(
      2.5 * 3_600_000,
    );
    expect(problemsOf({ UPLOAD_UNATTACHED_HOURS: '0' })).toEqual([
      'UPLOAD_UNATTACHED_HOURS must be a number of hours above 0, e.g. 24 (got "0")',
    ]);
  });

  it('reads the "Following" timelines\' follower threshold and refuses nonsense', () => {
    expect(loadConfig({}).timelinePushFollowers).toBe(10_000);
    expect(loadConfig({ TIMELINE_PUSH_FOLLOWERS: '500' }).timelinePushFollowers).toBe(500);
    expect(problemsOf({ TIMELINE_PUSH_FOLLOWERS: '0' })).toEqual([
      'TIMELINE_PUSH_FOLLOWERS must be a whole number of at least 1 (got "0")',
    ]);
  });

  it('says which variable is wrong and how, for a bad number and a bad choice', () => {
    expect(problemsOf({ MEDIA_WORKER_CONCURRENCY: '17', AUTH_RATE_LIMIT_PER_IP: '1.5' })).toEqual([
      'AUTH_RATE_LIMIT_PER_IP must be a whole number of at least 1 (got "1.5")',
      'MEDIA_WORKER_CONCURRENCY must be a whole number from 0 to 16 (got "17")',
    ]);
    expect(problemsOf({ PORT: '70000' })).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "70000")',
    ]);
    expect(
      problemsOf({ LOG_LEVEL: 'verbose', SEED_DEMO: 'yes', MEDIA_KEEP_ORIGINALS: 'on' }),
    ).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'SEED_DEMO must be 1 or 0',
      'MEDIA_KEEP_ORIGINALS must be 1 or 0',
    ]);
    expect(
      problemsOf({ PUBLIC_URL: 'example.org', CORS_ORIGINS: 'https://a.example, ftp://b' }),
    ).toEqual([
      'PUBLIC_URL must be an http:// or https:// URL (got "example.org")',
      'CORS_ORIGINS entry "ftp://b" must be an http:// or https:// origin',
    ]);
  });

  it('refuses a variable that needs another one alone', () => {
    expect(problemsOf({ MEDIA_WORKER_CONCURRENCY: '0' })).toEqual([
      'MEDIA_WORKER_CONCURRENCY=0 needs DATABASE_URL: on the embedded database only the server process can run the media worker',
    ]);
    expect(
      loadConfig({ MEDIA_WORKER_CONCURRENCY: '0', DATABASE_URL: 'postgres://db/flick' }).media
        .workerConcurrency,
    ).toBe(0);
    expect(problemsOf({ S3_REGION: 'eu-west-1', S3_PUBLIC_URL: 'https://cdn.example' })).toEqual([
      'S3_ENDPOINT, S3_REGION, S3_PREFIX and S3_PUBLIC_URL need S3_BUCKET',
    ]);
    expect(problemsOf({ OIDC_ACME_ISSUER: 'https://id.acme.example' })).toEqual([
      'OIDC_ACME_CLIENT_ID is missing for OIDC_ACME_ISSUER',
      'OIDC_ACME_CLIENT_SECRET is missing for OIDC_ACME_ISSUER',
    ]);
  });

  it('reads blank values as unset and keeps the documented defaults of every variable', () => {
    const blank = Object.fromEntries(Object.keys(VARIABLES).map((name) => [name, '  ']));
    expect(loadConfig(blank)).toEqual(loadConfig({}));
    expect(loadConfig({ PUBLIC_URL: 'https://flick.example/' }).publicUrl).toBe(
      'https://flick.example',
    );
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m:25' }).seedDemo).toBe(false);
    expect(readVariable('OPENAPI_DIR', { OPENAPI_DIR: ' /srv/openapi ' })).toBe('/srv/openapi');
  });
});
