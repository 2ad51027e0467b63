import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  createUser,
  DESKTOP,
  liveStreamOpened,
  openPage,
  ROUTE_TIMEOUT,
  readOtp,
  type TestUser,
} from './support/app';
import { launchChromium } from './support/chromium';

const ENDED = 'Your session has ended. Please log in again.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function account(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${baseURL()}/api/account${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Signs in through /login in the page, so the page holds a session of its own. */
async function signIn(page: Page, user: TestUser, password = user.password): Promise<void> {
  await page.getByLabel('Email or phone number').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The session ended: one toast, an empty session, /login; signing in returns to `path`. */
async function expectEndedThenBack(page: Page, user: TestUser, path: string, password?: string) {
  await page.getByText(ENDED).first().waitFor({ timeout: ROUTE_TIMEOUT });
  await page.waitForURL('**/login', { timeout: ROUTE_TIMEOUT });
  expect(await page.getByText(ENDED).count()).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await signIn(page, user, password);
  await page.waitForURL(`**${path}`, { timeout: ROUTE_TIMEOUT });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
}

describe('an ended session', () => {
  it('revoked from another device: the open page says so at once, goes to /login and back', async () => {
    const user = await createUser('rev');
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/search');
    await page.waitForURL('**/login', { timeout: ROUTE_TIMEOUT });
    const streamOpened = liveStreamOpened(page);
    await signIn(page, user);
    await page.waitForURL('**/search', { timeout: ROUTE_TIMEOUT });
    await streamOpened;
    await page.getByPlaceholder('Search users...').waitFor({ timeout: ROUTE_TIMEOUT });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    // Another context logs this very token out; the page does nothing, and still hears it.
    expect((await account('/logout', {}, token ?? '')).status).toBe(200);

    await expectEndedThenBack(page, user, '/search');
    await context.close();
  });

  it('ended by a password reset elsewhere: every open tab says so, and signing in returns to its page', async () => {
    const user = await createUser('rst');
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    const other = await context.newPage();
    const streams = [liveStreamOpened(page), liveStreamOpened(other)];
    await page.goto('/search');
    await other.goto('/explore');
    await page.getByPlaceholder('Search users...').waitFor({ timeout: ROUTE_TIMEOUT });
    await Promise.all(streams);

    const since = Date.now();
    expect(
      (await account('/forgot-password', { email_phone: user.email, method: 'email' })).ok,
    ).toBe(true);
    const otp = await readOtp(user.email, since);
    const verified = (await (
      await account('/verifyOTP', { email_phone: user.email, otp: Number(otp) })
    ).json()) as { data: { ticket: string } };
    const password = 'a brand new passphrase';
    expect((await account('/reset-password', { ticket: verified.data.ticket, password })).ok).toBe(
      true,
    );

    await other.getByText(ENDED).first().waitFor({ timeout: ROUTE_TIMEOUT });
    await other.waitForURL('**/login', { timeout: ROUTE_TIMEOUT });
    await expectEndedThenBack(page, user, '/search', password);
    await context.close();
  });

  it('expired (the server no longer knows the token): opening a page goes to /login and back', async () => {
    const user = await createUser('exp');
    const { page, context } = await openPage(browser, {
      viewport: DESKTOP,
      user: { ...user, token: 'a'.repeat(43) },
    });
    await page.goto('/notification');
    await expectEndedThenBack(page, user, '/notification');
    await context.close();
  });
});

describe('auth screens', () => {
  it('start with no error: a failed login leaves nothing on /forgotPassword', async () => {
    const user = await createUser('clean');
    const { page, context } = await openPage(browser);
    await page.goto('/login');
    await signIn(page, user, 'not the password');
    await page
      .getByRole('alert')
      .filter({ hasText: /incorrect/i })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgotPassword', { timeout: ROUTE_TIMEOUT });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('main [role="alert"]').count()).toBe(0);
    await page.goBack();
    await page.waitForURL('**/login', { timeout: ROUTE_TIMEOUT });
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.locator('main [role="alert"]').count()).toBe(0);
    await context.close();
  });
});
