// The consumer check (ADR 0033): copies ./app to a scratch folder outside the workspace,
// installs the packed tarballs there (other packages from the pnpm store, or the npm
// registry when the store lacks them), type-checks and builds it with Vite, then serves it
// beside the real server (from source, demo data, a fresh data directory) and opens it in
// Chromium: ReelPlayer must hold the feed's first video, read through the typed client
// after a sign-in, OtpInput its six boxes, UploadDialog its drop area, and a FollowButton
// inside a theme made with createFlickTheme the brand's accent and corners, and another
// given the design system's Spanish messages its Spanish name.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, createReadStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

/** What the scratch app installs beside the tarballs: the workspace's own majors. */
const APP_DEPENDENCIES = {
  mobx: '^7.1.0',
  react: '^19.3.0',
  'react-dom': '^19.3.0',
};
const APP_DEV_DEPENDENCIES = {
  '@types/react': '^19.0.0',
  '@types/react-dom': '^19.0.0',
  '@vitejs/plugin-react': '^6.3.0',
  typescript: '~5.9.3',
  vite: '~8.3.0',
};

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function run(cmd, args, cwd) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

function must(ok, what) {
  if (!ok) throw new Error(`consumer app: ${what} failed`);
}

/** Writes the scratch app's package.json: tarballs by file path, the API types pinned too. */
function writePackageJson(dir, tarballs) {
  const file = (name) => `file:${tarballs[name]}`;
  const pkg = {
    name: 'flick-consumer-check',
    private: true,
    type: 'module',
    dependencies: {
      '@flick/api-types': file('api-types'),
      '@flick/design-system': file('design-system'),
      '@flick/stores': file('stores'),
      ...APP_DEPENDENCIES,
    },
    devDependencies: APP_DEV_DEPENDENCIES,
    // The stores' tarball asks for @flick/api-types at a caret of its version; the local
    // tarball answers it (the registry need not hold that version yet).
    pnpm: { overrides: { '@flick/api-types': file('api-types') } },
  };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The real server from source on a fresh data directory with the demo world. */
async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flick-consumer-data-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`the server exited while starting:\n${log}`);
    }
    try {
      await fetch(`${baseURL}/api/account/oidc/providers`);
      return { baseURL, close, log: () => log };
    } catch {
      if (Date.now() > deadline) {
        await close();
        throw new Error(`the server did not answer within 120 s:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Serves the built app and forwards /api to the server, so the app's calls are same-origin. */
async function serveApp(distDir, apiBase) {
  const api = new URL(apiBase);
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/')) {
      const forward = http.request(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.writeHead(502).end());
      req.pipe(forward);
      return;
    }
    const wanted = path.join(distDir, path.normalize(decodeURIComponent(req.url ?? '/')));
    const file =
      wanted.startsWith(distDir) && existsSync(wanted) && path.extname(wanted)
        ? wanted
        : path.join(distDir, 'index.html');
    const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

/** Opens the app in Chromium and checks what a person would see. */
async function checkInBrowser(appUrl, apiBase) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(appUrl);
    const result = page.locator('#result');
    await result.filter({ hasText: /^video |Error/ }).waitFor({ timeout: 60_000 });
    const text = await result.textContent();
    if (!text?.startsWith('video ')) throw new Error(`the typed client failed: ${text}`);
    const src = await page.locator('video').first().getAttribute('src');
    if (!src) throw new Error('ReelPlayer rendered no video address');
    const media = await fetch(new URL(src, apiBase), { headers: { range: 'bytes=0-1' } });
    if (media.status !== 206) throw new Error(`the first video's file answered ${media.status}`);
    // The open upload dialog is modal: Radix hides the rest of the page from assistive
    // technology, so the boxes are counted including hidden ones.
    const boxes = await page
      .getByRole('textbox', { name: /^Digit \d of 6$/, includeHidden: true })
      .count();
    if (boxes !== 6) throw new Error(`OtpInput rendered ${boxes} boxes, not 6`);
    await page.getByRole('dialog').getByText('Drag and drop videos here').waitFor();
    // The custom theme's accent and radius reach the rendered button (after its colour eases in).
    const brand = await page
      .waitForFunction(
        () => {
          const style = getComputedStyle(document.querySelector('#acme button'));
          return style.backgroundColor === 'rgb(21, 128, 61)' && style.borderRadius === '2px'
            ? `${style.backgroundColor}, radius ${style.borderRadius}`
            : false;
        },
        null,
        { timeout: 10_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(async () => {
        const seen = await page.evaluate(() => {
          const style = getComputedStyle(document.querySelector('#acme button'));
          return `${style.backgroundColor}, radius ${style.borderRadius}`;
        });
        throw new Error(`the custom theme did not reach FollowButton: ${seen}`);
      });
    // The second language: the same button, its words from the Spanish messages.
    const spanish = ((await page.locator('#spanish button').textContent()) ?? '').trim();
    if (spanish !== 'Seguir')
      throw new Error(`FollowButton in Spanish says "${spanish}", not "Seguir"`);
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
    console.log(
      `✔ consumer app: ${text}, ReelPlayer src ${src}, 6 OTP boxes, upload dialog, ` +
        `FollowButton in a custom theme (${brand}) and in Spanish ("${spanish}")`,
    );
  } finally {
    await browser.close();
  }
}

export async function runConsumer(tarballs) {
  const started = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'flick-consumer-'));
  let server;
  let app;
  try {
    console.log(`\n── consumer app in ${dir}`);
    cpSync(path.join(here, 'app'), dir, { recursive: true });
    writePackageJson(dir, tarballs);
    const installed =
      run('pnpm', ['install', '--offline', '--silent'], dir) ||
      run('pnpm', ['install', '--prefer-offline', '--silent'], dir);
    must(installed, 'pnpm install');
    must(run('pnpm', ['exec', 'tsc', '-p', '.'], dir), 'type check');
    must(run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], dir), 'vite build');
    server = await startServer();
    app = await serveApp(path.join(dir, 'dist'), server.baseURL);
    await checkInBrowser(app.url, server.baseURL);
  } catch (error) {
    if (server) console.error(server.log());
    throw error;
  } finally {
    app?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
    console.log(`consumer check took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
