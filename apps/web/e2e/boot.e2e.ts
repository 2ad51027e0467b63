import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  createUser,
  DESKTOP,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  type TestUser,
  waitForHomeFeed,
} from './support/app';
import { launchChromium } from './support/chromium';

// /reels starts its first video before the app runs (src/boot/reelsBoot.ts, inlined by the
// server) and the feed adopts that element.

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('boot');
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Marks the boot's video as soon as it exists and counts, on that element, the events a
 * restart would fire from then on.
 */
async function markBootVideo(page: Page) {
  await page.waitForFunction(
    () => {
      const boot = (window as { __flickReelsBoot?: { video: HTMLVideoElement | null } })
        .__flickReelsBoot;
      const video = boot?.video;
      if (!video) return false;
      if (video.dataset.e2eBoot === undefined) {
        video.dataset.e2eBoot = '0';
        // The first load's own loadstart may still be queued: only a reset of an element
        // that had data (`emptied`, or a loadstart after loadeddata) is a restart.
        let loaded = video.readyState >= 2;
        const restarted = () => {
          video.dataset.e2eBoot = String(Number(video.dataset.e2eBoot) + 1);
        };
        video.addEventListener('loadeddata', () => {
          loaded = true;
        });
        video.addEventListener('emptied', restarted);
        video.addEventListener('loadstart', () => {
          if (loaded) restarted();
        });
      }
      return true;
    },
    undefined,
    { timeout: ROUTE_TIMEOUT, polling: 5 },
  );
}

/** The feed's current video: whether it is the boot's, its restarts, state and time. */
const feedVideo = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>(
      '[role="feed"] [data-state="active"] video',
    );
    return video
      ? {
          boot: video.dataset.e2eBoot !== undefined,
          restarts: Number(video.dataset.e2eBoot ?? 0),
          paused: video.paused,
          time: video.currentTime,
          src: video.getAttribute('src') ?? '',
        }
      : null;
  });

/** `<video>` elements outside the feed (a boot layer left behind would hold one). */
const videosOutsideFeed = (page: Page) =>
  page.evaluate(
    () => [...document.querySelectorAll('video')].filter((v) => !v.closest('[role="feed"]')).length,
  );

describe('/reels boot', () => {
  it('signed in, the first video starts before the app and the feed keeps playing that element', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/reels');
    await markBootVideo(page);
    await waitForHomeFeed(page);
    await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ state: 'attached' });
    const adopted = await feedVideo(page);
    expect(adopted).toMatchObject({ boot: true, restarts: 0, paused: false });
    // It keeps going after the hand-over. The demo videos are 4 s loops, and a slow machine
    // may hand over near a loop's end: the time played is summed across the wrap.
    await page.waitForFunction(
      () => {
        const video = document.querySelector<HTMLVideoElement>(
          '[role="feed"] [data-state="active"] video',
        );
        if (!video) return false;
        const own = window as { e2ePlayed?: { last: number; total: number } };
        const now = video.currentTime;
        own.e2ePlayed ??= { last: now, total: 0 };
        const seen = own.e2ePlayed;
        seen.total += now >= seen.last ? now - seen.last : now + video.duration - seen.last;
        seen.last = now;
        return seen.total > 0.3;
      },
      undefined,
      { timeout: 10_000 },
    );
    expect(await feedVideo(page)).toMatchObject({ boot: true, restarts: 0, paused: false });
    expect(await videosOutsideFeed(page)).toBe(0);
    // The feed page was asked for once (the app adopted the boot's answer), and the file
    // once: the element was moved, not created again.
    expect(requests.filter((url) => url.includes('/api/video/videos?')).length).toBe(1);
    const file = new URL(adopted?.src ?? '', page.url()).href;
    expect(requests.filter((url) => url === file).length).toBe(1);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it("the first video starts while the app's scripts, stylesheet and the feed page are all held back", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    // Everything the app is made of waits until the video has played; so does the feed
    // page: the video must start from the page alone (its inlined boot script and the
    // first video the server names on it).
    const held: (() => Promise<void>)[] = [];
    let released = false;
    const hold = async (route: import('playwright-core').Route) => {
      if (released) await route.continue();
      else held.push(() => route.continue());
    };
    await page.route('**/assets/**', hold);
    await page.route('**/api/video/videos?**', hold);
    await page.goto('/reels', { waitUntil: 'commit' });
    await page.waitForFunction(
      () =>
        ((window as { __flickReelsBoot?: { video: HTMLVideoElement | null } }).__flickReelsBoot
          ?.video?.currentTime ?? 0) > 0.3,
      undefined,
      { timeout: ROUTE_TIMEOUT },
    );
    const boot = await page.evaluate(() => {
      const video = (window as { __flickReelsBoot?: { video: HTMLVideoElement | null } })
        .__flickReelsBoot?.video;
      return {
        playing: !!video && !video.paused && video.currentTime > 0,
        app: document.getElementById('root')?.childElementCount ?? 0,
        src: video?.getAttribute('src') ?? '',
      };
    });
    expect(boot.playing).toBe(true);
    expect(boot.app).toBe(0);
    expect(held.length).toBeGreaterThan(0);
    // Let everything through: the app starts and the feed keeps that same element.
    await markBootVideo(page);
    released = true;
    for (const release of held) await release();
    await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await feedVideo(page)).toMatchObject({ boot: true, restarts: 0, src: boot.src });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('the feed page is asked for only once the first video shows a frame, not beside its first bytes', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // The first video's file is held: while it has no frame, nothing else is asked for.
    const heldVideo: (() => Promise<void>)[] = [];
    let videoReleased = false;
    await page.route('**/api/upload/media/**', async (route) => {
      if (videoReleased || route.request().resourceType() !== 'media') await route.continue();
      else heldVideo.push(() => route.continue());
    });
    await page.goto('/reels', { waitUntil: 'commit' });
    await page.waitForFunction(
      () => !!(window as { __flickReelsBoot?: unknown }).__flickReelsBoot,
      undefined,
      { timeout: ROUTE_TIMEOUT, polling: 5 },
    );
    await expect.poll(() => heldVideo.length, { timeout: ROUTE_TIMEOUT }).toBeGreaterThan(0);
    // The file arrives: the video shows its frame, then the page is asked for and the feed
    // adopts the same element.
    await markBootVideo(page);
    videoReleased = true;
    for (const release of heldVideo) await release();
    await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ timeout: ROUTE_TIMEOUT });
    const feedAt = requests.findIndex((url) => url.includes('/api/video/videos?'));
    const videoAt = requests.findIndex((url) => /\/api\/upload\/media\/[^?]+\.mp4$/.test(url));
    expect(videoAt).toBeGreaterThanOrEqual(0);
    // Asked for after the video's request (and once: the app adopted the boot's answer).
    expect(feedAt).toBeGreaterThan(videoAt);
    expect(requests.filter((url) => url.includes('/api/video/videos?')).length).toBe(1);
    expect(await feedVideo(page)).toMatchObject({ boot: true, restarts: 0 });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('when the feed page starts with another video than the page named, that one plays and is adopted', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    // The reader's first page differs from what the page was sent with (e.g. a video
    // added in between): here its first two videos are swapped.
    let first = '';
    await page.route('**/api/video/videos?**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const items = body.data.Items;
      [items[0], items[1]] = [items[1], items[0]];
      first = items[0].iosUrl;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/reels');
    await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ timeout: ROUTE_TIMEOUT });
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLVideoElement>('[role="feed"] [data-state="active"] video')
          ?.currentTime ?? 0) > 0.2,
      undefined,
      { timeout: ROUTE_TIMEOUT },
    );
    const shown = await page.evaluate(() =>
      document.querySelector('[role="feed"] [data-state="active"] video')?.getAttribute('src'),
    );
    expect(first).not.toBe('');
    expect(shown).toBe(first);
    expect(await videosOutsideFeed(page)).toBe(0);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  // The boot layer copies the feed's geometry (bottom bar, side nav, 9:16 column): a change
  // of the layout that the boot script does not follow would make the video jump at the
  // hand-over. Phone, the narrow side nav and the full side nav.
  for (const viewport of [PHONE, { width: 1000, height: 800 }, DESKTOP]) {
    it(`at ${viewport.width}×${viewport.height}, the boot video sits where the feed then shows it`, async () => {
      const { page, context, errors } = await openPage(browser, { viewport, user });
      await page.goto('/reels');
      await markBootVideo(page);
      const rect = (selector: string) =>
        page.evaluate((css) => {
          const video = css
            ? document.querySelector<HTMLVideoElement>(css)
            : (window as { __flickReelsBoot?: { video: HTMLVideoElement | null } }).__flickReelsBoot
                ?.video;
          const box = video?.getBoundingClientRect();
          return box ? [box.x, box.y, box.width, box.height].map(Math.round) : null;
        }, selector);
      const before = await rect('');
      await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ state: 'attached' });
      expect(await feedVideo(page)).toMatchObject({ boot: true });
      const after = await rect('[role="feed"] [data-state="active"] video');
      expect(before).not.toBeNull();
      expect(after).toEqual(before);
      expect(errors.list).toEqual([]);
      await context.close();
    });
  }

  it('with reduced motion, the boot video waits for a tap as the feed does', async () => {
    const { page, context, errors } = await openPage(browser, {
      viewport: PHONE,
      user,
      reducedMotion: 'reduce',
    });
    await page.goto('/reels');
    await markBootVideo(page);
    await page
      .getByRole('button', { name: /^Play: Video by / })
      .first()
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await page.waitForTimeout(800);
    expect(await feedVideo(page)).toMatchObject({ boot: true, restarts: 0, paused: true, time: 0 });
    await page
      .getByRole('button', { name: /^Play: Video by / })
      .first()
      .click();
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLVideoElement>('[role="feed"] [data-state="active"] video')
          ?.currentTime ?? 0) > 0.2,
    );
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('signed out, shows no video and goes to /login', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await page.goto('/reels');
    await page.waitForURL(/\/login$/, { timeout: ROUTE_TIMEOUT });
    expect(await page.evaluate(() => '__flickReelsBoot' in window)).toBe(false);
    expect(await page.locator('video').count()).toBe(0);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('with a stale token, shows no video and leaves the app its normal flow', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: PHONE });
    await context.addInitScript(() => {
      window.localStorage.setItem('token', 'not-a-session');
      window.localStorage.setItem('user_id', 'nobody');
    });
    const page = await context.newPage();
    await page.goto('/reels');
    // The boot's answer is a 401: it shows nothing, and the app runs as it would without it
    // (the feed's request answered the same way: the session has ended, so to /login), then
    // nothing of the boot is left.
    await page.waitForURL(/\/login$/, { timeout: ROUTE_TIMEOUT });
    await page.getByText('Your session has ended. Please log in again.').waitFor();
    expect(
      await page.evaluate(() => {
        const boot = (window as { __flickReelsBoot?: { video: unknown; frame: unknown } })
          .__flickReelsBoot;
        return { video: boot?.video ?? null, frame: boot?.frame ?? null };
      }),
    ).toEqual({ video: null, frame: null });
    expect(await page.locator('video').count()).toBe(0);
    await context.close();
  });
});
