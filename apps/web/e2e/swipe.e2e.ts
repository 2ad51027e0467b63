import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  type TestUser,
  waitForHomeFeed,
} from './support/app';
import { launchChromium } from './support/chromium';

// Moving to the next video starts it at once: the feed does not wait for its scroll
// animation to bring the video on screen before playing it (docs/product.md#feed).

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('swipe');
});
afterAll(async () => {
  await browser?.close();
});

/** Opens /reels and waits while the first video plays until the next one has loaded (as
 * after a few seconds of viewing). */
async function openWatching(page: Page): Promise<void> {
  await page.goto('/reels');
  await waitForHomeFeed(page);
  await page.waitForFunction(
    () => {
      const next = document.querySelector<HTMLVideoElement>('article[data-index="1"] video');
      const first = document.querySelector<HTMLVideoElement>('article[data-index="0"] video');
      return !!next && next.readyState >= 2 && !!first && first.currentTime > 0.2;
    },
    undefined,
    { timeout: ROUTE_TIMEOUT },
  );
}

describe('/reels next video', () => {
  it('ArrowDown starts the next video while the feed is still scrolling to it', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    await openWatching(page);
    const feed = page.getByRole('feed', { name: 'Home feed' });
    // How much of the next video is on screen when it starts playing.
    await page.evaluate(() => {
      const article = document.querySelector<HTMLElement>('article[data-index="1"]');
      const video = article?.querySelector('video');
      const root = document.querySelector<HTMLElement>('[role="feed"]');
      if (!article || !video || !root) throw new Error('no next video');
      video.addEventListener(
        'playing',
        () => {
          const box = article.getBoundingClientRect();
          const view = root.getBoundingClientRect();
          const shown = Math.min(box.bottom, view.bottom) - Math.max(box.top, view.top);
          (window as { __e2eShownAtPlay?: number }).__e2eShownAtPlay = shown / box.height;
        },
        { once: true },
      );
    });
    await feed.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(
      () => (window as { __e2eShownAtPlay?: number }).__e2eShownAtPlay !== undefined,
      undefined,
      { timeout: ROUTE_TIMEOUT },
    );
    // Before the change it played only once 60 % of it was on screen.
    const shownAtPlay = await page.evaluate(
      () => (window as { __e2eShownAtPlay?: number }).__e2eShownAtPlay ?? 1,
    );
    expect(shownAtPlay).toBeLessThan(0.6);
    // And the feed arrives there, playing that video.
    await page.getByText(/^Video 2 of \d+: /).waitFor({ state: 'attached' });
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLVideoElement>('[data-state="active"] video')?.currentTime ??
          0) > 0.2,
    );
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('a finger dragging the feed starts the next video before it lifts; a swipe that snaps back stops it at its start', async () => {
    const { page, context, errors } = await openPage(browser, {
      viewport: PHONE,
      user,
      touch: true,
    });
    await openWatching(page);
    const cdp = await context.newCDPSession(page);
    const x = Math.round(PHONE.width / 2);
    const from = Math.round(PHONE.height * 0.7);
    const step = Math.round(PHONE.height * 0.05);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: y === undefined ? [] : [{ x, y, id: 1 }],
      });
    const next = () =>
      page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('article[data-index="1"] video');
        return video ? { paused: video.paused, time: video.currentTime } : null;
      });
    // The finger drags the feed up by 15 % of the screen and stays down: the next video,
    // partly in view, is playing already.
    await touch('touchStart', from);
    for (const i of [1, 2, 3]) await touch('touchMove', from - i * step);
    await expect.poll(async () => (await next())?.paused, { timeout: ROUTE_TIMEOUT }).toBe(false);
    // It drags back down and lifts: the feed stays on the first video, and the next one
    // stops, back at its start, for when it is reached.
    for (const i of [2, 1, 0]) await touch('touchMove', from - i * step);
    await touch('touchEnd');
    await expect.poll(next, { timeout: ROUTE_TIMEOUT }).toEqual({ paused: true, time: 0 });
    await page.getByText(/^Video 1 of \d+: /).waitFor({ state: 'attached' });
    expect(
      await page.evaluate(
        () => document.querySelector<HTMLVideoElement>('[data-state="active"] video')?.paused,
      ),
    ).toBe(false);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('presses faster than the feed draws each move one video, and only the last one plays', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    const feed = page.getByRole('feed', { name: 'Home feed' });
    await feed.focus();
    // Three presses sent in one go: the app has drawn none of the moves when the next comes.
    await feed.evaluate((element) => {
      for (const _ of [1, 2, 3]) {
        element.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
        );
      }
    });
    await page.getByText(/^Video 4 of \d+: /).waitFor({ state: 'attached' });
    // The feed settles on the fourth video, playing it and nothing else.
    await page.waitForFunction(
      () => {
        const root = document.querySelector<HTMLElement>('[role="feed"]');
        const active = document.querySelector<HTMLElement>('article[data-state="active"]');
        const video = active?.querySelector('video');
        return (
          !!root &&
          active?.dataset.index === '3' &&
          Math.abs(root.scrollTop - active.offsetTop) < 2 &&
          (video?.currentTime ?? 0) > 0.2
        );
      },
      undefined,
      { timeout: ROUTE_TIMEOUT },
    );
    const playing = await page.evaluate(() =>
      [...document.querySelectorAll('video')]
        .filter((video) => !video.paused)
        .map((video) => video.closest('article')?.dataset.index),
    );
    expect(playing).toEqual(['3']);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('the previous and the next video are both loaded to their first frame while one plays', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    await page.getByRole('feed', { name: 'Home feed' }).focus();
    const at = (index: number) =>
      page.evaluate((i) => {
        const video = document.querySelector<HTMLVideoElement>(`article[data-index="${i}"] video`);
        return video ? { readyState: video.readyState, time: video.currentTime } : null;
      }, index);
    // Down to the fourth video: the second one's element is gone (only ±1 and the one after
    // next keep one). Back up to the third: the second comes back as a fresh element, never
    // played, and is the previous video now.
    for (const n of [2, 3, 4]) {
      await page.keyboard.press('ArrowDown');
      await page.getByText(new RegExp(`^Video ${n} of \\d+: `)).waitFor({ state: 'attached' });
    }
    await expect.poll(() => at(1), { timeout: ROUTE_TIMEOUT }).toBeNull();
    await page.keyboard.press('ArrowUp');
    await page.getByText(/^Video 3 of \d+: /).waitFor({ state: 'attached' });
    // While the third plays, a swipe either way finds its video ready to show a frame.
    await page.waitForFunction(
      () => {
        const video = (i: number) =>
          document.querySelector<HTMLVideoElement>(`article[data-index="${i}"] video`);
        return (
          (video(2)?.currentTime ?? 0) > 0.2 &&
          (video(1)?.readyState ?? 0) >= 2 &&
          (video(3)?.readyState ?? 0) >= 2
        );
      },
      undefined,
      { timeout: ROUTE_TIMEOUT },
    );
    expect((await at(1))?.time).toBe(0);
    expect(errors.list).toEqual([]);
    await context.close();
  });
});
