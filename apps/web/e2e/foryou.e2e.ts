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
  ROUTE_TIMEOUT,
  type TestUser,
  waitForHomeFeed,
} from './support/app';
import { launchChromium } from './support/chromium';

// docs/product.md#for-you: the /reels tabs (Home, For you, Following), the "Why am I seeing
// this?" sheet and the player's watch reports, against the real server and its demo world.

interface Factors {
  following: boolean;
  watchers: number;
  completionRate: number | null;
}

let browser: Browser;
let viewer: TestUser;
let loner: TestUser;
/** The followed author: the owner of the oldest video on the Home feed's first page. */
let author: { id: string; userName: string };
/** A video of theirs that the other end-to-end files do not reach (low on Home's first page). */
let watched: string;

async function forYouFactors(user: TestUser): Promise<Record<string, Factors>> {
  const body = await apiGet<{ data: { Why: Record<string, Factors> } }>(
    '/video/feed/for-you?pageSize=100',
    user,
  );
  return body.data.Why;
}

/** How many watched a video to its end, from its factors (the rate is completions ÷ watchers). */
const completions = (factors: Factors | undefined) =>
  Math.round((factors?.completionRate ?? 0) * (factors?.watchers ?? 0));

const ACTIVE = 'article[data-state="active"]';
const activeLabel = (page: Page) => page.locator(ACTIVE).getAttribute('aria-label');

/**
 * Moves the feed on with ArrowDown, one video at a time, until the video on screen is
 * `label`'s. Each press waits for the feed to reach the next position: presses sent faster
 * than the feed moves are merged into one move (swipe.e2e.ts), which could pass the video by.
 */
async function moveTo(page: Page, label: string): Promise<void> {
  for (let step = 0; step < 30 && (await activeLabel(page)) !== label; step += 1) {
    const from = Number(await page.locator(ACTIVE).getAttribute('data-index'));
    await page.keyboard.press('ArrowDown');
    const moved = await page
      .waitForFunction(
        ([selector, index]) =>
          Number(document.querySelector(selector)?.getAttribute('data-index')) === index,
        [ACTIVE, from + 1] as const,
        { timeout: 5_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (!moved) break; // the end of the feed: the check below says which video it stopped on
  }
  expect(await activeLabel(page)).toBe(label);
}

beforeAll(async () => {
  browser = await launchChromium();
  viewer = await createUser('foryou');
  loner = await createUser('loner');
  const videos = await newestVideos(viewer, 19);
  const oldest = videos.at(-1);
  if (!oldest) throw new Error('the demo world has no videos');
  author = { id: oldest.userId, userName: oldest.userName };
  watched = oldest.id;
  await apiPost('/account/follow', { userId: author.id }, viewer);
});
afterAll(async () => {
  await browser?.close();
});

describe('/reels tabs', () => {
  it('switches feeds by mouse and by arrow keys, keeping the tab in the URL', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: viewer });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    const tabs = page.getByRole('tablist', { name: 'Feeds' });
    await tabs.getByRole('tab', { name: 'Home', selected: true }).waitFor();

    await tabs.getByRole('tab', { name: 'For you' }).click();
    await page.getByRole('feed', { name: 'For you feed' }).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(new URL(page.url()).search).toBe('?feed=for-you');
    await expectNoSeriousA11yViolations(page, 'for you');

    // The focused tab bar answers the arrow keys.
    await page.keyboard.press('ArrowRight');
    await tabs.getByRole('tab', { name: 'Following', selected: true }).waitFor();
    await page.getByRole('feed', { name: 'Following feed' }).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(new URL(page.url()).search).toBe('?feed=following');

    await page.reload();
    await tabs.getByRole('tab', { name: 'Following', selected: true }).waitFor({
      timeout: ROUTE_TIMEOUT,
    });
    await page.goBack();
    await tabs.getByRole('tab', { name: 'For you', selected: true }).waitFor();
    await page.getByRole('feed', { name: 'For you feed' }).waitFor({ timeout: ROUTE_TIMEOUT });
    await tabs.getByRole('tab', { name: 'Home' }).click();
    await waitForHomeFeed(page);
    expect(new URL(page.url()).search).toBe('');
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('says why a "For you" video is there: the followed author first', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: viewer });
    await page.goto('/reels?feed=for-you');
    const feed = page.getByRole('feed', { name: 'For you feed' });
    await feed.waitFor({ timeout: ROUTE_TIMEOUT });
    await feed.focus();
    await moveTo(page, `Video by ${author.userName}`);

    // W opens the sheet for the video on screen.
    await page.keyboard.press('w');
    const sheet = page.getByRole('dialog', { name: 'Why am I seeing this?' });
    await sheet.waitFor();
    const reasons = await sheet.getByRole('listitem').allTextContents();
    expect(reasons[0]).toBe(`You follow @${author.userName}`);
    await expectNoSeriousA11yViolations(page, 'why sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    // The button on the video opens it too.
    await page
      .locator('article[data-state="active"]')
      .getByRole('button', { name: 'Why am I seeing this?' })
      .click();
    await sheet.getByText(`You follow @${author.userName}`).waitFor();
    await page.keyboard.press('Escape');

    // The help sheet lists the key.
    await page.keyboard.press('?');
    await page
      .getByRole('dialog', { name: 'Keyboard shortcuts' })
      .getByText('Why am I seeing this? (For you)')
      .waitFor();
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('shows only followed authors under Following, and reports a video watched to its end', async () => {
    // Other files may have played it (a grid's viewer reports watches too): count from here.
    const before = (await forYouFactors(viewer))[watched];
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: viewer });
    await page.goto('/reels?feed=following');
    const feed = page.getByRole('feed', { name: 'Following feed' });
    await feed.waitFor({ timeout: ROUTE_TIMEOUT });
    const labels = await page
      .getByRole('article')
      .evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')));
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set([`Video by ${author.userName}`]));

    // Play the watched video until it loops: the end is reported at once.
    await feed.focus();
    const following = await apiGet<{ data: { Items: Array<{ id: string }> } }>(
      '/video/feed/following?pageSize=100',
      viewer,
    );
    const position = following.data.Items.findIndex((video) => video.id === watched);
    expect(position).toBeGreaterThanOrEqual(0);
    for (let step = 0; step < Math.max(0, position); step += 1) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(150);
    }
    let factors: Factors | undefined;
    for (let tries = 0; tries < 40; tries += 1) {
      factors = (await forYouFactors(viewer))[watched];
      if (completions(factors) > completions(before)) break;
      await page.waitForTimeout(500);
    }
    // One more who saw it to the end: this viewer (counted among the watchers once).
    expect(factors?.watchers ?? 0).toBeGreaterThanOrEqual(Math.max(1, before?.watchers ?? 0));
    expect(completions(factors)).toBe(completions(before) + 1);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('asks a viewer who follows nobody to find people on Explore', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: loner });
    await page.goto('/reels?feed=following');
    await page
      .getByText('No videos from people you follow yet')
      .waitFor({ timeout: ROUTE_TIMEOUT });
    // docs/product.md#suggestions: under the empty feed's message, accounts to follow and the
    // hashtags trending in the last 7 days (the demo world's videos are a few days old).
    const accounts = page.getByRole('list', { name: 'Suggested accounts' });
    await accounts.waitFor({ timeout: ROUTE_TIMEOUT });
    expect(
      await accounts.getByRole('button', { name: 'Follow', exact: true }).count(),
    ).toBeGreaterThan(0);
    const tags = page.getByRole('list', { name: 'Trending hashtags' }).getByRole('link');
    await tags.first().waitFor();
    expect(await tags.first().getAttribute('href')).toMatch(/^\/hashtag\/[^/]+$/);
    await expectNoSeriousA11yViolations(page, 'following (empty)', { targetSize: true });
    await page.getByRole('link', { name: 'Find people on Explore' }).click();
    await page.waitForURL('**/explore', { timeout: ROUTE_TIMEOUT });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('goes back from a tab to Home with the browser', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: viewer });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    const tabs = page.getByRole('tablist', { name: 'Feeds' });
    await tabs.getByRole('tab', { name: 'For you' }).click();
    await page.getByRole('feed', { name: 'For you feed' }).waitFor({ timeout: ROUTE_TIMEOUT });
    await page.goBack();
    await waitForHomeFeed(page);
    await tabs.getByRole('tab', { name: 'Home', selected: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('reports a video watched in the single-video viewer', async () => {
    const target = (await newestVideos(viewer, 19)).at(-2);
    if (!target) throw new Error('the demo world has too few videos');
    const before = (await forYouFactors(viewer))[target.id]?.watchers ?? 0;
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: viewer });
    await page.goto(`/reels/${target.id}`);
    await page.locator('video').first().waitFor({ timeout: ROUTE_TIMEOUT });
    // Played to its end (it loops), the view is reported at once.
    let watchers = before;
    for (let tries = 0; tries < 60 && watchers <= before; tries += 1) {
      await page.waitForTimeout(500);
      watchers = (await forYouFactors(viewer))[target.id]?.watchers ?? 0;
    }
    expect(watchers).toBe(before + 1);
    expect(errors.list).toEqual([]);
    await context.close();
  });
});
