// Shared by the web benchmarks: the built web app, the real combined server on a fresh
// DATA_DIR with the demo world, Debian's Chromium, a demo session, and figure helpers.
// Everything listens on 127.0.0.1 only.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');
const webRoot = path.join(repoRoot, 'apps/web');

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** The flags every browser test uses (CONTRIBUTING.md#known-pitfalls), plus unmuted autoplay. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];

/** A seeded demo account (apps/server/src/seed/demoData.ts). */
export const DEMO_EMAIL = 'maya.travels@example.com';
export const DEMO_PASSWORD = 'flick-demo-2026';

/** The phone window the feed is designed for. */
export const PHONE = { width: 390, height: 844 };

export function assertChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`the web benchmarks need Debian's Chromium at ${CHROMIUM_PATH}`);
  }
}

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}

/**
 * Measures the built app, as `pnpm start` serves it: builds apps/web/dist (production
 * mode) only when it is missing or older than its sources, like the e2e harness.
 */
export function ensureWebBuild() {
  const builtAt = newestMtime(path.join(webRoot, 'dist/index.html'));
  const sources = [
    path.join(webRoot, 'src'),
    path.join(webRoot, 'public'),
    path.join(webRoot, 'index.html'),
    path.join(webRoot, 'vite.config.ts'),
    path.join(repoRoot, 'packages/design-system/src'),
    path.join(repoRoot, 'packages/stores/src'),
    path.join(repoRoot, 'packages/api-types/src'),
  ];
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.log(builtAt ? 'apps/web/dist is stale: building' : 'apps/web/dist is missing: building');
  // `pnpm run build`: vite build, then the .br/.gz files the server sends (precompress.mjs);
  // a bare `vite build` would leave the scripts uncompressed on the wire.
  const result = spawnSync('pnpm', ['run', 'build'], {
    cwd: webRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed; see the output above');
}

/**
 * A private copy of apps/web/dist, complete (every asset index.html names is there):
 * other work in the same tree may rebuild dist while a benchmark runs.
 */
function copyWebDist(into, dist = path.join(webRoot, 'dist')) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    rmSync(into, { recursive: true, force: true });
    try {
      cpSync(dist, into, { recursive: true });
      const html = readFileSync(path.join(into, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
      if (assets.length > 0 && assets.every((a) => existsSync(path.join(into, a)))) return into;
    } catch {
      // being rebuilt: try again
    }
    spawnSync('sleep', ['3']);
  }
  throw new Error('apps/web/dist stayed incomplete for a minute (a build in progress?)');
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the combined server (serve.mjs: main.ts's steps, through tsx as the e2e harness
 * runs it, serving a private copy of apps/web/dist) with
 * NODE_ENV=production on a random loopback port and a fresh DATA_DIR seeded with the
 * demo world. OTP mail goes nowhere (the benchmarks only log in with a password).
 */
/**
 * The combined server on a fresh DATA_DIR; `distDir` serves another build than
 * apps/web/dist; `env` adds variables (BENCH_FILES_DIR: see serve.mjs).
 */
export async function startServer(distDir, env = {}) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'flick-bench-web-'));
  const dataDir = path.join(scratch, 'data');
  const webDist = copyWebDist(path.join(scratch, 'web'), distDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'serve.mjs')], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      S3_REGION: '',
      S3_PREFIX: '',
      SMS_WEBHOOK_URL: '',
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      BENCH_WEB_DIST: webDist,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(scratch, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`the server exited with ${child.exitCode} while starting:\n${log}`);
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the server did not answer within 240 s:\n${log}`);
    }
    try {
      // Any answer: listening (migrations and the demo seed run before listen).
      await fetch(`${baseURL}/api/account/oidc/providers`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { baseURL, dataDir, close, output: () => log };
}

/** Logs the demo user in with the real call; returns the session the app keeps. */
export async function login(baseURL) {
  const response = await fetch(`${baseURL}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_phone: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`login answered ${response.status}: ${text}`);
  const { data } = JSON.parse(text);
  return { token: data.token, userId: data.user_id };
}

/** A phone-sized, touch-capable browser context signed in as `session` (its localStorage). */
export async function signedInPhoneContext(browser, session) {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(
    ([token, userId]) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user_id', userId);
    },
    [session.token, session.userId],
  );
  return context;
}

/** Ends the whole process after `ms` (every benchmark run stays bounded in time). */
export function watchdog(ms, cleanup) {
  const timer = setTimeout(async () => {
    console.error(`\nbenchmark took longer than ${Math.round(ms / 1000)} s: stopping`);
    try {
      await cleanup();
    } finally {
      process.exit(2);
    }
  }, ms);
  timer.unref();
  return timer;
}

export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  // Nearest rank: the p95 of 20 samples is the 19th.
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summary(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return {
    n: sorted.length,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p90: quantile(sorted, 0.9),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

export const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
