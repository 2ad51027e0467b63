import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newestVideos,
  openPage,
  ROUTE_TIMEOUT,
  type TestUser,
  uniqueName,
} from './support/app';
import { launchChromium } from './support/chromium';

let browser: Browser;
let mia: TestUser;
let noisy: TestUser;
let other: TestUser;
let video: { id: string; userId: string };
let noisyText: string;
let wordText: string;
let word: string;
beforeAll(async () => {
  browser = await launchChromium();
  mia = await createUser('mia');
  noisy = await createUser('noisy');
  other = await createUser('other');
  const [first] = await newestVideos(mia, 1);
  if (!first) throw new Error('the demo world has no videos');
  video = first;
  noisyText = `loud ${uniqueName('n')}`;
  word = uniqueName('w');
  wordText = `about ${word.toUpperCase()} again`;
  for (const [user, text] of [
    [noisy, noisyText],
    [other, wordText],
  ] as const) {
    await apiPost(
      '/video/comment',
      { videoId: video.id, videoUserId: video.userId, comment: encodeURIComponent(text) },
      user,
    );
  }
});
afterAll(async () => {
  await browser?.close();
});

describe('mute and keyword filter', () => {
  it("mutes from a profile: the muted person's comments go; unmuted from Settings they return", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: mia });
    await page.goto(`/reels/${video.id}`);
    await page.getByText(noisyText).waitFor({ timeout: ROUTE_TIMEOUT });

    await page.goto(`/user/profile/${noisy.userId}`);
    await page.getByRole('button', { name: 'Mute' }).click({ timeout: ROUTE_TIMEOUT });
    await page.getByRole('button', { name: 'Unmute' }).waitFor();

    await page.goto(`/reels/${video.id}`);
    await page.getByText(wordText).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await page.getByText(noisyText).count()).toBe(0);

    await page.goto('/setting');
    const unmute = page.getByRole('button', { name: `Unmute ${noisy.userName}` });
    await unmute.waitFor({ timeout: ROUTE_TIMEOUT });
    await expectNoSeriousA11yViolations(page, 'settings (muted, keywords)', { targetSize: true });
    // By keyboard: the row goes, and focus goes to the section's heading, not to <body>.
    await unmute.focus();
    await page.keyboard.press('Enter');
    await page.getByText('No muted accounts').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Muted accounts');

    await page.goto(`/reels/${video.id}`);
    await page.getByText(noisyText).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('filters a keyword (whole word, any case) from comments, and stops when removed', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: mia });
    await page.goto('/setting');
    const field = page.getByRole('textbox', { name: 'Keyword to hide' });
    await field.waitFor({ timeout: ROUTE_TIMEOUT });
    // Only spaces: Enter and Add both say why nothing was added.
    await field.fill('   ');
    await field.press('Enter');
    await page.getByText('A keyword cannot be empty.').waitFor();
    await field.fill('  ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('A keyword cannot be empty.').waitFor();
    await field.fill(word);
    await field.press('Enter');
    await page.getByRole('list', { name: 'Filtered keywords' }).getByText(word).waitFor();
    expect(await page.getByText('A keyword cannot be empty.').count()).toBe(0);

    await page.goto(`/reels/${video.id}`);
    await page.getByText(noisyText).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await page.getByText(wordText).count()).toBe(0);

    await page.goto('/setting');
    await page.getByRole('button', { name: `Remove ${word}` }).click({ timeout: ROUTE_TIMEOUT });
    await page.getByText('No filtered keywords.').waitFor();
    await page.goto(`/reels/${video.id}`);
    await page.getByText(wordText).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(errors.list).toEqual([]);
    await context.close();
  });
});
