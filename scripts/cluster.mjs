#!/usr/bin/env node
// The scale-out check: PostgreSQL (Debian's, as CI starts it), an S3-compatible server on
// loopback (s3rver), two server replicas and one media worker, each a process of its own on
// one database and one bucket. Runs the checks of docs/deploy.md and prints a pass/fail
// table; exits 1 when one fails. `node scripts/cluster.mjs [--no-build]`.
// Uses FLICK_PG_URL (or DATABASE_URL) when set, else starts scripts/ci-postgres.sh.
// The topology is compose.yaml's, read from it: the same services, each process started with
// its service's environment and command (the Dockerfile's CMD when it names none); only the
// addresses (database, object store, public URL) and each process's port and data folder are
// local. So the containers and this check cannot drift apart.
// The replicas are also checked behind nginx (Debian's package, run unprivileged on a free
// port) with deploy/nginx/flick.conf.template filled as the nginx image fills it: a
// phone-size clip uploaded through it, and a notification stream read through it.
// Then the operator's commands, built (dist/cli.js): an embedded install (PGlite, demo seed)
// moved into a new database with `migrate --to`, and the backup drill: the running deployment
// backed up, restored into a new database on the same bucket, one replica started on it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const requireServer = createRequire(path.join(server, 'package.json'));
const pg = requireServer('pg');
const S3rver = requireServer('s3rver');
const { GetObjectCommand, HeadObjectCommand, S3Client } = requireServer('@aws-sdk/client-s3');
// The server's own TypeScript modules (the nginx template's filler, the configuration schema),
// through the server's tsx: its ESM API, which `require.resolve` would give as CommonJS.
const { tsImport } = await import(
  pathToFileURL(
    path.join(path.dirname(requireServer.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href
);
const importServer = (file) =>
  tsImport(pathToFileURL(path.join(server, 'src', file)).href, import.meta.url);
const YAML = createRequire(path.join(root, 'package.json'))('yaml');

const started = Date.now();
const work = mkdtempSync(path.join(os.tmpdir(), 'flick-cluster-'));
// nginx's own folder, apart from `work` (mode 0700): run as root, nginx is started as
// `nobody`, which must be able to write here.
const nginxDir = mkdtempSync(path.join(os.tmpdir(), 'flick-nginx-'));
const children = [];
const results = [];
const log = (text) =>
  console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function record(check, pass, detail) {
  results.push({ check, pass, detail });
  log(`${pass ? 'PASS' : 'FAIL'} ${check}: ${detail}`);
}

/** The databases this run made besides the cluster's own: dropped at the end. */
const moreDatabases = [];

/** A new empty database next to `adminUrl`'s, dropped at the end; its URL. */
async function createDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  moreDatabases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits for a child to exit; its exit code (or signal). */
function exited(child) {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode ?? child.signalCode)
      : child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
}

async function cleanup(dbName, adminUrl, s3) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
  await s3?.close().catch(() => {});
  if (dbName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect().catch(() => {});
    for (const name of [dbName, ...moreDatabases])
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  }
  rmSync(work, { recursive: true, force: true });
  rmSync(nginxDir, { recursive: true, force: true });
}

/** This environment without an install's settings (database, bucket): a process of its own. */
function bareEnv() {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === 'DATABASE_URL' || key.startsWith('S3_') || key.startsWith('AWS_')) delete env[key];
  }
  return env;
}

function startProcess(name, script, env, { args = [], bare = false } = {}) {
  const child = spawn(process.execPath, [path.join(server, 'dist', script), ...args], {
    cwd: server,
    env: { ...(bare ? bareEnv() : process.env), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  const keep = (chunk) => {
    child.output += chunk.toString();
    if (child.output.length > 200_000) child.output = child.output.slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.label = name;
  children.push(child);
  return child;
}

async function waitReady(base, child, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${child.label} exited: ${child.output.slice(-2000)}`);
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.status === 200) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${child.label} not ready within ${timeoutMs} ms: ${child.output.slice(-2000)}`);
}

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * Debian's nginx in front of `replicas`, listening on 127.0.0.1:`port`, as an unprivileged
 * process (`nobody` when this script runs as root): its own prefix folder, one process
 * (`master_process off`, so killing it leaves no workers), and the http block of the image's
 * nginx.conf reduced to what the template needs, with the template filled from `values`.
 */
async function startNginx(port, replicas, bodyLimit) {
  if (!existsSync(NGINX))
    throw new Error(`nginx is not installed at ${NGINX} (apt-get install nginx)`);
  const { NGINX_TEMPLATE, readNginxTemplate, renderNginxTemplate } = await importServer(
    'platform/config/nginxConf.ts',
  );
  for (const sub of ['cache', 'tmp', 'flick-tls.d'])
    mkdirSync(path.join(nginxDir, sub), { recursive: true });
  writeFileSync(
    path.join(nginxDir, 'flick.conf'),
    renderNginxTemplate(readNginxTemplate(root), {
      FLICK_LISTEN: `127.0.0.1:${port}`,
      FLICK_SERVER_NAME: '_',
      FLICK_REPLICA_1: replicas[0],
      FLICK_REPLICA_2: replicas[1],
      FLICK_CLIENT_MAX_BODY_SIZE: bodyLimit,
      FLICK_CACHE_DIR: path.join(nginxDir, 'cache'),
      FLICK_ACCESS_LOG: path.join(nginxDir, 'access.log'),
    }),
  );
  const tmp = (name) => `${name}_temp_path ${path.join(nginxDir, 'tmp', name)};`;
  writeFileSync(
    path.join(nginxDir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${path.join(nginxDir, 'nginx.pid')};`,
      `error_log ${path.join(nginxDir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(tmp).join('\n  ')}`,
      '  default_type application/octet-stream;',
      '  sendfile on;',
      `  include ${path.join(nginxDir, 'flick.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    execFileSync('chown', ['-R', '65534:65534', nginxDir]);
  }
  log(`nginx (${NGINX_TEMPLATE}) on 127.0.0.1:${port}${asRoot ? ' as nobody' : ''}`);
  const child = spawn(
    NGINX,
    [
      '-p',
      `${nginxDir}/`,
      '-c',
      path.join(nginxDir, 'nginx.conf'),
      '-e',
      path.join(nginxDir, 'error.log'),
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    },
  );
  child.output = '';
  child.stderr.on('data', (chunk) => {
    child.output += chunk.toString();
  });
  child.label = 'nginx';
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return { base, child };
    } catch {}
    await sleep(100);
  }
  const errors = existsSync(path.join(nginxDir, 'error.log'))
    ? readFileSync(path.join(nginxDir, 'error.log'), 'utf8')
    : '';
  throw new Error(`nginx did not answer: ${child.output}${errors}`.slice(-2000));
}

async function call(base, method, url, { token, body, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload;
  if (form) payload = form;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}${url}`, { method, headers, body: payload, redirect: 'manual' });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, text, headers: res.headers, bytes: Buffer.byteLength(text) };
}

/** Whether a server can listen on 127.0.0.1:`port` now. */
function canListen(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Two neighbouring ports for the replicas, free now, between 20000 and 32000: below 32768,
 * where Linux's range of ports for outgoing connections starts by default. The replicas must be told
 * their ports before they start, and a port inside that range (the first choice here until
 * 2026-11-25) could be taken meanwhile as the local end of some process's connection to
 * PostgreSQL or the object store (replica B then failed with EADDRINUSE).
 */
async function replicaPorts() {
  const low = 20000;
  const span = 12000;
  let port = low + ((process.pid * 2) % span);
  for (let tries = 0; tries < 200; tries += 1) {
    if ((await canListen(port)) && (await canListen(port + 1))) return [port, port + 1];
    port = low + ((port - low + 2) % span);
  }
  throw new Error(`no two free ports between ${low} and ${low + span}`);
}

/** A demo person's session on `base` (the demo password). */
async function demoSignIn(base, userName) {
  const res = await call(base, 'POST', '/api/account/login', {
    body: { email_phone: `${userName}@example.com`, password: 'flick-demo-2026' },
  });
  if (res.status !== 200)
    throw new Error(`login ${userName} on ${base}: ${res.status} ${res.text}`);
  return { token: res.json.data.token, id: res.json.data.user_id };
}

/**
 * The videos of the feed a demo person sees on `base` (the whole demo world fits one page),
 * each with its likes, by id (the ranking may age between two reads), and the first one's media.
 */
async function firstFeed(base) {
  const maya = await demoSignIn(base, 'maya.travels');
  const feed = await call(base, 'GET', '/api/video/videos?pageSize=50', { token: maya.token });
  const items = feed.json?.data?.Items ?? [];
  const media = items[0]
    ? await fetch(new URL(items[0].iosUrl, base), { headers: { range: 'bytes=0-99' } })
    : undefined;
  await media?.body?.cancel().catch(() => {});
  const ids = items.map((v) => `${v.id}:${v.likes}`).sort();
  return { ids, media: media?.status };
}

/**
 * An embedded install as the README's default makes it: the server started once on a new
 * DATA_DIR (PGlite, the demo world seeded), its feed read, then stopped.
 */
async function embeddedInstall(script) {
  const t0 = Date.now();
  const [port] = await replicaPorts();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: path.join(work, 'embedded'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
  };
  const embedded = startProcess(
    'embedded server',
    script,
    { ...env, SEED_DEMO: '1' },
    { bare: true },
  );
  try {
    await waitReady(base, embedded);
    const before = await firstFeed(base);
    return { base, env, before, seededMs: Date.now() - t0 };
  } finally {
    embedded.kill('SIGTERM');
    await exited(embedded);
  }
}

/**
 * 8. The embedded install moved to a new PostgreSQL database with `cli.js migrate --to`
 *    (docs/deploy.md#from-the-embedded-database-to-postgresql): the command verifies every
 *    table, and a server started on the database (same DATA_DIR, for the local media) answers
 *    the feed with the same videos as the embedded server did.
 */
async function embeddedToPostgres(pgUrl, dbName, script) {
  const { env, before, seededMs } = await embeddedInstall(script);
  const target = await createDatabase(pgUrl, `${dbName}_moved`);
  const m0 = Date.now();
  const cli = startProcess(
    'migrate',
    'cli.js',
    { DATA_DIR: env.DATA_DIR, NODE_ENV: 'development' },
    {
      bare: true,
      args: ['migrate', '--to', target],
    },
  );
  const code = await exited(cli);
  const migrateMs = Date.now() - m0;
  const verified = /^(\d+) tables copied and verified/m.exec(cli.output);
  const tableRows = cli.output.split('\n').filter((l) => /\s(ok|MISMATCH) [0-9a-f]{12}/.test(l));
  if (code !== 0) throw new Error(`migrate exited ${code}: ${cli.output.slice(-1500)}`);

  const [port] = await replicaPorts();
  const base = `http://127.0.0.1:${port}`;
  const moved = startProcess(
    'server on the moved database',
    script,
    { ...env, PORT: String(port), PUBLIC_URL: base, DATABASE_URL: target, SEED_DEMO: '0' },
    { bare: true },
  );
  await waitReady(base, moved);
  const after = await firstFeed(base);
  moved.kill('SIGTERM');
  await exited(moved);
  record(
    'embedded → PostgreSQL: migrate --to verifies every table, the same feed after',
    verified !== null &&
      Number(verified[1]) === tableRows.length &&
      tableRows.every((l) => /\sok [0-9a-f]{12}$/.test(l)) &&
      before.ids.length > 0 &&
      after.ids.join() === before.ids.join() &&
      before.media === 206 &&
      after.media === 206,
    `seeded DATA_DIR in ${(seededMs / 1000).toFixed(1)} s; migrate exited ${code} in ${(migrateMs / 1000).toFixed(1)} s: ${verified ? `${verified[1]} tables copied and verified` : 'no verdict'} (${tableRows.filter((l) => /\sok /.test(l)).length}/${tableRows.length} rows ok); feed ${before.ids.length} videos embedded, ${after.ids.length} on PostgreSQL, ${after.ids.join() === before.ids.join() ? 'the same videos and likes' : 'videos or likes differ'}; first video's media ${before.media} → ${after.media}`,
  );
}

/** What a person sees of the deployment: a profile's figures and the feed's videos. */
async function visibleCounts(base, token, userId) {
  const profile = await call(base, 'GET', `/api/account/user/profile/${userId}`, { token });
  const feed = await call(base, 'GET', '/api/video/videos?pageSize=50', { token });
  const data = profile.json?.data ?? {};
  const figures = Object.fromEntries(
    Object.entries(data)
      .filter(([, v]) => typeof v === 'number')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return {
    status: `${profile.status}/${feed.status}`,
    figures: JSON.stringify(figures),
    feed: (feed.json?.data?.Items ?? [])
      .map((v) => `${v.id}:${v.likes}`)
      .sort()
      .join(),
    feedCount: (feed.json?.data?.Items ?? []).length,
  };
}

/**
 * 9. The backup drill on the cluster's own deployment (docs/deploy.md#backups): `cli.js backup`
 *    with the replicas' environment, `cli.js restore` into a new empty database on the same
 *    bucket, one replica started on it; every video of the restored database plays (its
 *    media's redirect to the bucket gives the bytes) and the counts match, the restore's own
 *    check (every table's count and checksum) and what a person sees through the API.
 */
async function backupDrill({ pgUrl, dbName, env, script, port, live }) {
  const t0 = Date.now();
  const dir = path.join(work, 'backup');
  const maya = await demoSignIn(live, 'maya.travels');
  const seen = await visibleCounts(live, maya.token, maya.id);
  const backedUp = startProcess('backup', 'cli.js', env({ DATA_DIR: path.join(work, 'bk') }), {
    args: ['backup', dir],
  });
  const backupCode = await exited(backedUp);
  const backupMs = Date.now() - t0;
  if (backupCode !== 0)
    throw new Error(`backup exited ${backupCode}: ${backedUp.output.slice(-1500)}`);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));

  const restoredUrl = await createDatabase(pgUrl, `${dbName}_restored`);
  const r0 = Date.now();
  const restored = startProcess(
    'restore',
    'cli.js',
    env({ DATABASE_URL: restoredUrl, DATA_DIR: path.join(work, 'rs') }),
    { args: ['restore', dir] },
  );
  const restoreCode = await exited(restored);
  const restoreMs = Date.now() - r0;
  const restoreSaid = restored.output.trim().split('\n').at(-1) ?? '';

  const base = `http://127.0.0.1:${port}`;
  const replica = startProcess(
    'replica on the restored database',
    script,
    env({
      DATABASE_URL: restoredUrl,
      PORT: String(port),
      PUBLIC_URL: base,
      SEED_DEMO: '0',
      DATA_DIR: path.join(work, 'r'),
    }),
  );
  await waitReady(base, replica);
  const again = await demoSignIn(base, 'maya.travels');
  const now = await visibleCounts(base, again.token, again.id);

  // Every video the backup holds, by the restored database's rows, played through the replica.
  const db = new pg.Client({ connectionString: restoredUrl });
  await db.connect();
  const { rows: videos } = await db
    .query('SELECT id::text AS id FROM videos ORDER BY id')
    .finally(() => db.end());
  const listed = new Set(manifest.media.map((m) => m.name));
  const failed = [];
  for (const { id } of videos) {
    const res = await call(base, 'GET', `/api/video/videos?videoId=${id}`, { token: again.token });
    const video = res.json?.data?.Items?.[0];
    const name = video?.iosUrl ? path.basename(new URL(video.iosUrl, base).pathname) : '';
    const media = video
      ? await fetch(new URL(video.iosUrl, base), { redirect: 'manual' })
      : undefined;
    const location = media?.headers.get('location');
    const bytes = location ? await fetch(location, { headers: { range: 'bytes=0-99' } }) : media;
    const ok =
      video !== undefined &&
      listed.has(name) &&
      (media?.status === 200 || media?.status === 206 || media?.status === 302) &&
      (bytes?.status === 200 || bytes?.status === 206);
    await bytes?.body?.cancel().catch(() => {});
    if (!ok)
      failed.push(
        `${id} (${video ? `${media?.status}→${bytes?.status}${listed.has(name) ? '' : ', not in the manifest'}` : `not served: ${res.status}`})`,
      );
  }
  replica.kill('SIGTERM');
  await exited(replica);
  const tables = manifest.tables.length;
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  record(
    'backup drill: backup, restore into a new database, every video plays, counts match',
    restoreCode === 0 &&
      /each count and checksum as backed up/.test(restoreSaid) &&
      videos.length > 0 &&
      failed.length === 0 &&
      now.status === '200/200' &&
      seen.status === '200/200' &&
      now.figures === seen.figures &&
      now.feed === seen.feed,
    `backup ${backupMs} ms (${tables} tables, ${rows} rows, ${manifest.media.length} media listed); restore exited ${restoreCode} in ${restoreMs} ms: ${restoreSaid.slice(0, 160)}; ${videos.length - failed.length}/${videos.length} videos play from the restored replica${failed.length ? ` (not: ${failed.slice(0, 3).join(', ')})` : ''}; profile ${now.figures === seen.figures ? 'figures equal' : `${seen.figures} → ${now.figures}`}, feed ${now.feed === seen.feed ? `equal (${now.feedCount} videos with their likes)` : `${seen.feedCount} → ${now.feedCount} videos, differs`}; ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** The services of compose.yaml: the Flick processes' environment and script, checked. */
function composeTopology() {
  const compose = YAML.parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), {
    merge: true,
  });
  const names = Object.keys(compose.services ?? {}).sort();
  const expected = ['postgres', 'replica-a', 'replica-b', 's3', 'worker'];
  if (names.join() !== expected.join()) {
    throw new Error(
      `compose.yaml has services ${names.join(', ')}; this check runs ${expected.join(', ')}`,
    );
  }
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  const imageCommand = cmd ? JSON.parse(cmd[1]) : null;
  const processOf = (name) => {
    const service = compose.services[name];
    const command = service.command ?? imageCommand;
    const script = command?.[1] ?? '';
    if (command?.[0] !== 'node' || !script.startsWith('apps/server/dist/')) {
      throw new Error(
        `compose.yaml's ${name} runs ${JSON.stringify(command)}, not node apps/server/dist/…`,
      );
    }
    return { env: { ...service.environment }, script: path.basename(script) };
  };
  return { a: processOf('replica-a'), b: processOf('replica-b'), worker: processOf('worker') };
}

async function main() {
  const build = !process.argv.includes('--no-build');
  let pgUrl = process.env.FLICK_PG_URL ?? process.env.DATABASE_URL;
  if (!pgUrl) {
    const out = execFileSync('bash', [path.join(root, 'scripts/ci-postgres.sh'), 'start'], {
      encoding: 'utf8',
    });
    pgUrl = /FLICK_PG_URL=(\S+)/.exec(out)?.[1];
  }
  if (!pgUrl) throw new Error('no PostgreSQL');
  const dbName = `flick_cluster_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const dbUrl = new URL(pgUrl);
  dbUrl.pathname = `/${dbName}`;

  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: 'flick-media' }],
  });
  try {
    const { port: s3Port } = await s3.run();
    log(`PostgreSQL database ${dbName}, s3rver on 127.0.0.1:${s3Port}`);
    if (build) {
      log('building the server (tsup)');
      execFileSync('pnpm', ['--filter', '@flick/server', 'build'], { cwd: root, stdio: 'ignore' });
    }
    const topology = composeTopology();
    const [portA, portB] = await replicaPorts();
    const A = `http://127.0.0.1:${portA}`;
    const B = `http://127.0.0.1:${portB}`;
    // compose.yaml's environment with the addresses on loopback; LOG_LEVEL so a failure's
    // output explains itself.
    const local = (service, own) => ({
      ...service.env,
      DATABASE_URL: dbUrl.toString(),
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      PUBLIC_URL: A,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...own,
    });
    log(
      `compose.yaml: replica-a ${topology.a.script}, replica-b ${topology.b.script}, worker ${topology.worker.script}`,
    );
    // Replica A seeds the demo world (migrations run once, by whoever starts first).
    const procA = startProcess(
      'replica A',
      topology.a.script,
      local(topology.a, { PORT: String(portA), DATA_DIR: path.join(work, 'a') }),
    );
    await waitReady(A, procA);
    let procB = startProcess(
      'replica B',
      topology.b.script,
      local(topology.b, { PORT: String(portB), DATA_DIR: path.join(work, 'b') }),
    );
    const worker = startProcess(
      'worker',
      topology.worker.script,
      local(topology.worker, { DATA_DIR: path.join(work, 'w') }),
    );
    await waitReady(B, procB);
    log(`replicas ready at ${A} and ${B}; worker pid ${worker.pid}`);

    const password = 'flick-demo-2026';
    const signIn = async (base, userName) => {
      const res = await call(base, 'POST', '/api/account/login', {
        body: { email_phone: `${userName}@example.com`, password },
      });
      if (res.status !== 200) throw new Error(`login ${userName}: ${res.status} ${res.text}`);
      return { token: res.json.data.token, id: res.json.data.user_id };
    };
    const maya = await signIn(A, 'maya.travels');
    const leo = await signIn(A, 'leo.cooks');
    // A demo user who never followed Maya follows her through `base` (a repeated follow
    // notifies nobody); `t0` is when the follow was asked for.
    const demoNames = [
      ...readFileSync(path.join(server, 'src/seed/demoData.ts'), 'utf8').matchAll(
        /userName: '([a-z.]+)'/g,
      ),
    ].map((m) => m[1]);
    const newFollowerOfMaya = async (base) => {
      let follow = { status: 0 };
      let t0 = Date.now();
      for (const name of demoNames.filter((n) => n !== 'maya.travels').reverse()) {
        const follower = await signIn(base, name);
        t0 = Date.now();
        follow = await call(base, 'POST', '/api/account/follow', {
          token: follower.token,
          body: { userId: maya.id },
        });
        if (follow.status === 201) break;
      }
      return { follow, t0 };
    };

    // 1. A like on A is seen in the feed on B.
    {
      const feed = await call(B, 'GET', '/api/video/videos?pageSize=19', { token: leo.token });
      const video = feed.json.data.Items.find((v) => v.userId !== leo.id && !v.liked);
      const like = await call(A, 'POST', '/api/video/updateVideo', {
        token: leo.token,
        body: { videoUserId: video.userId, videoId: video.id, like: 1 },
      });
      const seen = await call(B, 'GET', `/api/video/videos?videoId=${video.id}`, {
        token: leo.token,
      });
      const item = seen.json?.data?.Items?.[0];
      record(
        'like on A seen in the feed on B',
        like.status < 300 && item?.liked === true && item.likes === video.likes + 1,
        `likes ${video.likes} → ${item?.likes}, liked ${item?.liked}`,
      );
    }

    // 2. A follow made on A reaches B's open notification stream within 1 s.
    {
      const controller = new AbortController();
      const res = await fetch(`${B}/api/account/notification/stream`, {
        headers: { authorization: `Bearer ${maya.token}` },
        signal: controller.signal,
      });
      const reader = res.body.getReader();
      let text = '';
      await reader.read(); // ': connected'
      const { follow, t0 } = await newFollowerOfMaya(A);
      const timer = setTimeout(() => controller.abort(), 1000);
      try {
        while (!text.includes('event: notification')) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += Buffer.from(chunk.value).toString();
        }
      } catch {}
      clearTimeout(timer);
      controller.abort();
      const ms = Date.now() - t0;
      record(
        'follow on A reaches B’s stream within 1 s',
        follow.status === 201 && text.includes('event: notification') && ms <= 1000,
        `${text.includes('event: notification') ? `arrived after ${ms} ms` : 'did not arrive in 1 s'}`,
      );
    }

    // 3. 20 failed logins spread over A and B lock the address as one limit.
    {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(i % 2 ? B : A, 'POST', '/api/account/login', {
            body: { email_phone: 'aiko.draws@example.com', password: `wrong ${i}` },
          }),
        ),
      );
      const s401 = answers.filter((r) => r.status === 401).length;
      const s429 = answers.filter((r) => r.status === 429).length;
      const right = await call(B, 'POST', '/api/account/login', {
        body: { email_phone: 'aiko.draws@example.com', password },
      });
      record(
        '20 failed logins over A and B: one limit',
        s401 === 10 && s429 === 10 && right.status === 429,
        `${s401} × 401, ${s429} × 429, then the right password ${right.status}`,
      );
    }

    // 4. Logout on A is refused on B within 1 s.
    {
      const s = await signIn(A, 'leo.cooks');
      const before = await call(B, 'GET', '/api/account/me', { token: s.token });
      await call(A, 'POST', '/api/account/logout', { token: s.token });
      const t0 = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - t0 < 1000) {
        status = (await call(B, 'GET', '/api/account/me', { token: s.token })).status;
        if (status === 200) await sleep(20);
      }
      const ms = Date.now() - t0;
      record(
        'logout on A refused on B within 1 s',
        before.status === 200 && status === 401,
        status === 401 ? `401 on B after ${ms} ms` : `still ${status} after ${ms} ms`,
      );
    }

    // 5. An upload through A plays from B, its bytes served by the object store.
    {
      const t0 = Date.now();
      const upload = async (kind, file, type) => {
        const form = new FormData();
        form.append(
          'file',
          new Blob([readFileSync(path.join(server, 'test/fixtures', file))], { type }),
          file,
        );
        const res = await call(A, 'POST', `/api/upload/upload/${kind}`, {
          token: maya.token,
          form,
        });
        if (res.status !== 200) throw new Error(`upload ${kind}: ${res.status} ${res.text}`);
        return res.json[0];
      };
      const thumb = await upload('thumb', 'thumb.jpg', 'image/jpeg');
      const file = await upload('video', 'two-seconds.mp4', 'video/mp4');
      const created = await call(A, 'POST', '/api/video/upload', {
        token: maya.token,
        body: {
          videoUrl: file.replace(/\.[^.]+$/, ''),
          thumbUrl: `/api/upload/media/${thumb}`,
          thumbUrlCompress: `/api/upload/media/${thumb}`,
          caption: 'through the cluster',
        },
      });
      const id = created.json?.data?.id;
      let video;
      for (let i = 0; i < 240; i += 1) {
        const res = await call(B, 'GET', `/api/video/videos?videoId=${id}`, { token: maya.token });
        video = res.json?.data?.Items?.[0];
        if (video && video.state !== 'processing') break;
        await sleep(250);
      }
      const media = await call(B, 'GET', new URL(video.iosUrl, B).pathname);
      const location = media.headers.get('location');
      const object = location
        ? Buffer.from(await (await fetch(location)).arrayBuffer())
        : Buffer.alloc(0);
      const ranged = location
        ? await fetch(location, { headers: { range: 'bytes=0-99' } })
        : undefined;
      record(
        'upload through A plays from B, bytes from the store',
        video?.state === 'ready' &&
          media.status === 302 &&
          object.subarray(4, 8).toString('latin1') === 'ftyp' &&
          ranged?.status === 206 &&
          media.bytes < 1024,
        `${video?.state} after ${((Date.now() - t0) / 1000).toFixed(1)} s (worker); B answered ${media.status} with ${media.bytes} body bytes, the store sent ${object.length} bytes and a 206 range`,
      );
    }

    // 5b. A resumable (tus) upload started on A whose connection stalls (a phone that went
    //     offline: A still holds the upload) goes on at B: B's HEAD has A let go (the lock is
    //     PostgreSQL's), B takes the rest, and the video is recorded once with the right bytes.
    {
      const t0 = Date.now();
      const TUS = { 'tus-resumable': '1.0.0' };
      const auth = { authorization: `Bearer ${maya.token}` };
      // Over one 8 MiB part of the bucket's multipart upload: the fixture and a `free` box.
      const padding = Buffer.alloc(9 * 1024 * 1024);
      padding.writeUInt32BE(padding.length, 0);
      padding.write('free', 4, 'latin1');
      const file = Buffer.concat([
        readFileSync(path.join(server, 'test/fixtures/two-seconds.mp4')),
        padding,
      ]);
      const created = await fetch(`${A}/api/upload/upload/tus`, {
        method: 'POST',
        headers: { ...TUS, ...auth, 'upload-length': String(file.length) },
      });
      const address = created.headers.get('location') ?? '';
      const id = address.slice(address.lastIndexOf('/') + 1);
      const sent = 8 * 1024 * 1024 + 100_000;
      const stalled = http.request(`${A}${address}`, {
        method: 'PATCH',
        headers: {
          ...TUS,
          ...auth,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(file.length),
        },
      });
      stalled.on('error', () => {});
      await new Promise((resolve) => stalled.write(file.subarray(0, sent), resolve));
      await sleep(500);
      const askedAt = Date.now();
      const head = await fetch(`${B}${address}`, { method: 'HEAD', headers: { ...TUS, ...auth } });
      const headMs = Date.now() - askedAt;
      const offset = Number(head.headers.get('upload-offset'));
      const rest = await fetch(`${B}${address}`, {
        method: 'PATCH',
        headers: {
          ...TUS,
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: file.subarray(offset),
      });
      stalled.destroy();
      // The original waits in the bucket until the video is recorded and processed.
      const bucket = new S3Client({
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${s3Port}`,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      const prefix = local(topology.b, {}).S3_PREFIX ?? '';
      const original = await bucket
        .send(new GetObjectCommand({ Bucket: 'flick-media', Key: `${prefix}originals/${id}.mp4` }))
        .then(async (out) => Buffer.from(await out.Body.transformToByteArray()))
        .catch(() => Buffer.alloc(0));
      const form = new FormData();
      form.append(
        'file',
        new Blob([readFileSync(path.join(server, 'test/fixtures/thumb.jpg'))], {
          type: 'image/jpeg',
        }),
        'thumb.jpg',
      );
      const thumb = await call(B, 'POST', '/api/upload/upload/thumb', { token: maya.token, form });
      const recordOnce = () =>
        call(B, 'POST', '/api/video/upload', {
          token: maya.token,
          body: {
            videoUrl: id,
            thumbUrl: `/api/upload/media/${thumb.json?.[0]}`,
            thumbUrlCompress: `/api/upload/media/${thumb.json?.[0]}`,
            caption: 'resumed on B',
          },
        });
      const recorded = await recordOnce();
      const again = await recordOnce();
      const db = new pg.Client({ connectionString: dbUrl.toString() });
      await db.connect();
      const { rows } = await db.query(
        'SELECT count(*)::int AS n FROM videos WHERE video_url = $1',
        [id],
      );
      await db.end();
      record(
        'resumable upload stalled on A goes on at B, recorded once with the right bytes',
        created.status === 201 &&
          head.status === 200 &&
          offset === sent &&
          rest.status === 204 &&
          original.equals(file) &&
          recorded.status === 200 &&
          again.status >= 400 &&
          rows[0]?.n === 1,
        `A took ${sent} of ${file.length} bytes and stalled; B's HEAD answered offset ${offset} in ${headMs} ms, the rest ${rest.status}; original ${original.equals(file) ? 'byte-identical' : `differs (${original.length} bytes)`}; recorded ${recorded.status}, again ${again.status}, ${rows[0]?.n} video row(s) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
    }

    // 6a–c. The replicas behind nginx, with the repository's template (docs/deploy.md#nginx).
    //      A failure here (nginx missing, say) is one row; the checks after it still run.
    try {
      const { loadConfig } = await importServer('platform/config/config.ts');
      const { proxyBodyLimit } = await importServer('platform/config/nginxConf.ts');
      const limits = loadConfig(local(topology.a, {})).uploadLimits;
      const [nginxPort] = await replicaPorts();
      const { base: N } = await startNginx(
        nginxPort,
        [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
        proxyBodyLimit(limits),
      );

      // A phone's clip (1080×1920, over nginx's 1 MB default body size) through nginx.
      const clip = path.join(work, 'phone.mp4');
      const made = Date.now();
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=1080x1920:rate=30',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:sample_rate=48000',
        '-t',
        '3',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-qp',
        '8',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        '-movflags',
        '+faststart',
        clip,
      ]);
      const bytes = readFileSync(clip);
      const madeMs = Date.now() - made;
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'video/mp4' }), 'phone.mp4');
      const t0 = Date.now();
      const res = await call(N, 'POST', '/api/upload/upload/video', { token: maya.token, form });
      const ms = Date.now() - t0;
      const name = res.json?.[0];
      const prefix = local(topology.a, {}).S3_PREFIX ?? '';
      const bucket = new S3Client({
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${s3Port}`,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const stored = name
        ? await bucket
            .send(
              new HeadObjectCommand({ Bucket: 'flick-media', Key: `${prefix}originals/${name}` }),
            )
            .then((out) => out.ContentLength)
            .catch(() => undefined)
        : undefined;
      // A resumable upload announces its size: one over the limit is the server's refusal.
      const tooBig = await fetch(`${N}/api/upload/upload/tus`, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          authorization: `Bearer ${maya.token}`,
          'upload-length': String(limits.video + 1),
        },
      });
      const tooBigText = await tooBig.text();
      record(
        'phone-size clip uploaded through nginx',
        res.status === 200 &&
          stored === bytes.length &&
          tooBig.status === 413 &&
          tooBigText.includes('File is too large') &&
          /^[0-9a-f]{32}$/.test(res.headers.get('x-request-id') ?? ''),
        `${(bytes.length / 1024 / 1024).toFixed(1)} MB 1080×1920 (made in ${madeMs} ms) answered ${res.status} in ${ms} ms (client_max_body_size ${proxyBodyLimit(limits)}); ${stored === undefined ? 'not in the bucket' : `${stored} bytes in the bucket`}; request id ${res.headers.get('x-request-id') ? 'returned' : 'missing'}; a resumable upload 1 byte over the limit: ${tooBig.status} ${tooBigText.slice(0, 80)}`,
      );

      // The notification stream through nginx: the first comment at once, an event promptly.
      const controller = new AbortController();
      const opened = Date.now();
      const stream = await fetch(`${N}/api/account/notification/stream`, {
        headers: { authorization: `Bearer ${maya.token}` },
        signal: controller.signal,
      });
      const reader = stream.body.getReader();
      let text = '';
      const timer = setTimeout(() => controller.abort(), 5000);
      let connectedMs = Number.NaN;
      let follow = { status: 0 };
      let f0 = Date.now();
      let arrivedMs = Number.NaN;
      try {
        text += Buffer.from((await reader.read()).value ?? []).toString();
        connectedMs = Date.now() - opened;
        ({ follow, t0: f0 } = await newFollowerOfMaya(N));
        while (!text.includes('event: notification')) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += Buffer.from(chunk.value).toString();
        }
        if (text.includes('event: notification')) arrivedMs = Date.now() - f0;
      } catch {}
      clearTimeout(timer);
      controller.abort();
      record(
        'notification stream through nginx: unbuffered, an event within 1 s',
        stream.status === 200 && text.startsWith(':') && follow.status === 201 && arrivedMs <= 1000,
        `${stream.status}, first comment after ${connectedMs} ms; ${Number.isNaN(arrivedMs) ? `no event (follow ${follow.status})` : `the follow's event after ${arrivedMs} ms`}`,
      );

      // A public media answer is kept by nginx for as long as the server says, then asked again.
      const feed = await call(N, 'GET', '/api/video/videos?pageSize=5', { token: leo.token });
      const media = new URL(feed.json?.data?.Items?.[0]?.iosUrl ?? '/none', N);
      const first = await fetch(media, { redirect: 'manual' });
      const second = await fetch(media, { redirect: 'manual' });
      record(
        'media answers kept by nginx as the server allows',
        first.status === 302 &&
          second.status === 302 &&
          first.headers.get('x-cache-status') === 'MISS' &&
          second.headers.get('x-cache-status') === 'HIT' &&
          /\bpublic\b/.test(first.headers.get('cache-control') ?? ''),
        `${first.status} ${first.headers.get('x-cache-status')}, then ${second.status} ${second.headers.get('x-cache-status')} (Cache-Control: ${first.headers.get('cache-control')})`,
      );
    } catch (err) {
      record('replicas behind nginx', false, err instanceof Error ? err.message : String(err));
    }

    // 6. A replica shut down (SIGTERM) ends its streams with a retry hint; the client comes
    //    back on the other replica and is served there. B is then started again.
    {
      const s = await signIn(A, 'maya.travels');
      const res = await fetch(`${B}/api/account/notification/stream`, {
        headers: { authorization: `Bearer ${s.token}` },
      });
      const reader = res.body.getReader();
      await reader.read(); // ': connected'
      const t0 = Date.now();
      procB.kill('SIGTERM');
      let text = '';
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true }));
        if (chunk.done) break;
        text += Buffer.from(chunk.value).toString();
      }
      const retryMs = Number(/^retry: (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
      const ended = Date.now() - t0;
      await new Promise((resolve) =>
        procB.exitCode === null ? procB.once('exit', resolve) : resolve(),
      );
      const again = await fetch(`${A}/api/account/notification/stream`, {
        headers: { authorization: `Bearer ${s.token}` },
      });
      const first = await again.body.getReader().read();
      await again.body.cancel().catch(() => {});
      record(
        'SIGTERM of B: streams end with a retry hint, the client reconnects to A',
        retryMs >= 1000 && retryMs <= 3000 && again.status === 200 && !first.done,
        `stream ended after ${ended} ms with retry: ${retryMs}; B exited ${procB.exitCode ?? procB.signalCode}; the stream on A answered ${again.status}`,
      );
      procB = startProcess(
        'replica B',
        topology.b.script,
        local(topology.b, { PORT: String(portB), DATA_DIR: path.join(work, 'b') }),
      );
      await waitReady(B, procB);
    }

    // 7. SIGKILL replica A: no committed write lost, B keeps serving.
    {
      const s = await signIn(A, 'maya.travels');
      const feed = await call(A, 'GET', '/api/video/videos?pageSize=19', { token: s.token });
      const writes = await Promise.all(
        feed.json.data.Items.filter((v) => !v.liked)
          .slice(0, 5)
          .map((v) =>
            call(A, 'POST', '/api/video/updateVideo', {
              token: s.token,
              body: { videoUserId: v.userId, videoId: v.id, like: 1 },
            }).then((r) => ({ id: v.id, status: r.status < 300 ? 200 : r.status })),
          ),
      );
      procA.kill('SIGKILL');
      await new Promise((resolve) => procA.once('exit', resolve));
      const committed = writes.filter((w) => w.status === 200);
      let kept = 0;
      for (const w of committed) {
        const res = await call(B, 'GET', `/api/video/videos?videoId=${w.id}`, { token: s.token });
        if (res.json?.data?.Items?.[0]?.liked === true) kept += 1;
      }
      const ready = await call(B, 'GET', '/api/ready');
      const after = await call(B, 'GET', '/api/video/videos?pageSize=19', { token: s.token });
      record(
        'SIGKILL of A: committed writes kept, B serves',
        committed.length > 0 &&
          kept === committed.length &&
          ready.status === 200 &&
          after.status === 200,
        `${kept}/${committed.length} committed likes on B; B ready ${ready.status}, feed ${after.status}`,
      );
    }

    // 8–9. The operator's commands: one row each, a failure does not stop the other.
    try {
      await embeddedToPostgres(pgUrl, dbName, topology.a.script);
    } catch (err) {
      record('embedded → PostgreSQL', false, err instanceof Error ? err.message : String(err));
    }
    try {
      await backupDrill({
        pgUrl,
        dbName,
        env: (own) => local(topology.a, own),
        script: topology.a.script,
        port: portA,
        live: B,
      });
    } catch (err) {
      record('backup drill', false, err instanceof Error ? err.message : String(err));
    }

    const rss = (pid) => {
      try {
        return Math.round(
          Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
            1024,
        );
      } catch {
        return 0;
      }
    };
    log(`resident memory: replica B ${rss(procB.pid)} MB, worker ${rss(worker.pid)} MB`);
  } finally {
    await cleanup(dbName, pgUrl, s3);
  }
}

main()
  .catch((err) => {
    record('cluster ran to the end', false, err instanceof Error ? err.message : String(err));
  })
  .finally(() => {
    const width = Math.max(...results.map((r) => r.check.length));
    console.log(`\n${'check'.padEnd(width)}  result  detail`);
    for (const r of results)
      console.log(`${r.check.padEnd(width)}  ${r.pass ? 'pass  ' : 'FAIL  '}  ${r.detail}`);
    console.log(
      `\n${results.filter((r) => r.pass).length}/${results.length} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    process.exit(results.length > 0 && results.every((r) => r.pass) ? 0 : 1);
  });
