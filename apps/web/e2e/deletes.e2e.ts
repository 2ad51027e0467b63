import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  createUser,
  DESKTOP,
  newestVideos,
  openPage,
  ROUTE_TIMEOUT,
  shareClip,
  waitForHomeFeed,
} from './support/app';
import { launchChromium } from './support/chromium';
import { TWO_SECOND_MP4 } from './support/fixtures';

// docs/product.md#deleting-videos-and-comments

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('deleting after posting', () => {
  it('lets the owner delete a video from the grid viewer, confirmed, and it leaves the grid and the feed', async () => {
    const owner = await createUser('deleter');
    await shareClip(owner, { file: TWO_SECOND_MP4, caption: 'Soon gone' });
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: owner });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    const inFeed = page
      .getByRole('feed', { name: 'Home feed' })
      .getByRole('article', { name: `Video by ${owner.userName}` });
    await inFeed.waitFor({ state: 'attached', timeout: ROUTE_TIMEOUT });

    // To the profile inside the app, so the feed read above is the one that must drop it.
    await page.getByRole('link', { name: 'Profile' }).first().click();
    const grid = page.getByRole('list', { name: 'Videos' });
    await grid.getByRole('button', { name: /^Open video 1/ }).click({ timeout: ROUTE_TIMEOUT });
    const viewer = page.getByRole('dialog', { name: /by / });
    await viewer.getByRole('button', { name: 'Delete video' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete video?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await page.getByText('Video deleted.').waitFor({ timeout: ROUTE_TIMEOUT });
    await confirm.waitFor({ state: 'detached' });
    await viewer.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /^Open video/ }).count()).toBe(0);
    // The owner's video count drops with it.
    await page.getByText(/^0 videos$/).waitFor({ timeout: ROUTE_TIMEOUT });

    await page.getByRole('link', { name: 'Home' }).first().click();
    await waitForHomeFeed(page);
    expect(await inFeed.count()).toBe(0);
    expect(errors.list).toEqual([]);
    await context.close();
  }, 120_000);

  it('lets a commenter delete their own comment through its menu by keyboard', async () => {
    const commenter = await createUser('regretful');
    const [video] = await newestVideos(commenter, 1);
    if (!video) throw new Error('the demo world has no videos');
    const text = `Take that back ${Date.now()}`;
    await apiPost(
      '/video/comment',
      { videoId: video.id, videoUserId: video.userId, comment: encodeURIComponent(text) },
      commenter,
    );
    const { page, context, errors } = await openPage(browser, {
      viewport: DESKTOP,
      user: commenter,
    });
    await page.goto(`/reels/${video.id}`);
    const comment = page.getByRole('article', { name: `Comment by ${commenter.userName}` });
    await comment.waitFor({ timeout: ROUTE_TIMEOUT });
    const heading = page.getByRole('heading', { name: /^\d+ comments?$/ });
    const before = Number.parseInt((await heading.textContent()) ?? '', 10);

    await comment.getByRole('button', { name: 'More actions' }).focus();
    await page.keyboard.press('Enter');
    const entries = page.getByRole('menu').getByRole('menuitem');
    // Their own comment on someone else's video: Delete only (nobody reports themselves).
    expect(await entries.allTextContents()).toEqual(['Delete']);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete comment?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');

    await page.getByText('Comment deleted.').waitFor({ timeout: ROUTE_TIMEOUT });
    await comment.waitFor({ state: 'detached' });
    await expect
      .poll(async () => Number.parseInt((await heading.textContent()) ?? '', 10))
      .toBe(before - 1);
    expect(errors.list).toEqual([]);
    await context.close();
  });
});
