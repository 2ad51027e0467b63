import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

// The player's gestures and keys (docs/product.md#player-gestures-and-keys) on /reels.

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('pip');
});
afterAll(async () => {
  await browser?.close();
});

const ACTIVE = '[data-state="active"]';

async function openFeed(page: Page) {
  await page.goto('/reels');
  await waitForHomeFeed(page);
  await page.waitForFunction(
    (active) => {
      const video = document.querySelector<HTMLVideoElement>(`${active} video`);
      return !!video && !video.paused && video.currentTime > 0.2 && video.duration > 0;
    },
    ACTIVE,
    { timeout: 15_000 },
  );
}

/** Waits until the current video's like button says it is pressed (or not). */
const likePressed = (page: Page, pressed: boolean) =>
  page.waitForFunction(
    ([active, want]) =>
      document
        .querySelector(`${active} button[aria-label="Like"]`)
        ?.getAttribute('aria-pressed') === String(want),
    [ACTIVE, pressed] as const,
  );

/**
 * The videos of the Home feed's first page that `user` likes, as the server says: none once a
 * test has taken its likes back (the tests of this file share one person).
 */
const likedOnServer = async (user: TestUser) =>
  (await newestVideos(user)).filter((item) => item.liked).map((item) => item.id);

/** The current video's like button state and its count as shown. */
const likeState = (page: Page) =>
  page.evaluate((active) => {
    const button = document.querySelector(`${active} button[aria-label="Like"]`);
    return {
      liked: button?.getAttribute('aria-pressed') === 'true',
      count: Number(button?.parentElement?.querySelector('span')?.textContent),
    };
  }, ACTIVE);

const video = (page: Page) =>
  page.evaluate((active) => {
    const element = document.querySelector<HTMLVideoElement>(`${active} video`);
    return element
      ? {
          paused: element.paused,
          time: element.currentTime,
          duration: element.duration,
          muted: element.muted,
        }
      : null;
  }, ACTIVE);

describe('the player on /reels', () => {
  it('double tap only likes (with a heart), L toggles the like', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    const likeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('updateVideo')) {
        likeCalls.push(request.postData() ?? '');
      }
    });
    await openFeed(page);
    const before = await likeState(page);
    expect(before.liked).toBe(false);

    const surface = page.locator(ACTIVE).getByRole('button', { name: /^Pause: Video by / });
    await surface.dblclick();
    await page.locator(`${ACTIVE} [data-testid="heart-burst"]`).first().waitFor({
      state: 'attached',
    });
    await likePressed(page, true);
    expect(await likeState(page)).toEqual({ liked: true, count: before.count + 1 });

    // A second double tap keeps it liked: no unlike is sent, and neither tap paused.
    await surface.dblclick();
    await page.waitForTimeout(800);
    expect(await likeState(page)).toEqual({ liked: true, count: before.count + 1 });
    expect(likeCalls).toHaveLength(1);
    expect((await video(page))?.paused).toBe(false);

    // L toggles: unlike, then like, then unlike again (the count follows the server).
    await page.keyboard.press('l');
    await likePressed(page, false);
    expect(await likeState(page)).toEqual({ liked: false, count: before.count });
    await page.keyboard.press('L');
    await likePressed(page, true);
    await page.keyboard.press('l');
    await likePressed(page, false);
    expect(likeCalls.map((body) => JSON.parse(body).like)).toEqual([1, 0, 1, 0]);
    expect(await likedOnServer(user)).toEqual([]);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it.each([
    { device: 'a touch phone', viewport: PHONE, touch: true },
    { device: 'a desktop with a mouse', viewport: DESKTOP, touch: false },
  ])(
    'shows a like at once as pending, settles it on the 201, and takes a refused one back, on $device',
    async ({ viewport, touch }) => {
      const { page, context, errors } = await openPage(browser, { viewport, user, touch });
      const press = (target: Locator) => (touch ? target.tap() : target.click());
      // The like call waits until the test lets it through; the second one is refused.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let calls = 0;
      await page.route('**/api/video/updateVideo', async (route) => {
        calls += 1;
        if (calls === 1) {
          await held;
          await route.continue();
        } else {
          await route.fulfill({
            status: 500,
            json: { message: 'Something went wrong on our side. Please try again.' },
          });
        }
      });
      await openFeed(page);
      const like = page.locator(ACTIVE).getByRole('button', { name: 'Like', exact: true });
      const before = await likeState(page);
      const heart = () =>
        like.evaluate((button) => ({
          state: button.getAttribute('data-state'),
          busy: button.getAttribute('aria-busy'),
          filled: button.querySelector('svg')?.getAttribute('fill') === 'currentColor',
        }));

      await press(like);
      // At once: the full heart, marked pending; the flag and count wait for the server.
      expect(await heart()).toEqual({ state: 'pending', busy: 'true', filled: true });
      expect(await likeState(page)).toEqual(before);
      release();
      await likePressed(page, true);
      expect(await heart()).toEqual({ state: null, busy: null, filled: true });
      expect(await likeState(page)).toEqual({ liked: true, count: before.count + 1 });

      // Refused: the heart goes back to full (still liked), marked failed, and a toast says why.
      await press(like);
      await page.locator(`${ACTIVE} button[aria-label="Like"][data-state="failed"]`).waitFor();
      expect(await heart()).toEqual({ state: 'failed', busy: null, filled: true });
      expect(await likeState(page)).toEqual({ liked: true, count: before.count + 1 });
      await page
        .getByRole('status')
        .filter({ hasText: 'Something went wrong on our side. Please try again.' })
        .waitFor();
      // Unliked again, for the other tests of this person.
      await page.unroute('**/api/video/updateVideo');
      await press(like);
      await likePressed(page, false);
      expect(await likedOnServer(user)).toEqual([]);
      expect(errors.list.filter((error) => !/status of 500/.test(error))).toEqual([]);
      await context.close();
    },
  );

  it('seeks by clicking the bar and by the arrow keys on the focused bar', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    await openFeed(page);
    await page.keyboard.press(' ');
    await page.waitForFunction(
      (active) => document.querySelector<HTMLVideoElement>(`${active} video`)?.paused,
      ACTIVE,
    );
    const seek = page.locator(ACTIVE).getByRole('slider', { name: 'Seek' });
    const bar = await seek.boundingBox();
    const frame = await page.locator(`${ACTIVE} video`).boundingBox();
    if (!bar || !frame) throw new Error('no seek bar');
    const { duration } = (await video(page)) ?? { duration: 0 };

    // A click at three quarters of the bar goes to three quarters of the video.
    await page.mouse.click(frame.x + frame.width * 0.75, bar.y + bar.height / 2);
    const clicked = (await video(page))?.time ?? 0;
    expect(Math.abs(clicked - duration * 0.75)).toBeLessThan(duration * 0.05);
    expect(await seek.getAttribute('aria-valuetext')).toMatch(/^\d+:\d\d of \d+:\d\d$/);

    // The arrow keys move 5 s while the bar has focus (and do not change the video).
    await seek.focus();
    await page.keyboard.press('ArrowLeft');
    const back = Math.max(clicked - 5, 0);
    expect((await video(page))?.time).toBeCloseTo(back, 1);
    await page.keyboard.press('ArrowRight');
    expect((await video(page))?.time).toBeCloseTo(Math.min(back + 5, duration), 1);
    await page.keyboard.press('ArrowDown');
    expect((await video(page))?.time).toBeCloseTo(Math.max(Math.min(back + 5, duration) - 5, 0), 1);
    await page.getByText(/^Video 1 of \d+: Video by /).waitFor({ state: 'attached' });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('F enters and leaves full screen with the player', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    await openFeed(page);
    await page.keyboard.press('f');
    await page.waitForFunction((active) => {
      const element = document.fullscreenElement;
      return !!element && element.contains(document.querySelector(`${active} video`));
    }, ACTIVE);
    await page
      .locator(ACTIVE)
      .getByRole('button', { name: 'Exit full screen', pressed: true })
      .waitFor();
    await page.keyboard.press('f');
    await page.waitForFunction(() => document.fullscreenElement === null);
    await page
      .locator(ACTIVE)
      .getByRole('button', { name: 'Full screen', pressed: false })
      .waitFor();
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('remembers the sound across videos and reloads', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    await openFeed(page);
    expect((await video(page))?.muted).toBe(true);
    await page.locator(ACTIVE).getByRole('button', { name: 'Unmute' }).click();
    await page.locator(ACTIVE).getByRole('button', { name: 'Mute' }).waitFor();

    // The next video plays with sound too.
    await page.keyboard.press('j');
    await page.getByText(/^Video 2 of \d+: Video by /).waitFor({ state: 'attached' });
    await page.locator(ACTIVE).getByRole('button', { name: 'Mute' }).waitFor();
    expect((await video(page))?.muted).toBe(false);

    await page.reload();
    await openFeed(page);
    await page.locator(ACTIVE).getByRole('button', { name: 'Mute' }).waitFor();
    expect((await video(page))?.muted).toBe(false);

    // M mutes again, and that is remembered as well.
    await page.keyboard.press('m');
    await page.locator(ACTIVE).getByRole('button', { name: 'Unmute' }).waitFor();
    await page.reload();
    await openFeed(page);
    await page.locator(ACTIVE).getByRole('button', { name: 'Unmute' }).waitFor();
    expect((await video(page))?.muted).toBe(true);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('? opens the keyboard help listing every key; Escape closes it', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    await openFeed(page);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    const text = (await help.textContent()) ?? '';
    for (const line of [
      'Next video',
      'Previous video',
      'Play or pause',
      'Like or unlike',
      'Mute or unmute',
      'Full screen',
      'Captions on or off',
      'Comments',
      'Seek 5 s back or forward',
      'Keyboard shortcuts',
    ]) {
      expect(text).toContain(line);
    }
    expect(await help.locator('kbd').allInnerTexts()).toEqual(
      expect.arrayContaining(['↓', 'J', '↑', 'K', 'Space', 'L', 'M', 'F', 'C', '←', '→', '?']),
    );
    await expectNoSeriousA11yViolations(page, 'keyboard help');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('the viewer /reels/{id} answers the same gestures and keys', async () => {
    // A person of its own, who has liked nothing: the heart starts empty whatever the tests
    // before left.
    const viewer = await createUser('vera');
    const [target] = await newestVideos(viewer, 3);
    if (!target) throw new Error('no video');
    expect(target.liked).toBe(false);
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user: viewer });
    await page.goto(`/reels/${target.id}`);
    const surface = page.getByRole('button', { name: /^Pause: Video by / });
    await surface.waitFor({ timeout: ROUTE_TIMEOUT });
    const actions = page.getByRole('list', { name: 'Video actions' });
    const like = actions.getByRole('button', { name: 'Like' });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await surface.dblclick();
    await actions.getByRole('button', { name: 'Like', pressed: true }).waitFor();
    await surface.dblclick();
    await page.waitForTimeout(800);
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('l');
    await actions.getByRole('button', { name: 'Like', pressed: false }).waitFor();

    await page.keyboard.press('f');
    await page.getByRole('button', { name: 'Exit full screen', pressed: true }).waitFor();
    await page.keyboard.press('f');
    await page.getByRole('button', { name: 'Full screen', pressed: false }).waitFor();

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    expect(errors.list).toEqual([]);
    await context.close();
  });
});
