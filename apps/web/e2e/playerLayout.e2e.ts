import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  createUser,
  expectNoSeriousA11yViolations,
  LAPTOP,
  newestVideos,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  shareClip,
  type TestUser,
  waitForHomeFeed,
} from './support/app';
import { launchChromium } from './support/chromium';

// Where the player draws a video's captions, and what sits around it: docs/product.md#captions
// (cues light on the dark scrim, clear of the seek bar and the buttons) and
// docs/product.md#video-viewer (the viewer's actions above the bottom bar on a phone).

const CUE = 'A cue long enough to wrap onto a second line on a phone';
const VTT = `WEBVTT\n\n00:00.000 --> 00:06.000\n${CUE}\n`;

let browser: Browser;
let user: TestUser;
let dir: string;
let videoId: string;

/** Uploads a six-second clip with captions through the real calls and waits until it is ready. */
async function uploadCaptionedVideo(owner: TestUser): Promise<string> {
  const clip = join(dir, 'cues.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=270x480:rate=25:duration=6'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', clip],
  ]);
  return shareClip(owner, { file: clip, captions: VTT });
}

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('cues');
  dir = mkdtempSync(join(tmpdir(), 'flick-cues-'));
  videoId = await uploadCaptionedVideo(user);
}, 120_000);
afterAll(async () => {
  // The shared feed goes on without a captioned video (other files press C on its first one).
  if (videoId) {
    await fetch(`${baseURL()}/api/video/videos/${videoId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${user.token}` },
    });
  }
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The player (its `data-state` root around the video) inside a feed item or the viewer. */
const playerIn = (container: Locator) => container.locator('div[data-state]:has(video)').first();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Boxes around a player's cue: the cue's scrim, the seek bar (its whole grab area), every
 * button and link drawn over the video (but the surface's own play/pause), and whether
 * anything is painted over the middle of the cue.
 */
async function cueSurroundings(player: Locator) {
  await player.locator('[data-captions-cue]').waitFor({ timeout: 15_000 });
  // The seek bar's slider loads once the player has been painted (ADR 0125).
  await player.getByRole('slider', { name: 'Seek' }).waitFor();
  return player.evaluate((root) => {
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const cueBox = root.querySelector('[data-captions-cue]') as HTMLElement;
    const scrim = cueBox.firstElementChild as HTMLElement;
    const thumb = root.querySelector('[role="slider"]') as HTMLElement;
    // The seek bar's grab area: the thumb's first ancestor as wide as the player.
    let seek: Element = thumb;
    while (seek.parentElement && seek.getBoundingClientRect().width < root.clientWidth * 0.9) {
      seek = seek.parentElement;
    }
    const controls = [...root.querySelectorAll('button, a')]
      .filter((element) => !/^(Play|Pause): /.test(element.getAttribute('aria-label') ?? ''))
      .filter((element) => element.getBoundingClientRect().width > 0)
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent ?? '',
        box: box(element),
      }));
    // What the page paints on top at the middle of the cue (the cue takes no taps: ask with
    // its pointer events on for a moment).
    const { x, y, width, height } = scrim.getBoundingClientRect();
    cueBox.style.pointerEvents = 'auto';
    scrim.style.pointerEvents = 'auto';
    const top = document.elementFromPoint(x + width / 2, y + height / 2);
    cueBox.style.pointerEvents = '';
    scrim.style.pointerEvents = '';
    return {
      cue: box(scrim),
      text: scrim.textContent,
      color: getComputedStyle(scrim).color,
      onTop: top !== null && cueBox.contains(top),
      seek: box(seek),
      thumb: box(thumb),
      controls,
    };
  });
}

/** The brightest pixel of the cue's text (0–255, the smallest of its red, green and blue). */
async function brightestIn(page: Page, clip: Box): Promise<number> {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let brightest = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      brightest = Math.max(
        brightest,
        Math.min(pixels[i] as number, pixels[i + 1] as number, pixels[i + 2] as number),
      );
    }
    return brightest;
  }, png);
}

async function expectCueClear(page: Page, player: Locator, where: string) {
  const around = await cueSurroundings(player);
  expect(around.text, where).toBe(CUE);
  // Light text, drawn on top: nothing (the overlay's dimming included) is painted over it.
  expect(around.color, where).toBe('rgb(255, 255, 255)');
  expect(around.onTop, `${where}: the cue is drawn over everything`).toBe(true);
  expect(await brightestIn(page, around.cue), `${where}: white text`).toBeGreaterThanOrEqual(240);
  // Clear of the seek bar (and its thumb) and of every button and link over the video.
  expect(around.cue.y + around.cue.height, `${where}: above the seek bar`).toBeLessThanOrEqual(
    around.seek.y,
  );
  expect(overlaps(around.cue, around.thumb), where).toBe(false);
  const covered = around.controls.filter((control) => overlaps(around.cue, control.box));
  expect(
    covered.map((c) => c.name),
    `${where}: controls under the cue`,
  ).toEqual([]);
}

describe('captions over the video', () => {
  for (const [name, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    it(`on the Home feed (${name}) the cue is white, on top, clear of the seek bar and the buttons`, async () => {
      const { page, context } = await openPage(browser, {
        viewport,
        user,
        touch: name === 'phone',
      });
      await page.goto('/reels');
      await waitForHomeFeed(page);
      const active = page.locator('article[data-state="active"]');
      // The newest video, the captioned one, is the first of the Home feed.
      await active.getByRole('button', { name: 'Captions' }).waitFor({ timeout: ROUTE_TIMEOUT });
      await expectCueClear(page, playerIn(active), `Home feed, ${name}`);
      // docs/product.md#feed: on a phone the tall (9:16) clip fills the screen, cropped at its
      // sides, with no black bars; on a wider screen it stays whole in its 9:16 column.
      const fit = await active.locator('video').evaluate((video) => ({
        objectFit: getComputedStyle(video).objectFit,
        wide: video.hasAttribute('data-wide'),
      }));
      expect(fit).toEqual({ objectFit: name === 'phone' ? 'cover' : 'contain', wide: false });
      await context.close();
    });

    it(`in the viewer (${name}) the cue is white, on top and clear of the seek bar`, async () => {
      const { page, context } = await openPage(browser, {
        viewport,
        user,
        touch: name === 'phone',
      });
      await page.goto(`/reels/${videoId}`);
      const player = page.getByRole('region', { name: /^Video by / });
      await player.getByRole('button', { name: 'Captions' }).waitFor({ timeout: ROUTE_TIMEOUT });
      await expectCueClear(page, playerIn(player), `viewer, ${name}`);
      await context.close();
    });
  }
});

describe('the captions live region', () => {
  it('is emptied in a video that stops playing: only the playing video speaks', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, user });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    const active = page.locator('article[data-state="active"]');
    await active.getByRole('button', { name: 'Captions' }).waitFor({ timeout: ROUTE_TIMEOUT });
    const live = active.locator('[data-captions-live]');
    await expect.poll(() => live.textContent(), { timeout: 15_000 }).toBe(CUE);

    /** The text of every captions live region on the page, with whether its video plays. */
    const regions = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-captions-live]')].map((region) => ({
          text: region.textContent ?? '',
          playing: !(region.closest('article')?.querySelector('video')?.paused ?? true),
        })),
      );
    const feed = page.getByRole('feed', { name: 'Home feed' });
    await feed.focus();
    for (const position of [2, 3, 4]) {
      await page.keyboard.press('ArrowDown');
      await page
        .getByText(new RegExp(`^Video ${position} of \\d+: `))
        .waitFor({ state: 'attached' });
      await expect
        .poll(async () => (await regions()).filter((region) => region.text && !region.playing))
        .toEqual([]);
    }
    await context.close();
  });
});

describe('the viewer on a phone', () => {
  it('shows the actions above the bottom bar without scrolling, the comments in a sheet', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, user, touch: true });
    // Someone else's video: its actions include Report.
    const other = (await newestVideos(user)).find((video) => video.userId !== user.userId);
    await page.goto(`/reels/${other?.id}`);
    const viewer = page.getByRole('region', { name: /^Video by / });
    const actions = viewer.getByRole('list', { name: 'Video actions' });
    await actions.waitFor({ timeout: ROUTE_TIMEOUT });
    const bar = page.getByRole('navigation', { name: 'Main' });
    const barBox = await bar.boundingBox();
    expect(barBox).not.toBeNull();
    const barTop = barBox?.y ?? 0;
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The comments and their box open in a sheet (docs/product.md#video-viewer).
    expect(await viewer.getByRole('textbox', { name: 'Add a comment' }).count()).toBe(0);
    const shown = ['Like', 'Comment', 'Download', 'Share', 'Report'].map((name) =>
      actions.getByRole('button', { name, exact: true }),
    );
    for (const control of shown) {
      const box = await control.boundingBox();
      expect(box, String(control)).not.toBeNull();
      if (!box) continue;
      // On screen at once, above the bar.
      expect(box.y, String(control)).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, String(control)).toBeLessThanOrEqual(barTop);
    }
    // The player's controls keep to the phone's safe areas (a notch, rounded corners) and the
    // bottom bar clears the home indicator: the rules that place what is on screen name them.
    const insets = await page.evaluate(() => {
      const sides = new Set<string>();
      for (const sheet of document.styleSheets) {
        for (const rule of sheet.cssRules) {
          if (!(rule instanceof CSSStyleRule)) continue;
          const named = rule.cssText.match(/safe-area-inset-(?:top|right|bottom|left)/g);
          if (named && document.querySelector(rule.selectorText))
            for (const side of named) sides.add(side);
        }
      }
      return [...sides].sort();
    });
    expect(insets).toEqual(
      expect.arrayContaining([
        'safe-area-inset-bottom',
        'safe-area-inset-right',
        'safe-area-inset-top',
      ]),
    );
    // Scrolled as far as it goes, the page's content still ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = await viewer.boundingBox();
    const barAfter = await bar.boundingBox();
    expect((end?.y ?? 0) + (end?.height ?? 0)).toBeLessThanOrEqual(barAfter?.y ?? 0);
    await context.close();
  });
});

describe('the feed on a wide desktop', () => {
  it('stands the action rail beside the video, on the stage, in both themes', async () => {
    // docs/product.md#feed: from 1024 px (a window at least as wide as tall) the rail leaves
    // the picture and stands beside the 9:16 column, in colours that read on the stage.
    const { page, context } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
      user,
    });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    const active = page.locator('article[data-state="active"]');
    const rail = active.getByRole('list', { name: 'Video actions' });
    await rail.waitFor({ timeout: ROUTE_TIMEOUT });
    const video = await active.locator('video').boundingBox();
    const railBox = await rail.boundingBox();
    expect(video).not.toBeNull();
    expect(railBox).not.toBeNull();
    if (!video || !railBox) return;
    expect(overlaps(video, railBox), 'the rail is drawn over the video').toBe(false);
    expect(railBox.x, 'right of the column').toBeGreaterThanOrEqual(video.x + video.width);
    expect(railBox.x + railBox.width, 'inside the window').toBeLessThanOrEqual(1440);
    // Every action a target of at least 24 × 24 px, its icons and counts in contrast (axe).
    for (const button of await rail.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    }
    await expectNoSeriousA11yViolations(page, 'feed, 1440 px, light', { targetSize: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    // The app follows the system's theme, and its buttons' colours fade over: measure once the
    // dark theme is on and no transition runs (asking for the animations flushes the styles).
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.documentElement.dataset.theme === 'dark' &&
            document.getAnimations().every((run) => !(run instanceof CSSTransition)),
        ),
      )
      .toBe(true);
    await expectNoSeriousA11yViolations(page, 'feed, 1440 px, dark', { targetSize: true });
    await context.close();
  });
});
