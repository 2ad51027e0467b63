import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  apiPost,
  baseURL,
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newestVideos,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  readOtp,
  shareClip,
  type TestUser,
  uniqueName,
} from './support/app';
import { launchChromium } from './support/chromium';
import { TWO_SECOND_MP4 } from './support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the page's first <video> (in `scope`) is playing: it has a frame and time moves. */
const playing = (page: import('playwright-core').Page, selector: string) =>
  page.evaluate(async (css) => {
    const video = document.querySelector<HTMLVideoElement>(css);
    if (!video || video.readyState < 2) return false;
    const before = video.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return !video.paused && video.currentTime > before;
  }, selector);

// docs/product.md#watch-page
describe('the public watch page', () => {
  it('shows a signed-out visitor the shared video, its caption, author and counts, and hands over to /reels/{id} after Log in, reached through Sign up (phone, touch)', async () => {
    const owner = await createUser('wpub', { firstName: 'Wren', lastName: 'Public' });
    const visitor = await createUser('wvis');
    const videoId = await shareClip(owner, {
      file: TWO_SECOND_MP4,
      caption: 'Harbour lights #watchpage',
      hashtags: ['watchpage'],
    });
    await apiPost('/video/updateVideo', { videoUserId: owner.userId, videoId, like: 1 }, visitor);

    const { page, context, errors } = await openPage(browser, { viewport: PHONE, touch: true });
    await page.goto(`/watch/${videoId}`);
    await page
      .getByRole('heading', { level: 1, name: `@${owner.userName}` })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await page.getByText('Wren Public', { exact: true }).waitFor();
    // The caption, its hashtag a link.
    await page.getByRole('link', { name: '#watchpage' }).waitFor();
    expect(await page.getByText(/Harbour lights/).count()).toBe(1);
    const counts = page.getByRole('list', { name: 'Counts' });
    expect(await counts.getByRole('listitem').allTextContents()).toEqual([
      '1 like',
      '0 comments',
      '0 shares',
    ]);
    // The video plays by itself, muted (no sound without a tap).
    await expect.poll(() => playing(page, 'main video'), { timeout: ROUTE_TIMEOUT }).toBe(true);
    expect(await page.evaluate(() => document.querySelector('video')?.muted)).toBe(true);
    await page
      .getByRole('heading', { level: 2, name: 'Join Flick to like, comment and follow' })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'watch page (phone)', { targetSize: true });

    // Sign up from the call to action, then "Log in" instead: back on the video, now in the
    // signed-in viewer (the shared video goes along from one screen to the other).
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).tap();
    await page
      .locator('p', { hasText: 'Have an account?' })
      .getByRole('link', { name: 'Log in' })
      .tap({ timeout: ROUTE_TIMEOUT });
    await page.waitForURL('**/login');
    await page.getByLabel('Email or phone number').fill(visitor.email, { timeout: ROUTE_TIMEOUT });
    await page.getByLabel('Password', { exact: true }).fill(visitor.password);
    await page.getByRole('button', { name: 'Log in' }).tap();
    await page.waitForURL(`**/reels/${videoId}`, { timeout: ROUTE_TIMEOUT });
    // Signed in, the share link goes straight to the viewer.
    await page.goto(`/watch/${videoId}`);
    await page.waitForURL(`**/reels/${videoId}`, { timeout: ROUTE_TIMEOUT });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('hands over to /reels/{id} after Sign up too: the sign-up flow ends on the shared video (desktop)', async () => {
    const someone = await createUser('wsee');
    const [shared] = await newestVideos(someone, 1);
    if (!shared) throw new Error('the demo world has no video');
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`/watch/${shared.id}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Sign up' })
      .click({ timeout: ROUTE_TIMEOUT });
    // The sign-up flow, screen by screen (docs/product.md#sign-up).
    const userName = uniqueName('wnew');
    const email = `${userName}@example.com`;
    await page.getByLabel('Email address').fill(email, { timeout: ROUTE_TIMEOUT });
    const sentAfter = Date.now();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/verify-otp', { timeout: ROUTE_TIMEOUT });
    const code = await readOtp(email, sentAfter);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByLabel('First name').fill('Wes', { timeout: ROUTE_TIMEOUT });
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Date of birth').fill('1994-03-02', { timeout: ROUTE_TIMEOUT });
    await page.getByLabel('Username').fill(userName);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`**/reels/${shared.id}`, { timeout: ROUTE_TIMEOUT });
    await page.getByRole('list', { name: 'Video actions' }).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it("shows a private account's video as not available, with no media request for it answered, and the landing plays public videos (desktop)", async () => {
    const owner = await createUser('wpriv');
    const videoId = await shareClip(owner, { file: TWO_SECOND_MP4, caption: 'Friends only' });
    const made = await fetch(`${baseURL()}/api/account/me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ isPrivate: true }),
    });
    expect(made.status).toBe(200);
    const mine = await apiGet<{
      data: { Items: { id: string; iosUrl: string; thumbUrl: string }[] };
    }>(`/video/user/videos/${owner.userId}`, owner as TestUser);
    const files = mine.data.Items.filter((item) => item.id === videoId).flatMap((item) =>
      [item.iosUrl, item.thumbUrl].map((url) => new URL(url, baseURL()).pathname.split('/').pop()),
    );
    expect(files).toHaveLength(2);

    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const answered: string[] = [];
    page.on('response', (response) => {
      const name = new URL(response.url()).pathname.split('/').pop();
      if (files.includes(name) && response.status() < 400) answered.push(response.url());
    });
    await page.goto(`/watch/${videoId}`);
    await page
      .getByRole('heading', { level: 1, name: 'This video is not available.' })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await page.locator('video').count()).toBe(0);
    expect(await page.getByText('Friends only').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'watch page, not available', { targetSize: true });
    // The page's own 404 for the data is expected; nothing else failed.
    expect(errors.list.filter((line) => !/404/.test(line))).toEqual([]);

    // The landing's phone frame plays the newest public videos, muted, from their public files.
    await page.goto('/');
    const showcase = page.getByTestId('landing-showcase');
    await showcase.waitFor({ state: 'attached', timeout: ROUTE_TIMEOUT });
    const src = (await showcase.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/api\/upload\/media\/[0-9a-f]{32}\.mp4$/);
    expect(await showcase.evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
    await expect
      .poll(() => playing(page, '[data-testid="landing-showcase"]'), { timeout: ROUTE_TIMEOUT })
      .toBe(true);
    await expectNoSeriousA11yViolations(page, 'landing with its showcase', { targetSize: true });
    expect(answered).toEqual([]);
    await context.close();
  });
});
