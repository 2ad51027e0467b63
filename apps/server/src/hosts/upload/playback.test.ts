import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHevcClip } from '../../../test/content/mediaFixtures';
import { shareVideo } from '../../../test/content/videos';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers';

// Debian's Chromium, with the flags for headless runs (CONTRIBUTING.md#known-pitfalls).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];

let t: TestApp;
let browser: Browser;
let origin = '';
let mediaPath = '';
let hevcPath = '';
let hevcDir = '';

beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t);
  // A 4-second demo clip as a user would upload it, served as its processed rendition.
  mediaPath = (await shareVideo(t, user, {}, { clip: 'demo' })).iosUrl;
  // An iPhone-style HEVC (hvc1) clip, which Chromium cannot play as uploaded.
  hevcDir = mkdtempSync(path.join(os.tmpdir(), 'flick-hevc-'));
  const hevc = path.join(hevcDir, 'IMG_0003.MOV');
  makeHevcClip(hevc, { size: '360x640', rate: 30 });
  hevcPath = (
    await shareVideo(t, user, {}, { clip: { data: readFileSync(hevc), filename: 'IMG_0003.MOV' } })
  ).iosUrl;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t.close();
  if (hevcDir) rmSync(hevcDir, { recursive: true, force: true });
});

describe('media in a real browser', () => {
  it('plays at once and seeks, fetching by byte ranges', async () => {
    const page = await browser.newPage();
    // A page on the app's origin (helmet's Cross-Origin-Resource-Policy is same-origin),
    // made up by the browser driver; only the video request reaches the server.
    await page.route(`${origin}/player.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><video muted playsinline preload="auto" src="${mediaPath}"></video>`,
      }),
    );
    await page.goto(`${origin}/player.html`);
    // Runs in the page; a string so the server's tsconfig needs no DOM types.
    const played = (await page.evaluate(`(async () => {
      const video = document.querySelector('video');
      video.muted = true;
      await video.play();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const playing = !video.paused && video.currentTime > 0;
      video.currentTime = 3;
      await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
      return { playing, seekedTo: video.currentTime, duration: video.duration, ready: video.readyState };
    })()`)) as { playing: boolean; seekedTo: number; duration: number; ready: number };
    expect(played.playing).toBe(true);
    expect(played.duration).toBeCloseTo(4, 0);
    expect(played.seekedTo).toBeCloseTo(3, 0);
    expect(played.ready).toBeGreaterThanOrEqual(2);
    // Chromium asks for ranges; the server answered at least one with 206.
    expect(t.logs.some((line) => line.includes('"statusCode":206'))).toBe(true);
    await page.close();
  });

  it('plays the rendition of an HEVC upload: a first frame and no media error', async () => {
    const page = await browser.newPage();
    await page.route(`${origin}/hevc.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><video muted playsinline preload="auto" src="${hevcPath}"></video>`,
      }),
    );
    await page.goto(`${origin}/hevc.html`);
    const result = (await page.evaluate(`(async () => {
      const video = document.querySelector('video');
      const frame = new Promise((resolve) => video.requestVideoFrameCallback(() => resolve(true)));
      const failed = new Promise((resolve) => video.addEventListener('error', () => resolve(false), { once: true }));
      video.muted = true;
      await video.play().catch(() => {});
      const shown = await Promise.race([frame, failed]);
      return { shown, error: video.error ? video.error.code : null, width: video.videoWidth, height: video.videoHeight };
    })()`)) as { shown: boolean; error: number | null; width: number; height: number };
    expect(result).toEqual({ shown: true, error: null, width: 360, height: 640 });
    await page.close();
  });
});
