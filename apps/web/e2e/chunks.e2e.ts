import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DESKTOP, openPage, ROUTE_TIMEOUT, type TestUser } from './support/app';
import { launchChromium } from './support/chromium';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('chunk');
});
afterAll(async () => {
  await browser?.close();
});

describe('a script chunk that does not arrive', () => {
  it('shows the offline/retry screen after the time-out, and Retry loads the page', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    // The search screen's chunk is held back: its request is never answered.
    const held = /\/assets\/SearchPage-[^/]+\.js$/;
    await context.route(held, () => {});
    await page.goto('/reels');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor({ timeout: ROUTE_TIMEOUT });
    // The 120 s of docs/product.md#constants, shortened for the test once the first route is in
    // (the app reads it at each chunk load), so a slow machine never times out the other chunks.
    await page.evaluate(() => {
      globalThis.flickChunkTimeoutMs = 1500;
    });
    await nav.getByRole('link', { name: 'Search' }).click();
    await page.waitForURL('**/search');
    await page.getByText('You are Offline').waitFor({ timeout: ROUTE_TIMEOUT });
    await page.getByText('Please check your internet connection and try again.').waitFor();

    // The chunk is served again: Retry reloads and the screen appears.
    await context.unroute(held);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByPlaceholder('Search users...').waitFor({ timeout: ROUTE_TIMEOUT });
    expect(new URL(page.url()).pathname).toBe('/search');
    await context.close();
  });
});
