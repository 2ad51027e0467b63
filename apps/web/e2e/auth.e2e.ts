import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, ROUTE_TIMEOUT, type TestUser } from './support/app';
import { launchChromium } from './support/chromium';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('ada', { firstName: 'Ada', lastName: 'Lovelace' });
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in', () => {
  it('returns to the protected page that sent the visitor to /login', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/search');
    await page.waitForURL('**/login', { timeout: ROUTE_TIMEOUT });
    await page.getByLabel('Email or phone number').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/search', { timeout: ROUTE_TIMEOUT });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBe(user.userId);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('shows the server message for a wrong password and stays on /login', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email or phone number').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /incorrect/i })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('password reset', () => {
  it('says the code needs six digits when Enter is pressed after five', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/forgotPassword');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/otp-verification', { timeout: ROUTE_TIMEOUT });
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type('12345');
    await page.keyboard.press('Enter');
    await page
      .locator('form')
      .getByRole('alert')
      .getByText('Please enter a valid 6-digit OTP.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/otp-verification');
    await context.close();
  });
});
