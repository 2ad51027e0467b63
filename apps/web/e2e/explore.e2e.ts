import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  baseURL,
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  openPage,
  ROUTE_TIMEOUT,
  shareClip,
  type TestUser,
  uniqueName,
} from './support/app';
import { launchChromium } from './support/chromium';
import { TWO_SECOND_MP4 } from './support/fixtures';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('ezra');
});
afterAll(async () => {
  await browser?.close();
});

describe('explore and hashtags', () => {
  it('pages through videos, searches in tabs, opens a post at its index and a hashtag', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/explore');
    const grid = page.getByRole('list', { name: 'Videos' });
    await grid.getByRole('button').first().waitFor({ timeout: ROUTE_TIMEOUT });
    // Pages of 19 (docs/product.md#explore); Load more appends the next page.
    expect(await grid.getByRole('button').count()).toBe(19);
    await expectNoSeriousA11yViolations(page, 'explore');
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Videos"] button').length > 19,
    );

    // The post opens in the viewer at the index picked.
    await grid.getByRole('button', { name: /^Open video 3[:,]/ }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('list', { name: 'Video actions' }).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // Search: results in tabs, `all` first; clearing hides them again.
    await page.getByRole('searchbox', { name: 'Search videos, users and hashtags' }).fill('sunset');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const tabs = page.getByRole('tablist', { name: 'Search results' });
    await tabs.waitFor();
    expect(await tabs.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    await tabs.getByRole('tab', { name: 'Hashtags' }).click();
    await page.getByRole('link', { name: /#sunset/ }).waitFor();
    await expectNoSeriousA11yViolations(page, 'explore search');
    await page.getByRole('link', { name: /#sunset/ }).click();

    await page.waitForURL('**/hashtag/sunset', { timeout: ROUTE_TIMEOUT });
    await page.getByRole('heading', { name: '#sunset' }).waitFor({ timeout: ROUTE_TIMEOUT });
    const tagged = page.getByRole('list', { name: 'Videos tagged #sunset' });
    await tagged.getByRole('button').first().waitFor();
    expect(await tagged.getByRole('button').count()).toBeGreaterThan(0);
    await expect.poll(() => page.title(), { timeout: ROUTE_TIMEOUT }).toBe('#sunset · Flick');
    await expectNoSeriousA11yViolations(page, 'hashtag');
    expect(errors.list).toEqual([]);
    await context.close();
  });
});

describe('a hashtag whose videos the viewer does not see', () => {
  it("keeps the real count and says the viewer's mutes, blocks or filters hide them", async () => {
    const owner = await createUser('tago');
    const tag = uniqueName('harbour');
    const videoId = await shareClip(owner, {
      file: TWO_SECOND_MP4,
      caption: 'Quiet harbour',
      hashtags: [tag],
    });
    await apiPost('/account/mute', { userId: owner.userId }, user);
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto(`/hashtag/${tag}`);
    await page.getByText('1 video', { exact: true }).waitFor({ timeout: ROUTE_TIMEOUT });
    await page
      .getByText('Videos with this hashtag are hidden by your mutes, blocks or keyword filters.')
      .waitFor();
    expect(await page.getByText('No videos with this hashtag yet.').count()).toBe(0);
    await context.close();
    // The shared world goes on without the clip (other files read the newest videos).
    await fetch(`${baseURL()}/api/video/videos/${videoId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${owner.token}` },
    });
  }, 90_000);
});
