import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  readOtp,
  type TestUser,
} from './support/app';
import { launchChromium } from './support/chromium';

let browser: Browser;
let rosa: TestUser;
let ivan: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  rosa = await createUser('rosa');
  ivan = await createUser('ivan', { firstName: 'Ivan', lastName: 'Editor' });
});
afterAll(async () => {
  await browser?.close();
});

describe('account', () => {
  it('resets a forgotten password with the mailed code, then signs in with the new one', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click({ timeout: ROUTE_TIMEOUT });
    await page.waitForURL('**/forgotPassword');
    await page.getByLabel('Email address').waitFor({ timeout: ROUTE_TIMEOUT });
    await expectNoSeriousA11yViolations(page, 'forgotPassword');
    await page.getByLabel('Email address').fill(rosa.email);
    const sentAfter = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();

    await page.waitForURL('**/otp-verification', { timeout: ROUTE_TIMEOUT });
    await page.getByLabel('Digit 1 of 6').waitFor({ timeout: ROUTE_TIMEOUT });
    await expectNoSeriousA11yViolations(page, 'otp-verification');
    const code = await readOtp(rosa.email, sentAfter);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);

    await page.waitForURL('**/reset-password', { timeout: ROUTE_TIMEOUT });
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Confirm new password').fill('a brand new passphrase');
    await expectNoSeriousA11yViolations(page, 'reset-password');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await page.waitForURL('**/login', { timeout: ROUTE_TIMEOUT });
    await page.getByLabel('Email or phone number').fill(rosa.email);
    await page.getByLabel('Password', { exact: true }).fill('a brand new passphrase');
    await expectNoSeriousA11yViolations(page, 'login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/reels', { timeout: ROUTE_TIMEOUT });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('edits the profile through /me and shows the change-photo menu', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: ivan });
    await page.goto('/setting');
    await page.getByRole('link', { name: 'Edit profile' }).click({ timeout: ROUTE_TIMEOUT });
    await page.waitForURL('**/setting/edit');
    const first = page.getByLabel('First name');
    await first.waitFor({ timeout: ROUTE_TIMEOUT });
    // The form holds the real profile, not sample values.
    expect(await first.inputValue()).toBe('Ivan');
    expect(await page.getByLabel('Email').inputValue()).toBe(ivan.email);
    for (const label of ['Last name', 'Username', 'Gender', 'Date of birth', 'About me']) {
      await page.getByLabel(label, { exact: true }).waitFor();
    }
    await expectNoSeriousA11yViolations(page, 'setting/edit');
    await page.getByLabel('About me').fill('Edits profiles for a living.');
    await page.getByLabel('Gender').selectOption('other');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Submit' }).and(page.locator(':disabled')).waitFor();

    await page.getByRole('button', { name: 'Change profile photo' }).click();
    const menu = page.getByRole('dialog', { name: 'Change Profile Photo' });
    for (const name of ['Remove Current Photo', 'Upload Photo', 'Cancel']) {
      await menu.getByRole('button', { name }).waitFor();
    }
    await menu.getByRole('button', { name: 'Cancel' }).click();
    await menu.waitFor({ state: 'detached' });

    // The saved text is on the profile.
    await page.goto('/profile');
    await page.getByText('Edits profiles for a living.').waitFor({ timeout: ROUTE_TIMEOUT });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it("shows the server's plain words, as its error toast, for a username it refuses", async () => {
    const lev = await createUser('lev');
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user: lev });
    await page.goto('/setting/edit');
    const userName = page.getByLabel('Username');
    await userName.waitFor({ timeout: ROUTE_TIMEOUT });
    // The form itself checks nothing (docs/product.md#settings): the server refuses it.
    await userName.fill('bad name!');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('status')
      .filter({
        hasText:
          'Your username must be 3 to 30 characters: letters, digits, dots (.) and underscores (_) only.',
      })
      .waitFor();
    expect(await page.getByText(/body\//).count()).toBe(0);
    await context.close();
  });

  it('changes the sign-in email with the password and the code sent to the new address, by keyboard', async () => {
    const mara = await createUser('mara');
    const newEmail = `new.${mara.email}`;
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: mara });
    await page.goto('/setting/edit');
    const current = page.getByLabel('Email', { exact: true });
    await current.waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await current.inputValue()).toBe(mara.email);

    await page.getByRole('button', { name: 'Change email or phone' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('New email address').focus();
    await page.keyboard.type(newEmail);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not my password');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your current password is incorrect.' })
      .first()
      .waitFor();

    await page.getByLabel('Current password').fill(mara.password);
    const since = Date.now();
    await page.getByLabel('Current password').press('Enter');
    const code = await readOtp(newEmail, since);
    // The code field has the focus once the code is on its way.
    const codeField = page.getByLabel('Code', { exact: true });
    await codeField.waitFor();
    await expectNoSeriousA11yViolations(page, 'setting/edit address change');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.getByText('Your email address has been changed.').first().waitFor();
    await page.waitForFunction(
      (email) =>
        [...document.querySelectorAll('input[type="email"]')].some(
          (input) => (input as HTMLInputElement).value === email,
        ),
      newEmail,
    );
    // Only the wrong password's answer, on purpose.
    expect(errors.list).toEqual([
      expect.stringMatching(
        /^console: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(.+\/api\/account\//,
      ),
    ]);
    await context.close();
  });

  it('changes the password from the settings', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user: ivan });
    await page.goto('/setting/change-password');
    await page.getByLabel('Current password').waitFor({ timeout: ROUTE_TIMEOUT });
    await expectNoSeriousA11yViolations(page, 'setting/change-password');
    await page.getByLabel('Current password').fill(ivan.password);
    await page.getByLabel('New password', { exact: true }).fill('another long passphrase');
    await page.getByLabel('Confirm new password').fill('another long passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForFunction(
      () =>
        (document.querySelector('input[type="password"]') as HTMLInputElement | null)?.value === '',
    );
    await context.close();
  });

  it('asks for notification permission: a refusal says so, a grant hides the button', async () => {
    const refused = await openPage(browser, { viewport: DESKTOP, user: ivan });
    await refused.page.goto('/notification');
    await refused.page
      .getByRole('button', { name: 'Enable push notifications' })
      .click({ timeout: ROUTE_TIMEOUT });
    await refused.page.getByText('Error requesting notification permission').waitFor();
    await refused.context.close();

    // A permission the browser already granted is read on load: no button to press.
    const granted = await openPage(browser, { viewport: DESKTOP, user: ivan });
    await granted.context.grantPermissions(['notifications']);
    await granted.page.goto('/notification');
    await granted.page
      .getByRole('heading', { name: 'Notifications' })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    const enable = granted.page.getByRole('button', { name: 'Enable push notifications' });
    await enable.waitFor({ state: 'detached' });
    await granted.page.waitForTimeout(300);
    expect(await enable.count()).toBe(0);
    expect(granted.errors.list).toEqual([]);
    await granted.context.close();
  });

  it('passes axe on the remaining screens', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, user: ivan });
    for (const [path, ready] of [
      // Not 'Settings': at this width the hidden sidebar's entry comes first.
      ['/setting', 'Blocked accounts'],
      ['/no/such/page', "Sorry, this page isn't available."],
    ] as const) {
      await page.goto(path);
      await page.getByText(ready).first().waitFor({ timeout: ROUTE_TIMEOUT });
      await expectNoSeriousA11yViolations(page, path);
    }
    await context.setOffline(true);
    await page.getByText('You are Offline').waitFor();
    await expectNoSeriousA11yViolations(page, 'offline');
    await context.setOffline(false);
    await context.close();
  });
});
