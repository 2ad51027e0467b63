import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DESKTOP, openPage, ROUTE_TIMEOUT } from './support/app';
import { launchChromium } from './support/chromium';
import { noteStartOf, startedAt } from './support/playback';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('app shell', () => {
  it('shows the not-found screen for an unknown path, with a link back to the profile', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/no/such/page');
    await page.getByText("Sorry, this page isn't available.").waitFor({ timeout: ROUTE_TIMEOUT });
    await page
      .getByText('The link you followed may be broken, or the page may have been removed.')
      .waitFor();
    const link = page.getByRole('link', { name: /flick|profile/i });
    expect(await link.getAttribute('href')).toBe('/profile');
    await expect
      .poll(() => page.title(), { timeout: ROUTE_TIMEOUT })
      .toBe('Page not found · Flick');
    await context.close();
  });

  it('renders the first page at once, and holds each later path change for a second', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/login');
    // A first load is not a path change: no loading screen.
    await page.getByLabel('Email or phone number').waitFor({ timeout: 2_000 });
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Loading$/ })
        .count(),
    ).toBe(0);
    const clicked = Date.now();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading$/ })
      .waitFor();
    await page.getByLabel('Email address').waitFor();
    // docs/product.md#page-change-loader: the loader shows for 1000 ms before the route renders.
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1000);
    await context.close();
  });

  it("keeps the navigation usable through the loader, and a grid its scroll offset and open video through a page switch, the offline screen's Retry and a reload", async () => {
    const user = await createUser('shell');
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    // The code that keeps a page's offset comes in a chunk of its own. Revealed apart from the
    // page, a late chunk (React shows it up to 300 ms after the page) let a page be scrolled and
    // left before it listened: back on Explore the grid was at the top. Slowed here, the chunk
    // comes after the grid's answer, the order that lost the offset.
    await page.route(/\/assets\/PagePlace-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/explore');
    const grid = page.getByRole('list', { name: 'Videos' });
    await grid.getByRole('button').nth(18).waitFor({ timeout: ROUTE_TIMEOUT });
    const offset = await page.evaluate(() => {
      window.scrollTo({
        top: Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2),
        behavior: 'instant',
      });
      return window.scrollY;
    });
    expect(offset).toBeGreaterThan(200);

    // docs/product.md#page-change-loader: the loader fills the content area; the side bar
    // stays, and another entry can be chosen while it shows.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Search' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading$/ })
      .waitFor();
    expect(await nav.isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'Explore' }).click();
    await page.waitForURL('**/explore');

    // docs/product.md#place-kept: back on Explore, and after a reload, at the same offset.
    await grid.getByRole('button').first().waitFor({ timeout: ROUTE_TIMEOUT });
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: ROUTE_TIMEOUT })
      .toBe(offset);
    // The offline screen's Retry is a reload: the page comes back at its place too. The
    // browser reports being offline while the network itself stays up for Retry's reload (a
    // real one offline is in the offline screen's test below).
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'onLine', { get: () => false, configurable: true });
      window.dispatchEvent(new Event('offline'));
    });
    await page.getByText('You are Offline').waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await grid.getByRole('button').first().waitFor({ timeout: ROUTE_TIMEOUT });
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: ROUTE_TIMEOUT })
      .toBe(offset);

    // The video open in the grid's viewer is open again after a reload, going on from the
    // time it was left at, as the feeds do: where it stands when it starts playing.
    await grid.getByRole('button', { name: /^Open video 3[:,]/ }).click();
    const viewerVideo = () =>
      page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('[role="dialog"] video');
        return { src: video?.src, time: video?.currentTime ?? 0 };
      });
    await page.getByRole('dialog').getByRole('list', { name: 'Video actions' }).waitFor();
    const open = (await viewerVideo()).src;
    expect(open).toBeTruthy();
    // Reloaded mid-way through the clip (a 4 s loop): where it stands as the page goes is
    // noted in the page itself (read by the test first, on a loaded machine the loop could
    // wrap before the reload).
    await page.waitForFunction(
      () => {
        const time = document.querySelector<HTMLVideoElement>('[role="dialog"] video')?.currentTime;
        return time !== undefined && time > 1.5 && time < 2.5;
      },
      undefined,
      { timeout: 15_000 },
    );
    await page.evaluate(() => {
      window.addEventListener('pagehide', () => {
        const video = document.querySelector<HTMLVideoElement>('[role="dialog"] video');
        sessionStorage.setItem('e2eLeftAt', String(video?.currentTime ?? -1));
      });
    });
    await page.addInitScript(noteStartOf, String(open));
    await page.reload();
    await page
      .getByRole('dialog')
      .getByRole('list', { name: 'Video actions' })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    expect((await viewerVideo()).src).toBe(open);
    const leftAt = Number(await page.evaluate(() => sessionStorage.getItem('e2eLeftAt')));
    expect(leftAt).toBeGreaterThan(0);
    // The last time update before the page went is kept: a quarter second before, or a little
    // more on a loaded machine.
    await expect.poll(async () => (await startedAt(page)) ?? -1).toBeGreaterThan(leftAt - 0.75);
    // Not a later time either (a frame's worth of slack for where playing starts).
    expect(await startedAt(page)).toBeLessThanOrEqual(leftAt + 0.1);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it("from the landing page, fetches the next page's stores while the loader shows", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: ROUTE_TIMEOUT });
    // The landing page does without the stores' chunk (docs/architecture.md#performance) ...
    const storesChunk = /\/assets\/stores-[\w-]+\.js$/;
    const storesRequest = page.waitForRequest((request) => storesChunk.test(request.url()));
    // ... and a path change asks for it while the page-change loader shows
    // (docs/product.md#page-change-loader), not once it is gone. The page notes, on its own
    // clock, when the first loader after the click leaves the screen.
    await page.evaluate(() => {
      const w = window as { loaderGoneAt?: number };
      let loader: Element | null = null;
      new MutationObserver((_records, observer) => {
        loader ??=
          [...document.querySelectorAll('[role="status"]')].find(
            (el) => el.textContent === 'Loading',
          ) ?? null;
        if (loader && !loader.isConnected) {
          w.loaderGoneAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('link', { name: 'Login' }).first().click();
    await storesRequest;
    await page.getByLabel('Email or phone number').waitFor({ timeout: ROUTE_TIMEOUT });
    const { requestedAt, loaderGoneAt } = await page.evaluate((source) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => new RegExp(source).test(new URL(e.name).pathname));
      return {
        requestedAt: entry?.startTime ?? Number.NaN,
        loaderGoneAt: (window as { loaderGoneAt?: number }).loaderGoneAt ?? Number.NaN,
      };
    }, storesChunk.source);
    expect(loaderGoneAt).not.toBeNaN();
    expect(requestedAt).toBeLessThan(loaderGoneAt);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor of a protected route to /login', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/search');
    await page.waitForURL('**/login', { timeout: ROUTE_TIMEOUT });
    await context.close();
  });

  it('shows the offline screen while offline, and Retry reloads', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: ROUTE_TIMEOUT });
    await context.setOffline(true);
    await page.getByText('You are Offline').waitFor();
    await page.getByText('Please check your internet connection and try again.').waitFor();
    // Retry reloads the page: the browser asks for the document again.
    const reload = page.waitForRequest((request) => request.isNavigationRequest());
    await page.getByRole('button', { name: 'Retry' }).click();
    expect(new URL((await reload).url()).pathname).toBe('/');
    await context.setOffline(false);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await page.getByText('You are Offline').count()).toBe(0);
    await context.close();
  });

  it('shows a social sign-in button per configured provider on the landing page, none without', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    // The test server has no provider configured.
    const listed = page.waitForResponse((r) => r.url().endsWith('/api/account/oidc/providers'));
    await page.goto('/');
    await page
      .getByRole('link', { name: 'Create New Account' })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    expect((await (await listed).json()).data.providers).toEqual([]);
    expect(await page.getByRole('link', { name: /^Continue with / }).count()).toBe(0);

    // A server configured for Google answers with it: its button starts the sign-in there.
    await page.route('**/api/account/oidc/providers', (route) =>
      route.fulfill({ json: { data: { providers: [{ name: 'google', label: 'Google' }] } } }),
    );
    await page.reload();
    const google = page.getByRole('link', { name: 'Continue with Google' });
    await google.waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await google.getAttribute('href')).toBe('/api/account/oidc/google/start');
    expect(errors.list).toEqual([]);
    await context.close();
  });
});
