import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  DESKTOP,
  openPage,
  PROCESSED_TEST_TIMEOUT,
  PROCESSED_TIMEOUT,
  ROUTE_TIMEOUT,
  type TestUser,
} from './support/app';
import { launchChromium } from './support/chromium';
import { TWO_SECOND_MP4 } from './support/fixtures';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('pia');
});
afterAll(async () => {
  await browser?.close();
});

/** What a processing tile of the profile grid looked like, each time one was drawn. */
interface SeenProcessingTile {
  text: string;
  valueNow: string | null;
}

describe('upload processing on the profile', () => {
  it('shows the new upload as a Processing… tile with a progress bar, then as a ready tile', {
    timeout: PROCESSED_TEST_TIMEOUT,
  }, async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    // How long the server takes to process is not ours to fix here (it may be done before
    // the profile first reads the videos): record every processing tile the page ever
    // draws, from the first paint on, and check each one once the ready tile is there.
    await context.addInitScript(() => {
      const seen: Array<{ text: string; valueNow: string | null }> = [];
      (window as unknown as { seenProcessingTiles: typeof seen }).seenProcessingTiles = seen;
      const record = () => {
        for (const tile of document.querySelectorAll(
          'ul[aria-label="Videos"] [data-state="processing"]',
        )) {
          const bar = tile.querySelector('[role="progressbar"]');
          seen.push({
            text: tile.textContent ?? '',
            valueNow: bar ? bar.getAttribute('aria-valuenow') : null,
          });
        }
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-state', 'aria-valuenow'],
      });
    });

    await page.goto('/search');
    await page.getByRole('button', { name: 'Upload Video' }).click({ timeout: ROUTE_TIMEOUT });
    const dialog = page.getByRole('dialog', { name: 'Upload Video' });
    await dialog.locator('input[type="file"]').setInputFiles(TWO_SECOND_MP4);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    // The success path of docs/product.md#upload-dialog is unchanged: Success!, then /profile after
    // 2 s.
    const done = page.getByRole('dialog', { name: 'Success!' });
    await done.getByText('Your video has been shared.').waitFor({ timeout: 20_000 });
    await done.waitFor({ state: 'detached', timeout: 5_000 });
    await page.waitForURL('**/profile', { timeout: ROUTE_TIMEOUT });

    // The video ends up ready: a tile that opens the viewer.
    const grid = page.getByRole('list', { name: 'Videos' });
    const readyTile = grid.getByRole('button', { name: /^Open video 1/ });
    await readyTile.waitFor({ timeout: PROCESSED_TIMEOUT });
    expect(await readyTile.getAttribute('data-state')).toBe('ready');
    expect(await grid.locator('[data-state="processing"]').count()).toBe(0);
    expect(await grid.locator('li').count()).toBe(1);

    // Every processing tile drawn on the way said so and carried a progress value.
    const seen = await page.evaluate(
      () =>
        (window as unknown as { seenProcessingTiles: SeenProcessingTile[] }).seenProcessingTiles,
    );
    for (const tile of seen) {
      expect(tile.text).toContain('Processing…');
      expect(tile.valueNow).toMatch(/^(100|[1-9]?\d)$/);
    }

    // The ready tile opens the viewer.
    await readyTile.click();
    await page.getByRole('dialog').waitFor({ timeout: ROUTE_TIMEOUT });
    expect(errors.list).toEqual([]);
    await context.close();
  });
});
