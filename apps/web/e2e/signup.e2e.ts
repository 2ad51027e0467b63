import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  readOtp,
  uniqueName,
} from './support/app';
import { launchChromium } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-up by email', () => {
  it('goes from the landing page through the OTP mail to the feed', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, touch: true });
    const userName = uniqueName('grace');
    const email = `${userName}@example.com`;

    await page.goto('/');
    await expectNoSeriousA11yViolations(page, 'landing');
    await page.getByRole('link', { name: 'Create New Account' }).click();
    await page.waitForURL('**/register', { timeout: ROUTE_TIMEOUT });
    await page.getByLabel('Email address').waitFor({ timeout: ROUTE_TIMEOUT });
    await expectNoSeriousA11yViolations(page, 'register');
    await page.getByLabel('Email address').fill(email);
    const sentAfter = Date.now();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/verify-otp', { timeout: ROUTE_TIMEOUT });
    await page.getByText(/We sent a 6-digit code to your email address/).waitFor({
      timeout: ROUTE_TIMEOUT,
    });
    await page.getByText(email).waitFor();
    await expectNoSeriousA11yViolations(page, 'verify-otp');
    const next = page.getByRole('button', { name: 'Next' });
    const code = await readOtp(email, sentAfter);
    const wrong = [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(wrong.slice(0, 5));
    expect(await next.isDisabled()).toBe(true);
    // The sixth digit sends the code by itself (no Next): a wrong one says so, as a toast too.
    await page.keyboard.type(wrong.slice(5));
    const invalidToast = page.getByRole('status').filter({ hasText: 'Invalid OTP' });
    await invalidToast.waitFor();
    for (let box = 0; box < 6; box++) await page.keyboard.press('Backspace');
    await page.keyboard.type(code);
    await page.waitForURL('**/password-name', { timeout: ROUTE_TIMEOUT });
    // The code screen's error ends with it; the success that came with the move stays.
    await invalidToast.waitFor({ state: 'detached', timeout: 2500 });
    expect(await page.getByText('OTP verified successfully!').isVisible()).toBe(true);

    // Every step has a way out to sign-in, as /register and the code screen do.
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    // The reveal toggle shows the password while pressed.
    const password = page.getByLabel('Password', { exact: true });
    await page.getByRole('button', { name: 'Show password' }).tap();
    expect(await password.getAttribute('type')).toBe('text');
    const hide = page.getByRole('button', { name: 'Hide password' });
    expect(await hide.getAttribute('aria-pressed')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'password-name');
    await hide.tap();
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/dob-username', { timeout: ROUTE_TIMEOUT });
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await page.getByLabel('Date of birth').fill('1990-12-09');
    await page.getByLabel('Username').fill(userName);
    await expectNoSeriousA11yViolations(page, 'dob-username');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await page.waitForURL('**/reels', { timeout: ROUTE_TIMEOUT });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('email_phone'))).toBe(email);
    expect(await page.evaluate(() => localStorage.getItem('otpMethod'))).toBe('email');
    // Only the wrong code's 400, logged by the browser.
    expect(errors.list.filter((error) => !/status of 400 .*verifyOTP/.test(error))).toEqual([]);
    await context.close();
  });
});

/** Starts a sign-up by email in `page` and enters the mailed code: the page is at /password-name. */
async function pastTheCode(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email address').fill(email);
  const sentAfter = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/verify-otp', { timeout: ROUTE_TIMEOUT });
  const code = await readOtp(email, sentAfter);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.waitForURL('**/password-name', { timeout: ROUTE_TIMEOUT });
}

describe('sign-up rules', () => {
  it('refuses a short password, a long name and a bad username in plain words, before sending', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    const userName = uniqueName('rules');
    await pastTheCode(page, `${userName}@example.com`);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
    });
    // The form's own error text (the same words also show as a toast).
    const alert = page.locator('form').getByRole('alert');

    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Password', { exact: true }).fill('seven77');
    await page.getByRole('button', { name: 'Next' }).click();
    await alert.getByText('Your password must be at least 8 characters.').waitFor();
    await page.getByLabel('First name').fill('G'.repeat(51));
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Next' }).click();
    await alert.getByText('Your first name can be at most 50 characters.').waitFor();
    expect(sent).toEqual([]);
    expect(page.url()).toMatch(/\/password-name$/);

    await page.getByLabel('First name').fill('Grace');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/dob-username', { timeout: ROUTE_TIMEOUT });
    sent.length = 0;
    await page.getByLabel('Date of birth').fill('1990-12-09');
    const usernameRule =
      'Your username must be 3 to 30 characters: letters, digits, dots (.) and underscores (_) only.';
    for (const bad of ['ab', 'bad name!']) {
      await page.getByLabel('Username').fill(bad);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await alert.getByText(usernameRule).waitFor();
    }
    expect(sent).toEqual([]);
    // No validator wording anywhere on the screen (toast or form).
    expect(await page.getByText(/body\//).count()).toBe(0);

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login', { timeout: ROUTE_TIMEOUT });
    await context.close();
  });
});
