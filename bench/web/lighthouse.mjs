#!/usr/bin/env node
// Lighthouse performance score of / (signed out) and /reels (signed in), mobile preset
// (Lighthouse's default: Moto G Power-sized screen, simulated slow 4G, 4× CPU slowdown).
//   node bench/web/lighthouse.mjs          (or: pnpm bench web-lighthouse)
// Lighthouse is not a dependency of the workspace: it runs through
// `npx --yes lighthouse@12.8.2` (the 13.x line needs Node ≥ 22.19; 12.8 runs on Node 20)
// against Debian's Chromium (CHROME_PATH=/usr/bin/chromium, headless, the usual flags).
// /reels needs a session: a throwaway Chromium profile gets `token` and `user_id` in
// localStorage for the server's origin (on a stub page, so no app file is cached), and
// Lighthouse runs in that profile with --disable-storage-reset.
// BENCH_LH_RUNS (default 2) runs per page; the median score is reported.
// BENCH_LH_SAVE=<dir> keeps each run's JSON report there (<page>-<run>.json).
// BENCH_LH_DIST=<dist> measures that build instead of apps/web/dist (before/after runs).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  assertChromium,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  ensureWebBuild,
  login,
  ms,
  startServer,
  summary,
  watchdog,
} from './lib.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 2);
const TARGET = 95;

/** A Chromium profile whose localStorage for `baseURL` holds the demo session. */
async function signedInProfile(baseURL, session) {
  const dir = mkdtempSync(path.join(tmpdir(), 'flick-bench-lh-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const stub = `${baseURL}/__bench-session`;
    await page.route(stub, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>session</title>' }),
    );
    await page.goto(stub);
    await page.evaluate(
      ([token, userId]) => {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user_id', userId);
      },
      [session.token, session.userId],
    );
  } finally {
    await context.close();
  }
  return dir;
}

let running;

/** One Lighthouse run; resolves to the parsed JSON report. */
function lighthouse(url, profileDir) {
  const out = mkdtempSync(path.join(tmpdir(), 'flick-bench-lh-'));
  const report = path.join(out, 'report.json');
  const chromeFlags = [
    '--headless=new',
    ...CHROMIUM_ARGS,
    ...(profileDir ? [`--user-data-dir=${profileDir}`] : []),
  ];
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${report}`,
    `--chrome-flags=${chromeFlags.join(' ')}`,
    '--max-wait-for-load=15000',
    '--quiet',
    ...(profileDir ? ['--disable-storage-reset'] : []),
  ];
  return new Promise((resolve, reject) => {
    let log = '';
    running = spawn('npx', args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk) => {
      log = (log + chunk.toString()).slice(-10_000);
    };
    running.stdout.on('data', keep);
    running.stderr.on('data', keep);
    running.once('exit', (code) => {
      running = undefined;
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}:\n${log}`);
        resolve(JSON.parse(readFileSync(report, 'utf8')));
      } catch (error) {
        reject(error);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });
  });
}

/**
 * One Lighthouse run, made again (twice at most) when Lighthouse itself fails to record the
 * page's trace ("Runtime error encountered", e.g. NO_NAVSTART: it happens about once in
 * twenty runs here, and says nothing about the page); every such retry is printed.
 */
async function lighthouseRun(url, profileDir, label) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, profileDir);
    } catch (error) {
      const runtime = /Runtime error encountered: ([^\n]*)/.exec(String(error));
      if (!runtime || attempt === 3) throw error;
      console.log(
        `${label.padEnd(20)} note: Lighthouse failed to record a run (${runtime[1]}); running it again`,
      );
    }
  }
}

function describe(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    warnings: lhr.runWarnings ?? [],
    // The longest main-thread tasks (what TBT is made of): start, duration, script.
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .slice()
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 4)
      .map((task) => ({
        start: task.startTime,
        duration: task.duration,
        url: String(task.url ?? '').replace(/^https?:\/\/[^/]+/, '') || 'other',
      })),
    // The largest estimated savings (opportunities), for where the time goes.
    savings: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.details?.type === 'opportunity' &&
          (a.metricSavings?.LCP ?? a.details.overallSavingsMs ?? 0) > 0,
      )
      .map((a) => [a.title, a.metricSavings?.LCP ?? a.details?.overallSavingsMs])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4),
  };
}

async function main() {
  assertChromium();
  ensureWebBuild();
  let server;
  let profile;
  const cleanup = async () => {
    running?.kill('SIGTERM');
    await server?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  };
  // About 30 s per Lighthouse run on this machine, two pages, plus the server start.
  watchdog(
    Number(process.env.BENCH_LH_LIMIT_MS ?? Math.max(175_000, RUNS * 2 * 40_000 + 60_000)),
    cleanup,
  );
  try {
    server = await startServer(process.env.BENCH_LH_DIST || undefined);
    const session = await login(server.baseURL);
    profile = await signedInProfile(server.baseURL, session);
    console.log(
      `${LIGHTHOUSE} (npx), mobile preset, ${RUNS} run(s) per page; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const pages = [
      ['/ (signed out)', '/', undefined],
      ['/reels (signed in)', '/reels', profile],
    ];
    for (const [label, route, profileDir] of pages) {
      const results = [];
      for (let i = 0; i < RUNS; i += 1) {
        const lhr = await lighthouseRun(`${server.baseURL}${route}`, profileDir, label);
        if (process.env.BENCH_LH_SAVE) {
          const name = route === '/' ? 'root' : route.replaceAll('/', '');
          writeFileSync(
            path.join(process.env.BENCH_LH_SAVE, `${name}-${i + 1}.json`),
            JSON.stringify(lhr),
          );
        }
        results.push(describe(lhr));
      }
      const median = (key) => summary(results.map((r) => r[key])).median;
      const last = results[results.length - 1];
      const score = median('score');
      console.log(
        `${label.padEnd(20)} performance ${String(score).padStart(3)}` +
          `  (FCP ${ms(median('fcp'))}, LCP ${ms(median('lcp'))}, TBT ${ms(median('tbt'))},` +
          ` CLS ${median('cls')?.toFixed(3)}, SI ${ms(median('si'))}; scores ${results
            .map((r) => r.score)
            .join(', ')}; target ≥ ${TARGET}: ${score >= TARGET ? 'meets' : 'misses'})`,
      );
      if (new URL(last.finalUrl).pathname !== route) {
        console.log(`${''.padEnd(20)} note: ended on ${last.finalUrl}`);
      }
      for (const warning of last.warnings) console.log(`${''.padEnd(20)} warning: ${warning}`);
      const tasks = last.longTasks.map(
        (task) => `${ms(task.duration)} at ${ms(task.start)} (${task.url})`,
      );
      if (tasks.length > 0) console.log(`${''.padEnd(20)} longest tasks: ${tasks.join('; ')}`);
      const savings = last.savings.map(([title, saved]) => `${title} (~${ms(saved)} LCP)`);
      if (savings.length > 0)
        console.log(`${''.padEnd(20)} largest savings: ${savings.join('; ')}`);
    }
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
