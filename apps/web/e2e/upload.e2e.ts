import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  openPage,
  ROUTE_TIMEOUT,
  type TestUser,
} from './support/app';
import { launchChromium } from './support/chromium';
import { SIXTY_ONE_SECOND_MP4, TWO_SECOND_MP4 } from './support/fixtures';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('uma');
});
afterAll(async () => {
  await browser?.close();
});

async function openUploadDialog(page: Page) {
  await page.goto('/search');
  await page.getByRole('button', { name: 'Upload Video' }).click({ timeout: ROUTE_TIMEOUT });
  const dialog = page.getByRole('dialog', { name: 'Upload Video' });
  await dialog.getByText('Drag and drop videos here').waitFor();
  return dialog;
}

describe('upload dialog', () => {
  it('refuses a file that is not a video', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    const dialog = await openUploadDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a video'),
    });
    await page.getByText('Only video files are allowed.').first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('refuses a 61-second video', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    const dialog = await openUploadDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles(SIXTY_ONE_SECOND_MP4);
    await page.getByText('Video duration must be less than 1 minute.').first().waitFor();
    await context.close();
  });

  it('uploads a real video: preview, Success!, then on the profile and first in the feed', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    const dialog = await openUploadDialog(page);
    await expectNoSeriousA11yViolations(page, 'upload dialog');
    await dialog.locator('input[type="file"]').setInputFiles(TWO_SECOND_MP4);
    await dialog.getByLabel('Preview of the chosen video').waitFor();
    await dialog.getByRole('button', { name: 'Back' }).waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    // The finished dialog is named by its `Success!` heading.
    const done = page.getByRole('dialog', { name: 'Success!' });
    await done.getByText('Your video has been shared.').waitFor({ timeout: 20_000 });
    await page.getByText('Video uploaded successfully!').waitFor();
    // docs/product.md#upload-dialog: it closes after 2 s and goes to /profile.
    await done.waitFor({ state: 'detached', timeout: 5_000 });
    await page.waitForURL('**/profile', { timeout: ROUTE_TIMEOUT });

    // The new video is the profile's first tile.
    await page
      .getByRole('list', { name: 'Videos' })
      .getByRole('button', { name: /^Open video 1/ })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await page.getByRole('list', { name: 'Videos' }).getByRole('button').count()).toBe(1);
    // …and it is the newest video of the home feed.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page
      .getByText(new RegExp(`^Video 1 of \\d+: Video by ${user.userName}$`))
      .waitFor({ state: 'attached', timeout: ROUTE_TIMEOUT });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('closes with Escape', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    const dialog = await openUploadDialog(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
