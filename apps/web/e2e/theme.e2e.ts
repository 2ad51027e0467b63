import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  openPage,
  ROUTE_TIMEOUT,
} from './support/app';
import { launchChromium } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The theme each page load had when `#root` was parsed: before any app script ran. */
async function recordThemeAtParse(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { themesAtParse?: string[] };
    w.themesAtParse ??= [];
    const observer = new MutationObserver(() => {
      if (!document.getElementById('root')) return;
      observer.disconnect();
      w.themesAtParse?.push(
        `${document.documentElement.dataset.theme}/${document.documentElement.style.colorScheme}`,
      );
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const themeAtParse = (page: Page) =>
  page.evaluate(() => (window as unknown as { themesAtParse?: string[] }).themesAtParse?.at(-1));

const pageTheme = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.body).backgroundColor,
  }));

const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const DARK_BACKGROUND = 'rgb(11, 13, 16)';

describe('colour theme', () => {
  it('follows the system, and the Settings switch (System / Light / Dark) is remembered', async () => {
    const user = await createUser('thm');
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordThemeAtParse(page);
    await page.goto('/setting');
    const appearance = page.getByRole('group', { name: 'Theme' });
    await appearance.waitFor({ timeout: ROUTE_TIMEOUT });
    // System is the default and the system is dark: dark before the app ran, and after.
    expect(await appearance.getByRole('radio', { name: 'System' }).isChecked()).toBe(true);
    expect(await themeAtParse(page)).toBe('dark/dark');
    expect(await pageTheme(page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });
    await expectNoSeriousA11yViolations(page, 'settings (dark)', { targetSize: true });

    await appearance.getByText('Light').click();
    await expect
      .poll(() => pageTheme(page))
      .toEqual({ theme: 'light', background: LIGHT_BACKGROUND });
    await expectNoSeriousA11yViolations(page, 'settings (light)');
    await page.reload();
    await appearance.waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await themeAtParse(page)).toBe('light/light');
    expect(await appearance.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
    expect(await pageTheme(page)).toEqual({ theme: 'light', background: LIGHT_BACKGROUND });

    // A light system with Dark chosen: dark from the first paint on, across reloads.
    await page.emulateMedia({ colorScheme: 'light' });
    await appearance.getByText('Dark').click();
    await expect
      .poll(() => pageTheme(page))
      .toEqual({ theme: 'dark', background: DARK_BACKGROUND });
    await page.reload();
    await appearance.waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await themeAtParse(page)).toBe('dark/dark');
    expect(await appearance.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);

    // Back to System: the choice is forgotten and the page follows the system as it changes.
    await appearance.getByText('System').click();
    await expect
      .poll(() => pageTheme(page))
      .toEqual({ theme: 'light', background: LIGHT_BACKGROUND });
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => pageTheme(page))
      .toEqual({ theme: 'dark', background: DARK_BACKGROUND });
    await context.close();
  });

  it('the theme script is part of every page (no request before the first paint) and the CSP stays strict', async () => {
    const user = await createUser('thm3');
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordThemeAtParse(page);
    // Any script the page's CSP refuses is reported here.
    await page.addInitScript(() => {
      const w = window as unknown as { cspViolations?: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        w.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const [path, ready] of [
      ['/', page.locator('#root > *').first()],
      ['/setting', page.getByRole('group', { name: 'Theme' })],
      ['/reels', page.getByRole('feed', { name: 'Home feed' })],
    ] as const) {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      await ready.waitFor({ timeout: ROUTE_TIMEOUT });
      expect(html, path).not.toContain('src="/theme-boot.js"');
      expect(await themeAtParse(page), path).toBe('dark/dark');
      expect(
        await page.evaluate(
          () => (window as unknown as { cspViolations?: string[] }).cspViolations,
        ),
        path,
      ).toEqual([]);
      // Strict: scripts by hash or from the site, never any inline script.
      expect(response?.headers()['content-security-policy'], path).toMatch(
        /script-src 'self'( 'sha256-[\w+/=]+')+(;|$)/,
      );
    }
    expect(requested.filter((path) => path === '/theme-boot.js')).toEqual([]);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('goes back to the system theme as soon as logging out clears the choice', async () => {
    const user = await createUser('thm4');
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/setting');
    const appearance = page.getByRole('group', { name: 'Theme' });
    await appearance.waitFor({ timeout: ROUTE_TIMEOUT });
    await appearance.getByText('Dark').click();
    await expect
      .poll(() => pageTheme(page))
      .toEqual({ theme: 'dark', background: DARK_BACKGROUND });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Log Out' })
      .getByRole('button', { name: 'Log Out' })
      .click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: ROUTE_TIMEOUT });
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    // No reload: the landing page already shows the system's (light) theme.
    await expect
      .poll(() => pageTheme(page))
      .toEqual({ theme: 'light', background: LIGHT_BACKGROUND });
    await context.close();
  });

  it('applies a choice made in another tab', async () => {
    const user = await createUser('thm2');
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/setting');
    await page.getByRole('group', { name: 'Theme' }).waitFor({ timeout: ROUTE_TIMEOUT });
    const other = await context.newPage();
    await other.goto('/setting');
    const switchInOther = other.getByRole('group', { name: 'Theme' });
    await switchInOther.waitFor({ timeout: ROUTE_TIMEOUT });
    await switchInOther.getByText('Dark').click();
    await expect
      .poll(() => pageTheme(page))
      .toEqual({ theme: 'dark', background: DARK_BACKGROUND });
    await context.close();
  });
});
