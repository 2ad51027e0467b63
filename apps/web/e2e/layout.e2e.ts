import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  type TestUser,
} from './support/app';
import { launchChromium } from './support/chromium';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('lin');
});
afterAll(async () => {
  await browser?.close();
});

const ENTRIES = ['Home', 'Search', 'Explore', 'Notifications', 'Profile'];

describe('layout', () => {
  it('shows the sidebar with Upload Video and Logout at desktop width, and no bottom bar', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/search');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.waitFor({ timeout: ROUTE_TIMEOUT });
    for (const name of ENTRIES) {
      expect(await sidebar.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await sidebar.getByRole('button', { name: 'Upload Video' }).isVisible()).toBe(true);
    expect(await sidebar.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await sidebar.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/setting',
    );
    // The bottom bar (also named Main) is hidden: only the sidebar is in the page's tree.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('shows the bottom bar with Upload at phone width, and no sidebar', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, user });
    await page.goto('/search');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await bar.waitFor({ timeout: ROUTE_TIMEOUT });
    for (const name of ENTRIES) {
      expect(await bar.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await bar.getByRole('button', { name: 'Upload' }).isVisible()).toBe(true);
    // The sidebar is hidden at this width: one navigation, without Upload Video.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Upload Video' }).count()).toBe(0);
    await bar.getByRole('link', { name: 'Explore' }).click();
    await page.waitForURL('**/explore');
    await expect.poll(() => page.title(), { timeout: ROUTE_TIMEOUT }).toBe('Explore · Flick');
    await context.close();
  });

  it('returns focus to the button that opened the upload or logout dialog', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/search');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.waitFor({ timeout: ROUTE_TIMEOUT });
    // The page's search box takes the focus when it arrives (after the route's loader): wait
    // for it, so it does not take the focus back from the dialogs' openers below.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('placeholder') === 'Search users...',
      undefined,
      { timeout: ROUTE_TIMEOUT },
    );
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    for (const [opener, dialogName] of [
      ['Upload Video', 'Upload Video'],
      ['Logout', 'Log Out'],
    ] as const) {
      await sidebar.getByRole('button', { name: opener }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole(opener === 'Logout' ? 'alertdialog' : 'dialog', {
        name: dialogName,
      });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement !== document.body);
      expect(await focusedName()).toBe(opener);
    }
    await context.close();
  });

  it('logs out at phone width: Profile, Settings, Logout, Log Out', async () => {
    const phoneUser = await createUser('phone');
    const { page, context } = await openPage(browser, { viewport: PHONE, user: phoneUser });
    await page.goto('/reels');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await bar.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/profile', { timeout: ROUTE_TIMEOUT });
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/setting', { timeout: ROUTE_TIMEOUT });
    await expect.poll(() => page.title(), { timeout: ROUTE_TIMEOUT }).toBe('Settings · Flick');
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Log Out' });
    await dialog.getByRole('button', { name: 'Log Out' }).click();
    await page.getByText('Logged out successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: ROUTE_TIMEOUT });
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await context.close();
  });

  it('logs out after confirming: Escape closes the dialog, Log Out clears storage and goes to /', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/search');
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Log Out' });
    await dialog.waitFor();
    await dialog.getByText('Are you sure you want to log out from your account?').waitFor();
    await expectNoSeriousA11yViolations(page, 'logout dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Log Out' }).click();
    await page.getByText('Logged out successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: ROUTE_TIMEOUT });
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // The revoked token no longer opens protected pages.
    await page.goto('/reels');
    await page.waitForURL('**/login', { timeout: ROUTE_TIMEOUT });
    await context.close();
  });
});
