// The main thread on a cold /reels under a 4× CPU slow-down (Lighthouse's mobile preset slows
// the CPU as much): what Total Blocking Time is made of, measured in the browser itself, since
// Lighthouse's own score moves by several points from one run to the next on these machines.
//
// Each navigation records the page's long animation frames (the `long-animation-frame`
// performance entries, with the scripts that ran in them) until 2.5 s after the Home feed
// shows, and the run prints the medians of: the sum of their blocking time (a frame's time
// beyond 50 ms, what Total Blocking Time adds up), the entry script's evaluation, and the
// app's first render task (React's scheduler, `MessagePort.onmessage`) with the style and
// layout it forced. `BENCH_COMPARE_DIST=<dist>` measures another build beside this one,
// navigations alternating; `BENCH_RUNS` (8) navigations per build.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import {
  assertChromium,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  ensureWebBuild,
  login,
  ms,
  signedInPhoneContext,
  startServer,
  summary,
  watchdog,
} from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 2500;

/** One cold navigation to /reels: the long animation frames, summed up. */
async function navigate(browser, server) {
  const context = await signedInPhoneContext(browser, server.session);
  try {
    await context.addInitScript(() => {
      window.__frames = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__frames.push({
            blocking: entry.blockingDuration,
            scripts: entry.scripts.map((s) => ({
              file: s.sourceURL.split('/').pop() ?? '',
              invoker: s.invoker,
              type: s.invokerType,
              duration: s.duration,
              layout: s.forcedStyleAndLayoutDuration,
            })),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${server.baseURL}/reels`);
    await page.getByRole('feed', { name: 'Home feed' }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    const frames = await page.evaluate(() => window.__frames);
    const out = { blocking: 0, entry: 0, render: 0, layout: 0 };
    for (const frame of frames) {
      out.blocking += frame.blocking;
      for (const script of frame.scripts) {
        if (script.type === 'module-script' && script.file.startsWith('index-')) {
          out.entry = Math.max(out.entry, script.duration);
        }
        if (script.invoker === 'MessagePort.onmessage' && script.duration > out.render) {
          out.render = script.duration;
          out.layout = script.layout;
        }
      }
    }
    return out;
  } finally {
    await context.close();
  }
}

function report(name, samples) {
  const of = (key) => summary(samples.map((s) => s[key]));
  const blocking = of('blocking');
  console.log(
    `${name.padEnd(28)} blocking median ${ms(blocking.median).padStart(7)} (min ${ms(blocking.min)}, max ${ms(blocking.max)});` +
      ` entry evaluation ${ms(of('entry').median)}; first render task ${ms(of('render').median)}` +
      ` (forced style and layout ${ms(of('layout').median)}); n=${blocking.n}`,
  );
}

async function main() {
  assertChromium();
  ensureWebBuild();
  const dists = [undefined, process.env.BENCH_COMPARE_DIST].filter((d, i) => i === 0 || d);
  const servers = [];
  let browser;
  const cleanup = async () => {
    await browser?.close().catch(() => {});
    await Promise.all(servers.map((s) => s.close()));
  };
  watchdog(600_000, cleanup);
  try {
    for (const dist of dists) {
      const server = await startServer(dist);
      server.session = await login(server.baseURL);
      servers.push(server);
    }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    console.log(
      `cold /reels at ${CPU_SLOWDOWN}× CPU slow-down, ${RUNS} navigations per build, alternating;` +
        ` Chromium ${browser.version()}, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    const samples = dists.map(() => []);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [i, server] of servers.entries()) samples[i].push(await navigate(browser, server));
    }
    for (const [i, dist] of dists.entries()) {
      report(dist ? `B = ${dist}` : 'A = apps/web/dist', samples[i]);
    }
    console.log(
      `load average at the end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await cleanup();
  }
}

await main();
