import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createUser, DESKTOP, newestVideos, openPage, PHONE, type TestUser } from '../support/app';
import { repoRoot } from '../support/build';
import { launchChromium } from '../support/chromium';

const outDir = join(repoRoot, 'docs/screenshots');
let browser: Browser;
let user: TestUser;
let videoId: string;

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  browser = await launchChromium();
  user = await createUser('demo', { firstName: 'Demo', lastName: 'Viewer' });
  videoId = (await newestVideos(user, 1))[0]?.id ?? '';
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the current video shows a frame, then holds it still for the picture. */
async function settleVideo(page: Page) {
  await page.waitForFunction(
    () => {
      const video = document.querySelector('video');
      return !!video && video.readyState >= 2 && video.currentTime > 0.3;
    },
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => {
    for (const video of document.querySelectorAll('video')) video.pause();
  });
}

const screens: Array<{
  name: string;
  path: string;
  signedIn: boolean;
  ready: (page: Page) => Promise<unknown>;
}> = [
  {
    name: 'landing',
    path: '/',
    signedIn: false,
    ready: (page) => page.getByRole('link', { name: 'Create New Account' }).waitFor(),
  },
  {
    name: 'feed',
    path: '/reels',
    signedIn: true,
    ready: (page) => settleVideo(page),
  },
  {
    name: 'viewer',
    path: '/reels/:video',
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('list', { name: 'Video actions' }).waitFor();
      await settleVideo(page);
    },
  },
  {
    name: 'search',
    path: '/search',
    signedIn: true,
    ready: async (page) => {
      await page.getByPlaceholder('Search users...').pressSequentially('a');
      await page.getByRole('list', { name: 'Users' }).getByRole('link').first().waitFor();
    },
  },
  {
    name: 'explore',
    path: '/explore',
    signedIn: true,
    ready: (page) =>
      page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[aria-label="Videos"] img')]
          .slice(0, 6)
          .every((img) => img.complete && img.naturalWidth > 0),
      ),
  },
  {
    name: 'profile',
    path: '/user/profile/:owner',
    signedIn: true,
    ready: (page) =>
      page.waitForFunction(() => document.querySelectorAll('[aria-label="Videos"] img').length > 0),
  },
];

describe('README screenshots', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const screen of screens) {
      it(`${screen.name} at ${device} width`, async () => {
        const owner = (await newestVideos(user, 1))[0]?.userId ?? '';
        const { page, context } = await openPage(browser, {
          viewport,
          ...(screen.signedIn ? { user } : {}),
        });
        await page.goto(screen.path.replace(':video', videoId).replace(':owner', owner));
        await screen.ready(page);
        // Let fonts, images and the entrance transitions finish.
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(outDir, `${screen.name}-${device}.png`) });
        await context.close();
      });
    }
  }
});
