import type { Video } from '@flick/api-types';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  apiPost,
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newestVideos,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  type TestUser,
  waitForHomeFeed,
} from './support/app';
import { launchChromium } from './support/chromium';
import { noteStartOf, startedAt } from './support/playback';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('fern');
});
afterAll(async () => {
  await browser?.close();
});

/** The playback state of the feed's current video. */
const activeVideo = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-state="active"] video');
    return video ? { paused: video.paused, time: video.currentTime, src: video.currentSrc } : null;
  });

async function waitForPlaying(page: Page) {
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[data-state="active"] video');
      return !!video && !video.paused && video.currentTime > 0.2;
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** Waits until the feed's current video is the one at `src`. */
async function waitForActiveVideo(page: Page, src: string | undefined) {
  expect(src).toBeTruthy();
  await page.waitForFunction(
    (expected) =>
      document.querySelector<HTMLVideoElement>('[data-state="active"] video')?.currentSrc ===
      expected,
    src,
    { timeout: ROUTE_TIMEOUT },
  );
}

describe('home feed /reels', () => {
  it('plays the visible video, and the keyboard moves, pauses and announces', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    await waitForPlaying(page);
    const first = await activeVideo(page);
    // Only the current video plays.
    expect(
      await page.evaluate(
        () => [...document.querySelectorAll('video')].filter((v) => !v.paused).length,
      ),
    ).toBe(1);
    await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page, 'feed', { targetSize: true });

    await page.keyboard.press('j');
    await page.getByText(/^Video 2 of \d+: Video by /).waitFor({ state: 'attached' });
    await waitForPlaying(page);
    expect((await activeVideo(page))?.src).not.toBe(first?.src);

    await page.keyboard.press('ArrowUp');
    await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ state: 'attached' });

    await page.keyboard.press(' ');
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>('[data-state="active"] video')?.paused,
    );
    await page.keyboard.press(' ');
    await waitForPlaying(page);

    // C opens the comments with the box focused; Escape closes them.
    await page.keyboard.press('c');
    const comments = page.getByRole('dialog', { name: 'Comments' });
    await comments.waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Add a comment',
    );
    await page.keyboard.press('Escape');
    await comments.waitFor({ state: 'detached' });

    // docs/product.md#saved-videos: Save in the rail, pressed once the server agreed, and
    // still pressed after a reload (the saved list is read once the feed is idle).
    const save = page
      .locator('[data-state="active"]')
      .getByRole('list', { name: 'Video actions' })
      .getByRole('button', { name: 'Save', exact: true });
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    await page.getByText('Saved.', { exact: true }).waitFor();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await waitForHomeFeed(page);
    await expect
      .poll(() => save.getAttribute('aria-pressed'), { timeout: ROUTE_TIMEOUT })
      .toBe('true');
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('waits for a tap instead of autoplaying when reduced motion is asked for', async () => {
    const { page, context, errors } = await openPage(browser, {
      viewport: PHONE,
      user,
      reducedMotion: 'reduce',
    });
    await page.goto('/reels');
    const play = page.getByRole('button', { name: /^Play: Video by / }).first();
    await play.waitFor({ timeout: ROUTE_TIMEOUT });
    // Long enough for an autoplay to have started: the current video is still waiting.
    await page.waitForTimeout(1000);
    expect(await activeVideo(page)).toMatchObject({ paused: true, time: 0 });

    await play.click();
    await waitForPlaying(page);
    // Space (not on a button) pauses through the feed's controlled play state.
    await page.getByRole('feed', { name: 'Home feed' }).focus();
    await page.keyboard.press(' ');
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>('[data-state="active"] video')?.paused,
    );

    // The next video waits for its own tap as well.
    await page.keyboard.press('j');
    await page.getByText(/^Video 2 of \d+: Video by /).waitFor({ state: 'attached' });
    await page
      .locator('[data-state="active"]')
      .getByRole('button', { name: /^Play: Video by / })
      .waitFor();
    expect((await activeVideo(page))?.paused).toBe(true);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  // docs/product.md#place-kept: each feed opens where it was left (the desktop's side of it,
  // with a grid, is in shell.e2e.ts).
  it("keeps each feed's place through a profile and back, tab switches and a reload", async () => {
    const { page, context, errors } = await openPage(browser, {
      viewport: PHONE,
      user,
      touch: true,
    });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    // A touch screen swipes: the desktop's Previous video / Next video buttons are not shown.
    for (const name of ['Previous video', 'Next video']) {
      expect(
        await page.getByRole('button', { name, exact: true }).filter({ visible: true }).count(),
      ).toBe(0);
    }
    await page.getByRole('feed', { name: 'Home feed' }).focus();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.getByText(/^Video 3 of \d+: Video by /).waitFor({ state: 'attached' });
    await waitForPlaying(page);
    const third = (await activeVideo(page))?.src;
    // Left mid-way (the demo clips loop every 4 s): it goes on from there, not from its start.
    // The author's profile, then Back: the same video plays, from the list held (no new read).
    // The time is read as the link is followed, in the same task: read first, on a loaded
    // machine the loop could wrap before the click.
    const leaving = await page.waitForFunction(
      () => {
        const time = document.querySelector<HTMLVideoElement>(
          '[data-state="active"] video',
        )?.currentTime;
        const author = document.querySelector<HTMLAnchorElement>(
          '[data-state="active"] a[href^="/user/profile/"]',
        );
        if (time === undefined || !author || time <= 1.6 || time >= 2.4) return false;
        author.click();
        return time;
      },
      undefined,
      { timeout: 15_000 },
    );
    const left = Number(await leaving.jsonValue());
    // The loader takes the page's place only: the bottom bar stays on screen.
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading$/ })
      .waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await page.getByRole('list', { name: 'Videos' }).waitFor({ timeout: ROUTE_TIMEOUT });
    // The profile's grid scrolled to its end keeps that offset (checked on Forward below), in
    // a window short enough for a profile of one row of videos to scroll, kept until then.
    await page.setViewportSize({ width: PHONE.width, height: 400 });
    const profileOffset = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return window.scrollY;
    });
    expect(profileOffset).toBeGreaterThan(100);
    let feedReads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/video/videos') feedReads += 1;
    });
    // The time it resumes at is taken as it starts playing: read later, on a loaded machine
    // the 4 s loop may have wrapped meanwhile.
    await page.evaluate(noteStartOf, String(third));
    await page.goBack();
    await waitForHomeFeed(page);
    await page.getByText(/^Video 3 of \d+: Video by /).waitFor({ state: 'attached' });
    await waitForPlaying(page);
    expect((await activeVideo(page))?.src).toBe(third);
    expect(await startedAt(page)).toBeGreaterThan(left - 0.5);
    expect(feedReads).toBe(0);
    // Forward to the profile: its grid at the offset it was left at; Back to the feed again.
    await page.goForward();
    await page.getByRole('list', { name: 'Videos' }).waitFor({ timeout: ROUTE_TIMEOUT });
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: ROUTE_TIMEOUT })
      .toBe(profileOffset);
    await page.goBack();
    await waitForHomeFeed(page);
    await page.getByText(/^Video 3 of \d+: Video by /).waitFor({ state: 'attached' });
    // The phone's own height again (a taller window would scroll the profile back itself).
    await page.setViewportSize(PHONE);

    // For you keeps its own place while Home is shown, and Home its own.
    const tabs = page.getByRole('tablist', { name: 'Feeds' });
    await tabs.getByRole('tab', { name: 'For you' }).click();
    const forYou = page.getByRole('feed', { name: 'For you feed' });
    await forYou.waitFor({ timeout: ROUTE_TIMEOUT });
    await forYou.focus();
    await page.keyboard.press('j');
    await page.getByText(/^Video 2 of \d+: Video by /).waitFor({ state: 'attached' });
    await waitForPlaying(page);
    const second = (await activeVideo(page))?.src;
    await tabs.getByRole('tab', { name: 'Home' }).click();
    await page.getByText(/^Video 3 of \d+: Video by /).waitFor({ state: 'attached' });

    // A reload (as the offline screen's Retry does) comes back to the same video in each
    // feed; the first video never starts meanwhile. The same video, not the same position:
    // the lists are read again, and a rank may have moved meanwhile (the watch reports sent
    // above change the completion term of "For you"; a new hour ages every score).
    await page.reload();
    await waitForHomeFeed(page);
    await waitForActiveVideo(page, third);
    await waitForPlaying(page);
    expect(await page.evaluate(() => '__flickReelsBoot' in window)).toBe(false);
    await tabs.getByRole('tab', { name: 'For you' }).click();
    await waitForActiveVideo(page, second);
    await waitForPlaying(page);
    expect(errors.list).toEqual([]);
    await context.close();
  });
});

// docs/product.md#feed: beside the video on a wide screen with a mouse, and targets of
// at least 24 × 24 px (WCAG 2.2) over and around the video.
describe('the feed on a desktop', () => {
  it('moves one video with Previous video and Next video, on a stage in the theme', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ state: 'attached' });
    const previous = page.getByRole('button', { name: 'Previous video', exact: true });
    const next = page.getByRole('button', { name: 'Next video', exact: true });
    expect(await previous.getAttribute('aria-disabled')).toBe('true');

    // Beside the 9:16 column, not over the picture.
    const column = await page.locator('article[data-state="active"] video').boundingBox();
    const nextBox = await next.boundingBox();
    expect(column && nextBox && nextBox.x >= column.x + column.width).toBe(true);

    await next.click();
    await page.getByText(/^Video 2 of \d+: Video by /).waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    expect(await page.getByText(/^Video 2 of \d+: Video by /).count()).toBe(1);
    expect(await page.locator('article[data-state="active"]').getAttribute('data-index')).toBe('1');
    await previous.click();
    await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ state: 'attached' });
    expect(await previous.getAttribute('aria-disabled')).toBe('true');

    // The light theme's stage around the column is a light neutral, not black.
    const stage = await page
      .getByRole('feed', { name: 'Home feed' })
      .evaluate((feed) => getComputedStyle(feed).backgroundColor);
    expect(stage).toBe('rgb(232, 235, 239)');

    // The feed tabs are at least 32 px tall.
    const tabs = page.getByRole('tablist', { name: 'Feeds' }).getByRole('tab');
    await tabs.first().waitFor({ timeout: ROUTE_TIMEOUT });
    for (const tab of await tabs.all()) {
      expect((await tab.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(32);
    }
    await expectNoSeriousA11yViolations(page, 'feed on a desktop', { targetSize: true });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it("shows a like made in the profile grid's viewer on the same video in the feed, with its count", async () => {
    // Its own person: the like changes nothing the other tests of this file read.
    const liker = await createUser('hazel');
    const [first] = await newestVideos(liker, 1);
    if (!first) throw new Error('the demo world has no video');
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: liker });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ state: 'attached' });
    const feedLike = page.locator(
      'article[data-state="active"] [aria-label="Video actions"] button[aria-label="Like"]',
    );
    expect(await feedLike.getAttribute('aria-pressed')).toBe('false');

    // The author's profile, its grid's viewer on that video, and a like there.
    const authored = await apiGet<{ data: { Items: Array<{ id: string }> } }>(
      `/video/user/videos/${first.userId}?isDuet=0`,
      liker,
    );
    const index = authored.data.Items.findIndex((video) => video.id === first.id);
    await page
      .locator(`article[data-state="active"] a[href="/user/profile/${first.userId}"]`)
      .first()
      .click();
    const grid = page.getByRole('list', { name: 'Videos' });
    await grid.waitFor({ timeout: ROUTE_TIMEOUT });
    await grid.getByRole('button', { name: new RegExp(`^Open video ${index + 1}[:,]`) }).click();
    const dialog = page.getByRole('dialog');
    const like = dialog.getByRole('button', { name: 'Like', exact: true });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    const counted = await dialog
      .locator(
        '[aria-label="Video actions"] [title$=" likes"], [aria-label="Video actions"] [title$=" like"]',
      )
      .first()
      .getAttribute('title');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Back in the feed (its list held, not read again): the same video, liked, that count.
    let reads = 0;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/video/videos') reads += 1;
    });
    await page.goBack();
    await waitForHomeFeed(page);
    await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ state: 'attached' });
    expect(await feedLike.getAttribute('aria-pressed')).toBe('true');
    const feedCount = page.locator(
      `article[data-state="active"] [aria-label="Video actions"] [title="${counted}"]`,
    );
    expect(await feedCount.count()).toBe(1);
    // What shows is the model the viewer liked, not a fresher read of the video.
    expect(reads).toBe(0);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('shows a like someone else made while the page was hidden once the page shows again', async () => {
    // People of its own: the like is counted once, on the first video of Home.
    const [viewer, other] = [await createUser('ivy'), await createUser('oak')];
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: viewer });
    // The video on screen is the first of the Home page the app itself was given (other files
    // of this worker add videos to the same server meanwhile).
    const homePage = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/video/videos' &&
        url.searchParams.has('pageSize') &&
        !url.searchParams.has('videoId') &&
        response.request().method() === 'GET'
      );
    });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    const [first] = ((await (await homePage).json()) as { data: { Items: Video[] } }).data.Items;
    if (!first) throw new Error('the demo world has no video');
    await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ state: 'attached' });
    // It has played a little: the page knows which video it shows when it is hidden.
    await page.waitForFunction(
      () =>
        ((document.querySelector('article[data-state="active"] video') as HTMLVideoElement | null)
          ?.currentTime ?? 0) > 0,
    );
    const likes = (n: number) => (n === 1 ? '1 like' : `${n} likes`);
    const counted = page.locator(
      'article[data-state="active"] [aria-label="Video actions"] [title$=" likes"], article[data-state="active"] [aria-label="Video actions"] [title$=" like"]',
    );
    await counted.first().waitFor({ timeout: ROUTE_TIMEOUT });
    const before = await counted.first().getAttribute('title');

    // The person switches to another tab; meanwhile someone else likes the video.
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((to) => {
        Object.defineProperty(document, 'visibilityState', { value: to, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    const liked = await apiPost<{ data: { likes: number } }>(
      '/video/updateVideo',
      { videoUserId: first.userId, videoId: first.id, like: 1 },
      other,
    );
    expect(likes(liked.data.likes)).not.toBe(before);
    // Nothing read it while hidden: the count shown is still the old one.
    expect(await counted.first().getAttribute('title')).toBe(before);

    // Back to the tab: the video on screen is read again, and its count is the new one.
    const reread = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/video/videos' && url.searchParams.get('videoId') === first.id;
    });
    await setVisibility('visible');
    await reread;
    await expect.poll(() => counted.first().getAttribute('title')).toBe(likes(liked.data.likes));
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it("gives a caption's hashtag and mention links a tap area at least 24 px tall", async () => {
    const tagged = (await newestVideos(user, 50)).find((video) => /#\w/.test(video.caption));
    if (!tagged) throw new Error('the demo world has no video with a hashtag');
    const { page, context } = await openPage(browser, { viewport: PHONE, user });
    await page.goto(`/reels/${tagged.id}`);
    const links = page.locator('a[href^="/hashtag/"]');
    await links.first().waitFor({ timeout: ROUTE_TIMEOUT });
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(24);
    }
    await expectNoSeriousA11yViolations(page, 'viewer with caption links', { targetSize: true });
    await context.close();
  });
});
