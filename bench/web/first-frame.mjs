#!/usr/bin/env node
// Time from navigation to the first video frame on /reels (docs/architecture.md#performance).
//   node bench/web/first-frame.mjs        (or: pnpm bench web-first-frame)
// Starts the real combined server (built apps/web/dist, fresh DATA_DIR with the demo
// world, random loopback port), signs in as a demo user, and loads /reels in Debian's
// Chromium through playwright-core, phone window, signed in through localStorage.
//   cold: a new browser context per navigation (empty HTTP cache, no service state)
//   warm: one context; /reels once to fill the cache, then about:blank → /reels
// each on loopback and with CDP throttling (9 Mbit/s both ways, 75 ms latency).
// The clock starts just before page.goto; marks come from an init script:
//   frame   first requestVideoFrameCallback on the active video (a frame was presented)
//   data    first loadeddata (readyState >= 2) on the active video
//   playing first timeupdate with currentTime > 0 on the active video
// and, for where the time goes: navigation start (performance.timeOrigin), index.html
// received, DOMContentLoaded, the feed page (/api/video/videos) received, the active
// video's first loadstart (its src set).
// BENCH_RUNS (default 11) navigations per row, after one discarded warm-up navigation.
// BENCH_COMPARE_DIST=/path/to/another/dist: an A/B run instead — a second server serves
// that build (B) beside apps/web/dist (A), and the cold rows alternate A and B navigation by
// navigation, so both see the same machine load (2 shared cores make separate runs noisy).
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import {
  assertChromium,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  ensureWebBuild,
  login,
  ms,
  PHONE,
  startServer,
  summary,
  watchdog,
} from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const NAV_TIMEOUT = 20_000;
const THROTTLE = {
  offline: false,
  latency: 75,
  downloadThroughput: (9 * 1_000_000) / 8,
  uploadThroughput: (9 * 1_000_000) / 8,
};
const TARGETS = { loopback: 250, throttled: 500 };

/** Runs in the page before its scripts: records when the active video shows its first frame. */
function markFirstFrame() {
  const marks = {};
  Object.defineProperty(window, '__flickFirstFrame', { value: marks });
  const epoch = () => performance.timeOrigin + performance.now();
  const isActive = (video) => !!video.closest('[data-state="active"]');
  const watched = new WeakSet();
  const watchFrames = (video) => {
    if (watched.has(video) || typeof video.requestVideoFrameCallback !== 'function') return;
    watched.add(video);
    const onFrame = () => {
      if (marks.frame !== undefined) return;
      if (isActive(video)) marks.frame = epoch();
      else video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  const onMedia = (event) => {
    const video = event.target;
    if (!(video instanceof HTMLVideoElement)) return;
    watchFrames(video);
    if (!isActive(video)) return;
    if (marks.loadstart === undefined) marks.loadstart = epoch();
    if (marks.data === undefined && video.readyState >= 2) marks.data = epoch();
    if (marks.playing === undefined && event.type === 'timeupdate' && video.currentTime > 0) {
      marks.playing = epoch();
    }
  };
  // Media events do not bubble: listen in the capture phase on the document.
  for (const type of [
    'loadstart',
    'loadedmetadata',
    'loadeddata',
    'canplay',
    'play',
    'timeupdate',
  ]) {
    document.addEventListener(type, onMedia, true);
  }
}

async function newContext(browser, session) {
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
  await context.addInitScript(markFirstFrame);
  return context;
}

async function newPage(context, throttled) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  return page;
}

/** One navigation to /reels: milliseconds from goto to each mark, or throws on timeout. */
async function measure(page, baseURL) {
  const start = performance.timeOrigin + performance.now();
  await page.goto(`${baseURL}/reels`, { waitUntil: 'commit', timeout: NAV_TIMEOUT });
  await page.waitForFunction(
    () => {
      const m = window.__flickFirstFrame;
      return m && m.frame !== undefined && m.data !== undefined && m.playing !== undefined;
    },
    undefined,
    { timeout: NAV_TIMEOUT, polling: 50 },
  );
  const marks = await page.evaluate(() => {
    const origin = performance.timeOrigin;
    const nav = performance.getEntriesByType('navigation')[0];
    const feed = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/api/video/videos'));
    return {
      ...window.__flickFirstFrame,
      navigation: origin,
      document: nav ? origin + nav.responseEnd : undefined,
      dcl: nav ? origin + nav.domContentLoadedEventEnd : undefined,
      feed: feed ? origin + feed.responseEnd : undefined,
    };
  });
  const since = (key) => (marks[key] === undefined ? Number.NaN : marks[key] - start);
  return Object.fromEntries(
    ['navigation', 'document', 'dcl', 'feed', 'loadstart', 'data', 'frame', 'playing'].map(
      (key) => [key, since(key)],
    ),
  );
}

async function coldSample(browser, baseURL, session, throttled) {
  const context = await newContext(browser, session);
  try {
    const page = await newPage(context, throttled);
    return await measure(page, baseURL);
  } finally {
    await context.close();
  }
}

async function coldRow(browser, baseURL, session, throttled) {
  const samples = [];
  for (let i = 0; i <= RUNS; i += 1) {
    const sample = await coldSample(browser, baseURL, session, throttled);
    if (i > 0) samples.push(sample);
  }
  return samples;
}

/** Cold navigations alternating between two servers (A first, then B, …). */
async function coldRowsAB(browser, a, b, throttled) {
  const samples = { a: [], b: [] };
  for (let i = 0; i <= RUNS; i += 1) {
    const order = i % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    for (const key of order) {
      const server = key === 'a' ? a : b;
      const sample = await coldSample(browser, server.baseURL, server.session, throttled);
      if (i > 0) samples[key].push(sample);
    }
  }
  return samples;
}

async function warmRow(browser, baseURL, session, throttled) {
  const samples = [];
  const context = await newContext(browser, session);
  try {
    const page = await newPage(context, throttled);
    for (let i = 0; i <= RUNS; i += 1) {
      await page.goto('about:blank');
      const sample = await measure(page, baseURL);
      if (i > 0) samples.push(sample);
    }
  } finally {
    await context.close();
  }
  return samples;
}

function report(name, samples, target) {
  const pick = (key) => summary(samples.map((s) => s[key]));
  const frame = pick('frame');
  const data = pick('data');
  const playing = pick('playing');
  const verdict = frame.median <= target ? 'meets' : 'misses';
  console.log(
    `${name.padEnd(16)} frame median ${ms(frame.median).padStart(7)}  p95 ${ms(frame.p95).padStart(7)}` +
      `  | loadeddata ${ms(data.median)} / ${ms(data.p95)}` +
      `  | playing ${ms(playing.median)} / ${ms(playing.p95)}` +
      `  (n=${frame.n}, min ${ms(frame.min)}, max ${ms(frame.max)}; target ≤ ${target} ms: ${verdict})`,
  );
  const steps = [
    ['navigation starts', 'navigation'],
    ['index.html in', 'document'],
    ['DOMContentLoaded', 'dcl'],
    ['feed page in', 'feed'],
    ['video src set', 'loadstart'],
  ];
  console.log(
    `${''.padEnd(16)} medians: ${steps.map(([label, key]) => `${label} ${ms(pick(key).median)}`).join(', ')}`,
  );
}

async function compare(otherDist) {
  let a;
  let b;
  let browser;
  const cleanup = async () => {
    await browser?.close().catch(() => {});
    await Promise.all([a?.close(), b?.close()]);
  };
  watchdog(290_000, cleanup);
  try {
    [a, b] = await Promise.all([startServer(), startServer(otherDist)]);
    a.session = await login(a.baseURL);
    b.session = await login(b.baseURL);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    console.log(
      `A/B: A = apps/web/dist, B = ${otherDist}; ${RUNS} cold navigations each, alternating,` +
        ` load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    for (const throttled of [false, true]) {
      const net = throttled ? 'throttled' : 'loopback';
      const rows = await coldRowsAB(browser, a, b, throttled);
      report(`${net} cold A`, rows.a, TARGETS[net]);
      report(`${net} cold B`, rows.b, TARGETS[net]);
    }
  } finally {
    await cleanup();
  }
}

async function main() {
  assertChromium();
  if (process.env.BENCH_COMPARE_DIST) {
    ensureWebBuild();
    return compare(process.env.BENCH_COMPARE_DIST);
  }
  ensureWebBuild();
  let server;
  let browser;
  const cleanup = async () => {
    await browser?.close().catch(() => {});
    await server?.close();
  };
  watchdog(170_000, cleanup);
  try {
    const started = Date.now();
    server = await startServer();
    console.log(`server up in ${Date.now() - started} ms at ${server.baseURL} (demo world seeded)`);
    const session = await login(server.baseURL);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    console.log(
      `Chromium ${browser.version()}, ${RUNS} navigations per row (+1 discarded), phone 390×844,` +
        ` load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    console.log('first frame on /reels, from page.goto (median / p95):');
    for (const throttled of [false, true]) {
      const net = throttled ? 'throttled' : 'loopback';
      const target = TARGETS[net];
      report(`${net} cold`, await coldRow(browser, server.baseURL, session, throttled), target);
      report(`${net} warm`, await warmRow(browser, server.baseURL, session, throttled), target);
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
