#!/usr/bin/env node
// Time from navigation to the first video frame on /reels, as a ratio to the floor: a bare
// page holding one <video autoplay muted> of the same MP4, from the same server process.
//   node bench/web/first-frame.mjs        (or: pnpm bench web-first-frame)
// Starts the real combined server (built apps/web/dist, fresh DATA_DIR with the demo
// world, random loopback port, serve.mjs), signs in as a demo user, and loads pages in
// Debian's Chromium through playwright-core, phone window, signed in through localStorage.
//
// Part 1, first frame, on loopback and with CDP throttling (9 Mbit/s both ways, 75 ms):
//   bare   /__bench/bare?src=<the first feed video's iosUrl>: the floor
//   /reels the app, signed in
//   cold: a new browser context per navigation (empty HTTP cache, no service state)
//   warm: one context per page; the page once to fill the cache, then about:blank → page
// Bare and /reels navigations alternate (bare first on even rounds, /reels first on odd), so
// both see the same machine load; each /reels row is printed as a ratio to its bare row.
// Part 2, swipe: on /reels (loopback, warm), time from the ArrowDown key press, and from
// the end of a touch swipe (finger lifted), to the next video's first presented frame
// (requestVideoFrameCallback), median and p90.
// Part 3, a phone-style upload first in the feed: ffmpeg makes a
// 1080×1920, ~12 Mbit/s H.264 MP4 with its index (moov) at the end, the bench uploads it
// through the real API (thumbnail, file, record) and waits for `ready`; then, throttled cold:
//   before  a bare page on the original file as uploaded (served as it is, Range and all)
//   after   /reels, whose first video is now the processed rendition
//   floor   a bare page on the processed rendition
// The clock starts at the browser's navigation start (performance.timeOrigin), as
// ttff-pair.mjs does: the time before it (Node asking the browser, the new renderer) is the
// same for both pages and would pull the ratio toward 1. The gap is printed apart
// ("navigation started … after goto"). Marks come from an init script:
//   frame   first requestVideoFrameCallback on the active video (a frame was presented)
//   data    first loadeddata (readyState >= 2) on the active video
//   playing first timeupdate with currentTime > 0 on the active video
// and, for where the time goes (on every row): index.html received, DOMContentLoaded, the
// feed page (/api/video/videos) received, the active video's first loadstart (its src set),
// its request sent and first byte (resource timing), loadedmetadata, canplay, the poster
// received; per swipe, the next video's `play` event and the feed marking it current.
// BENCH_RUNS (default 11) navigations per row, after one discarded warm-up navigation;
// BENCH_PARTS=frame,swipe,upload (the default) picks parts; BENCH_NETS=loopback,throttled
// and BENCH_CACHE=cold,warm (both by default) pick part 1's rows.
// BENCH_CPU=4 slows every page's CPU down that many times (Chromium's CPU throttling, as a
// phone's CPU): part 1 and the swipes then run at that rate, and the swipe target is 150 ms.
// BENCH_COMPARE_DIST=/path/to/another/dist: an A/B run instead — a second server serves
// that build (B) beside apps/web/dist (A), and the cold rows alternate A and B navigation by
// navigation, so both see the same machine load (2 shared cores make separate runs noisy).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  PHONE,
  signedInPhoneContext,
  startServer,
  summary,
  watchdog,
} from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
/** Which parts run: BENCH_PARTS=frame,swipe,upload (all by default). */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'frame,swipe,upload').split(','));
/** Which networks part 1 measures: BENCH_NETS=loopback,throttled (both by default). */
const NETS = (process.env.BENCH_NETS ?? 'loopback,throttled')
  .split(',')
  .map((net) => net === 'throttled');
/** Which caches part 1 measures: BENCH_CACHE=cold,warm (both by default). */
const CACHES = new Set((process.env.BENCH_CACHE ?? 'cold,warm').split(','));
const NAV_TIMEOUT = 20_000;
const THROTTLE = {
  offline: false,
  latency: 75,
  downloadThroughput: (9 * 1_000_000) / 8,
  uploadThroughput: (9 * 1_000_000) / 8,
};
/** The targets, as ratios to the floor measured in the same run. */
const TARGET_RATIO = 1.3;
/** BENCH_CPU: the CPU slow-down every page runs at (1: none). */
const CPU_RATE = Number(process.env.BENCH_CPU ?? 1);
const TARGET_SWIPE_P90 = CPU_RATE > 1 ? 150 : 100;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

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
    if (marks.metadata === undefined && video.readyState >= 1) marks.metadata = epoch();
    if (marks.canplay === undefined && event.type === 'canplay') marks.canplay = epoch();
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
  // Swipes: the moment of the last key press and of the last finger lifted.
  const input = {};
  Object.defineProperty(window, '__flickInput', { value: input });
  // A key's own time (when the browser received it), not when its handler ran: on a
  // slowed-down CPU the handler runs late, after the next video has started. The touches'
  // times are the ones the bench writes into its synthetic events (16 ms apart, from the
  // gesture's start), not when the browser got them: the lift is timed by its handler.
  const at = (event) => (event.timeStamp > 0 ? performance.timeOrigin + event.timeStamp : epoch());
  document.addEventListener('keydown', (event) => (input.key = at(event)), true);
  document.addEventListener('touchend', () => (input.touchend = epoch()), true);
}

async function newContext(browser, session) {
  const context = await signedInPhoneContext(browser, session);
  await context.addInitScript(markFirstFrame);
  return context;
}

async function newPage(context, throttled) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  if (CPU_RATE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  page.cdp = cdp;
  return page;
}

/** Every mark a navigation reports, in ms from the navigation's start (`goto`: from page.goto). */
const MARKS = [
  'goto',
  'document',
  'dcl',
  'feed',
  'loadstart',
  'mediaStart',
  'mediaByte',
  'metadata',
  'canplay',
  'posterIn',
  'data',
  'frame',
  'playing',
];

/** One navigation to `url`: milliseconds from its start to each mark, or throws on timeout. */
async function measure(page, url) {
  const start = performance.timeOrigin + performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: NAV_TIMEOUT });
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
    const resources = performance.getEntriesByType('resource');
    const feed = resources.find((entry) => entry.name.includes('/api/video/videos'));
    // The active video's file (its first range request) and its poster, by address.
    const active = document.querySelector('[data-state="active"] video');
    const src = active?.currentSrc || active?.src;
    const media = src ? resources.find((entry) => entry.name === src) : undefined;
    const posterSrc = active?.poster;
    const poster = posterSrc ? resources.find((entry) => entry.name === posterSrc) : undefined;
    const at = (value) => (value ? origin + value : undefined);
    return {
      ...window.__flickFirstFrame,
      navigation: origin,
      document: nav ? origin + nav.responseEnd : undefined,
      dcl: nav ? origin + nav.domContentLoadedEventEnd : undefined,
      feed: feed ? origin + feed.responseEnd : undefined,
      mediaStart: at(media?.requestStart || media?.startTime),
      mediaByte: at(media?.responseStart),
      posterIn: at(poster?.responseEnd),
    };
  });
  const since = (key) => {
    if (key === 'goto') return marks.navigation - start;
    return marks[key] === undefined ? Number.NaN : marks[key] - marks.navigation;
  };
  return Object.fromEntries(MARKS.map((key) => [key, since(key)]));
}

async function coldSample(browser, url, session, throttled) {
  const context = await newContext(browser, session);
  try {
    const page = await newPage(context, throttled);
    return await measure(page, url);
  } finally {
    await context.close();
  }
}

/**
 * Cold navigations to each of `urls` (name → { url, session }), alternating the order round
 * by round; the first round is discarded.
 */
async function coldRows(browser, urls, throttled) {
  const names = Object.keys(urls);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (let i = 0; i <= RUNS; i += 1) {
    const order = i % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const { url, session } = urls[name];
      const sample = await coldSample(browser, url, session, throttled);
      if (i > 0) samples[name].push(sample);
    }
  }
  return samples;
}

/** Warm navigations: one context per page, about:blank → page, alternating between pages. */
async function warmRows(browser, urls, throttled) {
  const names = Object.keys(urls);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  const pages = {};
  const contexts = [];
  try {
    for (const name of names) {
      const context = await newContext(browser, urls[name].session);
      contexts.push(context);
      pages[name] = await newPage(context, throttled);
    }
    for (let i = 0; i <= RUNS; i += 1) {
      const order = i % 2 === 0 ? names : [...names].reverse();
      for (const name of order) {
        await pages[name].goto('about:blank');
        const sample = await measure(pages[name], urls[name].url);
        if (i > 0) samples[name].push(sample);
      }
    }
  } finally {
    for (const context of contexts) await context.close();
  }
  return samples;
}

const frameMedian = (samples) => summary(samples.map((s) => s.frame)).median;
const ratio = (value, floor) =>
  Number.isFinite(value) && floor > 0 ? `${(value / floor).toFixed(2)}×` : '—';

function report(name, samples, floorSamples) {
  const pick = (key) => summary(samples.map((s) => s[key]));
  const frame = pick('frame');
  const data = pick('data');
  const playing = pick('playing');
  let vs = '';
  if (floorSamples) {
    const floor = frameMedian(floorSamples);
    const meets = frame.median <= TARGET_RATIO * floor ? 'meets' : 'misses';
    vs = `  ${ratio(frame.median, floor).padStart(6)} of the floor (${ms(floor)}; target ≤ ${TARGET_RATIO}×: ${meets})`;
  }
  console.log(
    `${name.padEnd(22)} frame median ${ms(frame.median).padStart(8)}  p95 ${ms(frame.p95).padStart(8)}${vs}`,
  );
  console.log(
    `${''.padEnd(22)} loadeddata ${ms(data.median)} / ${ms(data.p95)}, playing ${ms(playing.median)} / ${ms(playing.p95)}` +
      ` (n=${frame.n}, min ${ms(frame.min)}, max ${ms(frame.max)})`,
  );
  const steps = [
    ['navigation started after goto', 'goto'],
    ['index.html in', 'document'],
    ['DOMContentLoaded', 'dcl'],
    ['feed page in', 'feed'],
    ['video src set', 'loadstart'],
    ['video request sent', 'mediaStart'],
    ['its first byte', 'mediaByte'],
    ['loadedmetadata', 'metadata'],
    ['canplay', 'canplay'],
    ['poster in', 'posterIn'],
  ];
  console.log(
    `${''.padEnd(22)} medians: ${steps
      .filter(([, key]) => pick(key).n > 0)
      .map(([label, key]) => `${label} ${ms(pick(key).median)}`)
      .join(', ')}`,
  );
}

/** Part 1: the floor and /reels, cold and warm, loopback and throttled, interleaved. */
async function firstFrames(browser, baseURL, session, bareURL) {
  console.log(
    `first frame, from the navigation's start (median / p95); the floor is the bare page` +
      (CPU_RATE > 1 ? `; CPU slowed down ${CPU_RATE}×:` : ':'),
  );
  for (const throttled of NETS) {
    const net = throttled ? 'throttled' : 'loopback';
    const urls = {
      bare: { url: bareURL, session },
      reels: { url: `${baseURL}/reels`, session },
    };
    if (CACHES.has('cold')) {
      const cold = await coldRows(browser, urls, throttled);
      report(`${net} cold bare`, cold.bare);
      report(`${net} cold /reels`, cold.reels, cold.bare);
    }
    if (CACHES.has('warm')) {
      const warm = await warmRows(browser, urls, throttled);
      report(`${net} warm bare`, warm.bare);
      report(`${net} warm /reels`, warm.reels, warm.bare);
    }
    console.log(`${''.padEnd(22)} (load average now ${load()})`);
  }
}

/** Waits until the active video shows frames and the next one has its first frame decoded. */
async function settle(page) {
  await page.waitForFunction(
    () => {
      const active = document.querySelector('[data-state="active"] video');
      const article = active?.closest('article');
      const next = article?.nextElementSibling?.querySelector('video');
      return active && active.currentTime > 0 && next && next.readyState >= 2;
    },
    undefined,
    { timeout: NAV_TIMEOUT, polling: 50 },
  );
}

/** Swipes once (`how`: 'key' or 'touch'); ms from the input to the next video's first frame. */
async function swipeOnce(page, how) {
  let lifted;
  await page.evaluate(() => {
    const previous = document.querySelector('[data-state="active"] video');
    const swipe = {};
    window.__flickSwipe = swipe;
    const epoch = () => performance.timeOrigin + performance.now();
    // Where the time goes: the next video's `play` event (its play() was called) and the
    // feed marking it current (`data-state`, the app's render committed).
    const next = previous?.closest('article')?.nextElementSibling;
    next?.querySelector('video')?.addEventListener('play', () => (swipe.play ??= epoch()), {
      once: true,
    });
    if (next) {
      const marked = new MutationObserver(() => {
        if (next.getAttribute('data-state') !== 'active') return;
        swipe.commit ??= epoch();
        marked.disconnect();
      });
      marked.observe(next, { attributes: true, attributeFilter: ['data-state'] });
    }
    // The next video's first new frame presented (a media time past the frame it was
    // preloaded to), wherever the feed's own state is: the frame the reader sees.
    const nextVideo = next?.querySelector('video');
    if (nextVideo) {
      const base = nextVideo.currentTime;
      const onFrame = (_now, meta) => {
        if (meta.mediaTime > base) {
          swipe.newFrame ??= epoch();
          // When the browser expected that frame on screen (the callback itself waits for
          // the main thread; the frame does not).
          swipe.shown ??= performance.timeOrigin + meta.expectedDisplayTime;
        } else nextVideo.requestVideoFrameCallback(onFrame);
      };
      nextVideo.requestVideoFrameCallback(onFrame);
    }
    const look = () => {
      const video = document.querySelector('[data-state="active"] video');
      if (!video || video === previous) {
        requestAnimationFrame(look);
        return;
      }
      const base = video.currentTime;
      video.requestVideoFrameCallback(() => {
        swipe.frame = epoch();
      });
      const playing = () => {
        if (video.currentTime !== base && !video.paused) swipe.playing = epoch();
        else requestAnimationFrame(playing);
      };
      requestAnimationFrame(playing);
    };
    requestAnimationFrame(look);
  });
  if (how === 'key') {
    await page.keyboard.press('ArrowDown');
  } else {
    // A flick: a finger from low on the screen up by 40 % of it in four moves, then lifted
    // (less than half: the fling and scroll snapping, not the drag, take the feed to the
    // next video). Chromium's synthetic touch scroll gesture does not scroll the feed in
    // headless Chromium; these touch events do.
    const x = Math.round(PHONE.width / 2);
    const from = Math.round(PHONE.height * 0.7);
    const step = Math.round((PHONE.height * 0.4) / 4);
    // Each event carries its own time, 16 ms apart (a 60 Hz touch screen): the fling's
    // speed is then the same however long a loaded machine takes to deliver the events
    // (late events made a slow drag that snapped back to the same video).
    const started = Date.now() / 1000;
    let frame = 0;
    const touch = (type, y) =>
      page.cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: y === undefined ? [] : [{ x, y, id: 1 }],
        timestamp: started + (frame++ * 16) / 1000,
      });
    await touch('touchStart', from);
    for (let i = 1; i <= 4; i += 1) await touch('touchMove', from - i * step);
    await touch('touchEnd');
    lifted = performance.timeOrigin + performance.now();
  }
  await page
    .waitForFunction(
      () =>
        window.__flickSwipe.frame !== undefined &&
        window.__flickSwipe.playing !== undefined &&
        window.__flickSwipe.newFrame !== undefined,
      undefined,
      { timeout: NAV_TIMEOUT, polling: 20 },
    )
    .catch(async (error) => {
      const state = await page.evaluate(() =>
        JSON.stringify({
          swipe: window.__flickSwipe,
          visible: document.visibilityState,
          active: document.querySelector('[data-state="active"]')?.getAttribute('data-index'),
        }),
      );
      throw new Error(`${how} swipe did not finish: ${state}; ${error.message}`);
    });
  // From the page's own touchend when the gesture sent one, else from when it returned.
  return page.evaluate(
    ([key, fallback]) => {
      const input = window.__flickInput[key] ?? fallback;
      const swipe = window.__flickSwipe;
      return {
        frame: swipe.newFrame - input,
        shown: swipe.shown - input,
        frameAfterCurrent: swipe.frame - input,
        playing: swipe.playing - input,
        play: swipe.play === undefined ? Number.NaN : swipe.play - input,
        commit: swipe.commit === undefined ? Number.NaN : swipe.commit - input,
      };
    },
    [how === 'key' ? 'key' : 'touchend', lifted],
  );
}

/**
 * The swipe's floor, on the bare page: a new `<video>` of `src` (muted, inline, the feed's
 * size) loaded to its first frame, left a moment, then `play()`: ms from that call to its
 * first new presented frame (the same frame callback the swipe rows wait for). What the
 * browser needs to start a preloaded video, with no app around it.
 */
async function floorPlayOnce(page, src) {
  return page.evaluate(async (source) => {
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;object-fit:contain';
    document.body.append(video);
    video.src = source;
    try {
      await new Promise((resolve, reject) => {
        video.addEventListener('loadeddata', resolve, { once: true });
        video.addEventListener('error', () => reject(new Error('floor video failed')), {
          once: true,
        });
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const base = video.currentTime;
      const started = performance.now();
      return await new Promise((resolve) => {
        const onFrame = (_now, meta) => {
          if (meta.mediaTime > base) {
            resolve({
              frame: performance.now() - started,
              shown: meta.expectedDisplayTime - started,
            });
          } else video.requestVideoFrameCallback(onFrame);
        };
        video.requestVideoFrameCallback(onFrame);
        video.play().catch(() => {});
      });
    } finally {
      video.remove();
    }
  }, src);
}

/** Part 2: swipes on /reels, loopback, warm (one page, the feed's videos one after another). */
async function swipes(browser, baseURL, session, floorSrc) {
  console.log(
    `swipe → next video's first frame (loopback; from the key press / the finger lifted` +
      (CPU_RATE > 1 ? `; CPU slowed down ${CPU_RATE}×):` : '):'),
  );
  const context = await newContext(browser, session);
  try {
    const page = await newPage(context, false);
    const floor = [];
    for (const how of ['key', 'touch']) {
      const samples = [];
      await measure(page, `${baseURL}/reels`);
      await page.focus('[role="feed"]');
      // One discarded swipe, then RUNS, each after the next video is ready (as after watching).
      for (let i = 0; i <= RUNS; i += 1) {
        await settle(page);
        const sample = await swipeOnce(page, how);
        if (i > 0) samples.push(sample);
      }
      // The floor's samples after each row's swipes, in a context of its own (its own
      // renderer) and alone in the browser meanwhile: the feed's page waits on about:blank.
      await page.goto('about:blank');
      const floorContext = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 });
      try {
        const floorPage = await newPage(floorContext, false);
        await floorPage.goto(`${baseURL}/__bench/bare?src=${encodeURIComponent(floorSrc)}`);
        await floorPage.evaluate(() => {
          for (const video of document.querySelectorAll('video')) video.remove();
        });
        for (let i = 0; i < RUNS; i += 1) floor.push(await floorPlayOnce(floorPage, floorSrc));
      } finally {
        await floorContext.close();
      }
      await page.bringToFront();
      const frame = summary(samples.map((s) => s.frame));
      const playing = summary(samples.map((s) => s.playing));
      const meets = frame.p90 <= TARGET_SWIPE_P90 ? 'meets' : 'misses';
      const shown = summary(samples.map((s) => s.shown));
      console.log(
        `${`swipe by ${how}`.padEnd(22)} frame median ${ms(frame.median).padStart(8)}  p90 ${ms(frame.p90).padStart(8)}` +
          `  (target p90 ≤ ${TARGET_SWIPE_P90} ms: ${meets}); playing ${ms(playing.median)} / ${ms(playing.p90)}` +
          ` (n=${frame.n}, max ${ms(frame.max)})`,
      );
      const play = summary(samples.map((s) => s.play));
      const commit = summary(samples.map((s) => s.commit));
      const after = summary(samples.map((s) => s.frameAfterCurrent));
      console.log(
        `${''.padEnd(22)} median / p90: \`play\` event ${ms(play.median)} / ${ms(play.p90)},` +
          ` marked current ${ms(commit.median)} / ${ms(commit.p90)},` +
          ` first frame after it was marked current ${ms(after.median)} / ${ms(after.p90)},` +
          ` that frame expected on screen (expectedDisplayTime) ${ms(shown.median)} / ${ms(shown.p90)}`,
      );
    }
    const bare = summary(floor.map((f) => f.frame));
    const bareShown = summary(floor.map((f) => f.shown));
    console.log(
      `${'swipe floor'.padEnd(22)} frame median ${ms(bare.median).padStart(8)}  p90 ${ms(bare.p90).padStart(8)}` +
        `  (a preloaded <video> on the bare page: play() → first new frame; n=${bare.n}, after each row's swipes);` +
        ` expected on screen ${ms(bareShown.median)} / ${ms(bareShown.p90)}`,
    );
  } finally {
    await context.close();
  }
}

/**
 * A phone's recording: 1080×1920 at 30 fps, H.264 High at ~12 Mbit/s with AAC, the index
 * (moov) written at the end as phones do (no faststart). About 8 s, ~12 MB.
 */
function makePhoneVideo(dir) {
  const file = path.join(dir, 'phone.mp4');
  const result = spawnSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1080x1920:rate=30:duration=8',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=8',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      '12M',
      '-minrate',
      '12M',
      '-maxrate',
      '12M',
      '-bufsize',
      '12M',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-y',
      file,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('ffmpeg could not make the phone-style video');
  const thumb = path.join(dir, 'phone.jpg');
  const still = spawnSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      'scale=540:-2',
      '-y',
      thumb,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (still.status !== 0) throw new Error('ffmpeg could not make the thumbnail');
  return { file, thumb };
}

/** Where the MP4's moov box starts, as a fraction of the file (1 = at the very end). */
function moovAt(file) {
  const bytes = readFileSync(file);
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    const size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (type === 'moov') return offset / bytes.length;
    if (size < 8) break;
    offset += size;
  }
  return Number.NaN;
}

async function postFile(baseURL, session, route, file, type) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)], { type }), path.basename(file));
  const response = await fetch(`${baseURL}${route}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}` },
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** Uploads through the real API (thumbnail, file, record), then waits for `ready`. */
async function uploadPhoneVideo(baseURL, session, made) {
  const [thumbUrl] = await postFile(
    baseURL,
    session,
    '/api/upload/upload/thumb',
    made.thumb,
    'image/jpeg',
  );
  const [videoName] = await postFile(
    baseURL,
    session,
    '/api/upload/upload/video',
    made.file,
    'video/mp4',
  );
  const record = await fetch(`${baseURL}/api/video/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      allowComment: '1',
      allowDownload: '1',
      allowDuet: '1',
      caption: 'Phone upload (benchmark)',
      comments: 0,
      downloads: 0,
      hashtags: [],
      isDuet: '0',
      status: 1,
      thumbUrl,
      thumbUrlCompress: thumbUrl,
      videoUrl: videoName.replace(/\.[^.]+$/, ''),
    }),
  });
  const recordText = await record.text();
  if (!record.ok)
    throw new Error(`POST /api/video/upload answered ${record.status}: ${recordText}`);
  const { data: video } = JSON.parse(recordText);
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${baseURL}/api/video/videos?videoId=${video.id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const item = (await response.json()).data?.Items?.[0];
    if (item?.state === 'ready') return { item, seconds: (Date.now() - started) / 1000 };
    if (item?.state === 'failed') throw new Error(`processing failed: ${item.failureReason}`);
    if (Date.now() - started > 180_000) throw new Error('processing took over 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function firstFeedVideo(baseURL, session) {
  const response = await fetch(`${baseURL}/api/video/videos?pageSize=19`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const item = (await response.json()).data?.Items?.[0];
  if (!item) throw new Error('the feed is empty');
  return item;
}

async function contentLength(url) {
  const response = await fetch(url, { method: 'HEAD' });
  return Number(response.headers.get('content-length'));
}

/** Part 3: the phone-style upload, before (original as is) and after (rendition via /reels). */
async function phoneUpload(browser, server, session, filesDir) {
  const { baseURL } = server;
  const encodeStart = Date.now();
  const made = makePhoneVideo(filesDir);
  const size = readFileSync(made.file).length;
  console.log(
    `phone-style upload: 1080×1920 H.264 ${(size / 1e6).toFixed(1)} MB, moov at ${(moovAt(made.file) * 100).toFixed(0)} % of the file` +
      ` (made in ${((Date.now() - encodeStart) / 1000).toFixed(1)} s)`,
  );
  const { item, seconds } = await uploadPhoneVideo(baseURL, session, made);
  const first = await firstFeedVideo(baseURL, session);
  if (first.id !== item.id) throw new Error('the upload is not first in the feed');
  const rendition = await contentLength(`${baseURL}${item.iosUrl}`);
  console.log(
    `uploaded through the API and processed in ${seconds.toFixed(1)} s; rendition ${item.iosUrl}` +
      ` ${(rendition / 1e6).toFixed(1)} MB (load average ${load()})`,
  );
  const bare = (src) => `${baseURL}/__bench/bare?src=${encodeURIComponent(src)}`;
  const urls = {
    floor: { url: bare(item.iosUrl), session },
    before: { url: bare(`/__bench/files/${path.basename(made.file)}`), session },
    after: { url: `${baseURL}/reels`, session },
  };
  const cold = await coldRows(browser, urls, true);
  console.log('first frame with the upload first in the feed, throttled cold:');
  report('floor: bare rendition', cold.floor);
  report('before: bare original', cold.before, cold.floor);
  report('after: /reels', cold.after, cold.floor);
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
        ` load average ${load()}`,
    );
    for (const throttled of [false, true]) {
      const net = throttled ? 'throttled' : 'loopback';
      const rows = await coldRows(
        browser,
        {
          a: { url: `${a.baseURL}/reels`, session: a.session },
          b: { url: `${b.baseURL}/reels`, session: b.session },
        },
        throttled,
      );
      report(`${net} cold B`, rows.b);
      report(`${net} cold A`, rows.a, rows.b);
    }
  } finally {
    await cleanup();
  }
}

async function main() {
  assertChromium();
  ensureWebBuild();
  if (process.env.BENCH_COMPARE_DIST) return compare(process.env.BENCH_COMPARE_DIST);
  let server;
  let browser;
  const filesDir = mkdtempSync(path.join(tmpdir(), 'flick-bench-files-'));
  const cleanup = async () => {
    await browser?.close().catch(() => {});
    await server?.close();
    rmSync(filesDir, { recursive: true, force: true });
  };
  watchdog(900_000, cleanup);
  try {
    const started = Date.now();
    server = await startServer(undefined, { BENCH_FILES_DIR: filesDir });
    console.log(`server up in ${Date.now() - started} ms at ${server.baseURL} (demo world seeded)`);
    const session = await login(server.baseURL);
    const lead = await firstFeedVideo(server.baseURL, session);
    const bareURL = `${server.baseURL}/__bench/bare?src=${encodeURIComponent(lead.iosUrl)}`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    console.log(
      `Chromium ${browser.version()}, ${RUNS} navigations per row (+1 discarded), phone 390×844,` +
        ` load average ${load()}; floor: ${lead.iosUrl} (${((await contentLength(`${server.baseURL}${lead.iosUrl}`)) / 1e3).toFixed(0)} kB)`,
    );
    if (PARTS.has('frame')) await firstFrames(browser, server.baseURL, session, bareURL);
    if (PARTS.has('swipe')) await swipes(browser, server.baseURL, session, lead.iosUrl);
    if (PARTS.has('upload')) await phoneUpload(browser, server, session, filesDir);
    console.log(`load average at the end ${load()}`);
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
