// The production deployment files, read as a machine would (docs/deploy.md#production-compose):
// compose.prod.yaml cannot be run here (no image registry is reachable), so its shape is
// checked against the configuration schema, and the nginx templates it mounts are filled and
// checked by Debian's nginx (`nginx -t`). The cluster check runs the same template in front
// of two replicas (scripts/cluster.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LIBRARY_VARIABLES, loadConfig, VARIABLES } from './config';
import {
  NGINX_MEDIA_TEMPLATE,
  NGINX_TEMPLATE,
  NGINX_TLS_SNIPPET,
  proxyBodyLimit,
  REPO_ROOT,
  readNginxTemplate,
  renderNginxTemplate,
  templateVariables,
} from './nginxConf';

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
}

const compose = parse(readFileSync(path.join(REPO_ROOT, 'compose.prod.yaml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, Service> };
const services = compose.services;
const FLICK = ['replica-a', 'replica-b', 'worker'];

/** What an operator's `.env` holds: every required secret, nothing else. */
const OPERATOR_ENV: Record<string, string> = {
  POSTGRES_PASSWORD: 'pg-secret',
  MINIO_ROOT_USER: 'flick',
  MINIO_ROOT_PASSWORD: 'minio-secret',
  PUBLIC_URL: 'https://flick.example.com',
  S3_ENDPOINT: 'https://media.example.com',
  SMTP_URL: 'smtp://mail:secret@mail.example.com:587',
  ADMIN_EMAILS: 'owner@example.com',
  FLICK_SERVER_NAME: 'flick.example.com',
  FLICK_MEDIA_SERVER_NAME: 'media.example.com',
  TLS_CERT_DIR: '/etc/letsencrypt/live/flick.example.com',
};

/** Compose's interpolation: `${NAME}`, `${NAME:-default}`, `${NAME:?message}`, `$$`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (whole, name?: string, op?: string, arg?: string) => {
      if (whole === '$$') return '$';
      const given = name ? env[name] : undefined;
      if (given) return given;
      if (op === '?') throw new Error(`${name} is required: ${arg}`);
      return op === '-' ? (arg ?? '') : '';
    },
  );
}

const environmentOf = (name: string, env = OPERATOR_ENV) =>
  Object.fromEntries(
    Object.entries(services[name]?.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value), env),
    ]),
  );

describe('compose.prod.yaml', () => {
  it('runs PostgreSQL, MinIO, two replicas, a worker and nginx', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['minio', 'minio-bucket', 'nginx', 'postgres', 'replica-a', 'replica-b', 'worker'].sort(),
    );
    expect(services.postgres?.image).toMatch(/^postgres:1[5-9]/);
    expect(services.minio?.image).toMatch(/^minio\/minio/);
    expect(services.nginx?.image).toMatch(/^nginx:/);
    // The replicas run the image's CMD (the server); the worker the worker.
    expect(services['replica-a']?.command).toBeUndefined();
    expect(services['replica-b']?.command).toBeUndefined();
    expect(services.worker?.command).toEqual(['node', 'apps/server/dist/worker.js']);
  });

  it('sets only variables the server reads, and starts in production without demo data', () => {
    const known = new Set([...Object.keys(VARIABLES), ...LIBRARY_VARIABLES.map(([n]) => n)]);
    for (const name of FLICK) {
      const env = environmentOf(name);
      expect(Object.keys(env).filter((key) => !known.has(key))).toEqual([]);
      const config = loadConfig(env);
      // Production: sign-in codes go by mail, never to the log; no demo people.
      expect(config.production).toBe(true);
      expect(config.seedDemo).toBe(false);
      expect(config.smtpUrl).toBe(OPERATOR_ENV.SMTP_URL);
      expect(config.databaseUrl).toBe('postgres://flick:pg-secret@postgres:5432/flick');
      expect(config.s3?.endpoint).toBe(OPERATOR_ENV.S3_ENDPOINT);
      expect(config.adminEmails).toEqual(['owner@example.com']);
      expect(config.trustProxy).toBe(true);
    }
    expect(loadConfig(environmentOf('replica-a')).media.workerConcurrency).toBe(0);
    expect(loadConfig(environmentOf('replica-b')).media.workerConcurrency).toBe(0);
    expect(loadConfig(environmentOf('worker')).media.workerConcurrency).toBeGreaterThan(0);
  });

  it('takes every secret from the environment and stops without one', () => {
    const raw = (service: string, key: string) => String(services[service]?.environment?.[key]);
    for (const [service, key] of [
      ['postgres', 'POSTGRES_PASSWORD'],
      ['minio', 'MINIO_ROOT_PASSWORD'],
      ['replica-a', 'DATABASE_URL'],
      ['replica-a', 'AWS_SECRET_ACCESS_KEY'],
      ['replica-a', 'SMTP_URL'],
      ['worker', 'AWS_SECRET_ACCESS_KEY'],
    ] as const) {
      expect(raw(service, key), `${service} ${key}`).toMatch(/\$\{[A-Z_]+:\?/);
    }
    const { POSTGRES_PASSWORD: _, ...withoutPassword } = OPERATOR_ENV;
    expect(() => environmentOf('replica-a', withoutPassword)).toThrow(/POSTGRES_PASSWORD/);
  });

  it("fills the nginx templates it mounts, with the replicas' upload limit", () => {
    const nginx = services.nginx as Service;
    const env = environmentOf('nginx');
    const mounted = (nginx.volumes ?? []).map((v) => v.split(':')[0] ?? '');
    for (const file of [NGINX_TEMPLATE, NGINX_MEDIA_TEMPLATE, NGINX_TLS_SNIPPET]) {
      expect(mounted).toContain(`./${file}`);
    }
    const wanted = [NGINX_TEMPLATE, NGINX_MEDIA_TEMPLATE].flatMap((file) =>
      templateVariables(readNginxTemplate(REPO_ROOT, file)),
    );
    expect(Object.keys(env).sort()).toEqual([...new Set(wanted)].sort());
    const port = environmentOf('replica-a').PORT;
    expect([env.FLICK_REPLICA_1, env.FLICK_REPLICA_2]).toEqual([
      `replica-a:${port}`,
      `replica-b:${port}`,
    ]);
    expect(env.FLICK_CLIENT_MAX_BODY_SIZE).toBe(
      proxyBodyLimit(loadConfig(environmentOf('replica-a')).uploadLimits),
    );
    expect(env.FLICK_CLIENT_MAX_BODY_SIZE).toBe('201m');
  });
});

describe('the nginx templates', () => {
  it('fill every placeholder and leave nginx’s own variables', () => {
    const placeholder = ['$', '{FLICK_A}'].join('');
    const template = `# ${placeholder}\nlisten ${placeholder};\nproxy_set_header Host $host;\n`;
    expect(renderNginxTemplate(template, { FLICK_A: '8080' })).toBe(
      '# 8080\nlisten 8080;\nproxy_set_header Host $host;\n',
    );
    expect(() => renderNginxTemplate(template, {})).toThrow('no value for FLICK_A');
  });

  it('keep nginx’s body limit above the upload limit, in whole megabytes', () => {
    const MB = 1024 * 1024;
    expect(proxyBodyLimit({ video: 200 * MB, thumb: 5 * MB })).toBe('201m');
    expect(proxyBodyLimit({ video: Math.floor(2.5 * MB), thumb: 5 * MB })).toBe('6m');
    expect(proxyBodyLimit({ video: Math.floor(300.2 * MB), thumb: MB })).toBe('302m');
  });

  // Debian's nginx, as the cluster check uses: CI installs it (.ci/run) with ffmpeg and
  // PostgreSQL; a machine without it cannot run this one check.
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => existsSync(bin));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flick-nginx-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.skipIf(!nginx)('are accepted by nginx -t, with the TLS snippet', () => {
    const env = {
      ...environmentOf('nginx'),
      // nginx -t resolves upstream names: loopback instead of the compose network's.
      FLICK_REPLICA_1: '127.0.0.1:3001',
      FLICK_REPLICA_2: '127.0.0.1:3002',
      FLICK_MEDIA_UPSTREAM: '127.0.0.1:9000',
      FLICK_CACHE_DIR: path.join(dir, 'cache'),
      FLICK_ACCESS_LOG: path.join(dir, 'access.log'),
    };
    mkdirSync(path.join(dir, 'flick-tls.d'));
    mkdirSync(path.join(dir, 'tmp'));
    mkdirSync(path.join(dir, 'conf.d'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=flick.example.com',
        '-keyout',
        path.join(dir, 'privkey.pem'),
        '-out',
        path.join(dir, 'fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    writeFileSync(
      path.join(dir, 'flick-tls.d/tls.conf'),
      readFileSync(path.join(REPO_ROOT, NGINX_TLS_SNIPPET), 'utf8').replaceAll(
        '/etc/nginx/certs',
        dir,
      ),
    );
    for (const file of [NGINX_TEMPLATE, NGINX_MEDIA_TEMPLATE]) {
      writeFileSync(
        path.join(dir, 'conf.d', path.basename(file, '.template')),
        renderNginxTemplate(readNginxTemplate(REPO_ROOT, file), env),
      );
    }
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((name) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`)
      .join(' ');
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp { ${temp} include ${dir}/conf.d/*.conf; }\n`,
    );
    const checked = spawnSync(
      nginx as string,
      [
        '-t',
        '-p',
        `${dir}/`,
        '-c',
        path.join(dir, 'nginx.conf'),
        '-e',
        path.join(dir, 'error.log'),
      ],
      { encoding: 'utf8' },
    );
    expect(checked.stderr).toContain('test is successful');
    expect(checked.status).toBe(0);
  });
});

describe('.dockerignore', () => {
  const ignored = readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('keeps dependencies, build output, data, the history and secrets out of the image', () => {
    for (const pattern of ['**/node_modules', '**/dist', '**/.flick-data', '.git', '.env']) {
      expect(ignored).toContain(pattern);
    }
  });

  it('keeps what the Dockerfile builds from', () => {
    // The demo's clips and the contract are copied into the image; .env.example documents it.
    expect(ignored).toContain('!.env.example');
    for (const needed of ['openapi', 'apps', 'packages', 'pnpm-lock.yaml', 'media', 'assets']) {
      expect(ignored.some((pattern) => pattern.replace(/^\*\*\//, '') === needed)).toBe(false);
    }
  });
});
