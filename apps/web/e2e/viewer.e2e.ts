import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newestVideos,
  openPage,
  ROUTE_TIMEOUT,
  type TestUser,
} from './support/app';
import { launchChromium } from './support/chromium';

let browser: Browser;
let user: TestUser;
let videoId: string;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('vera');
  const [first] = await newestVideos(user, 1);
  if (!first) throw new Error('the demo world has no videos');
  videoId = first.id;
});
afterAll(async () => {
  await browser?.close();
});

describe('video viewer /reels/{id}', () => {
  it('posts a comment with an emoji, likes and unlikes it and the video, downloads and shares', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/reels/${videoId}`);
    const actions = page.getByRole('list', { name: 'Video actions' });
    await actions.waitFor({ timeout: ROUTE_TIMEOUT });
    await expectNoSeriousA11yViolations(page, 'viewer');

    // Comment with an emoji from the picker.
    const input = page.getByRole('textbox', { name: 'Add a comment' });
    await input.fill('Lovely light ');
    await page.getByRole('button', { name: 'Add emoji' }).click();
    const emoji = page.getByRole('gridcell', { name: 'grinning face with sweat', exact: true });
    await emoji.waitFor({ timeout: 15_000 });
    await emoji.click();
    expect(await input.inputValue()).toBe('Lovely light 😅');
    // Escape closes the picker (it stays open for more emoji until then).
    await page.keyboard.press('Escape');
    await emoji.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Post' }).click();
    const comment = page.getByRole('article', { name: `Comment by ${user.userName}` });
    await comment.getByText('Lovely light 😅').waitFor();
    expect(await input.inputValue()).toBe('');

    // Like and unlike the comment.
    const likeComment = comment.getByRole('button', { name: 'Like comment' });
    await likeComment.click();
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(`[aria-label="Comment by ${name}"] button[aria-label="Like comment"]`)
          ?.getAttribute('aria-pressed') === 'true',
      user.userName,
    );
    await likeComment.click();
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(`[aria-label="Comment by ${name}"] button[aria-label="Like comment"]`)
          ?.getAttribute('aria-pressed') === 'false',
      user.userName,
    );

    // Like and unlike the video: the count moves by one each way.
    const like = actions.getByRole('button', { name: 'Like' });
    const likesBefore = Number(await actions.locator('li').first().textContent());
    await like.click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[aria-label="Video actions"] button[aria-label="Like"]')
          ?.getAttribute('aria-pressed') === 'true',
    );
    expect(Number(await actions.locator('li').first().textContent())).toBe(likesBefore + 1);
    await like.click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[aria-label="Video actions"] button[aria-label="Like"]')
          ?.getAttribute('aria-pressed') === 'false',
    );
    expect(Number(await actions.locator('li').first().textContent())).toBe(likesBefore);

    // Download: the count is recorded, then the browser saves video.mp4.
    const download = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('video.mp4');
    const saved = await file.path();
    expect(readFileSync(saved).subarray(4, 8).toString('latin1')).toBe('ftyp');

    // Share: counted, then the link is handed over (copied on desktop Chromium).
    await actions.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied to clipboard.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(`/reels/${videoId}`);

    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('waits for a tap instead of autoplaying when reduced motion is asked for', async () => {
    const { page, context } = await openPage(browser, { user, reducedMotion: 'reduce' });
    await page.goto(`/reels/${videoId}`);
    const play = page.getByRole('button', { name: /^Play: Video by / });
    await play.waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(true);
    await play.click();
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return !!video && !video.paused && video.currentTime > 0.1;
    });
    await context.close();
  });

  it('shows Error fetching video for an unknown id', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/reels/00000000-0000-4000-8000-000000000000');
    await page.getByText('Error fetching video').waitFor({ timeout: ROUTE_TIMEOUT });
    await context.close();
  });
});
