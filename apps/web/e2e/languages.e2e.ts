import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  server,
  shareClip,
  type TestUser,
} from './support/app';
import { launchChromium } from './support/chromium';
import { TWO_SECOND_MP4 } from './support/fixtures';

/** Sets the account's language through the API (PATCH /me), as Settings on another device would. */
async function setAccountLanguage(user: TestUser, language: string | null): Promise<void> {
  const response = await fetch(`${server().baseURL}/api/account/me`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
  });
  expect(response.status).toBe(200);
}

const accountLanguage = async (user: TestUser) =>
  (await apiGet<{ data: { language: string | null } }>('/account/me', user)).data.language;

// docs/product.md#languages: English, Español and العربية; the browser's languages at first
// visit, the Settings choice after that, `<html lang dir>` in step.

/** Where the Arabic screens are saved for a person to look at (not compared). */
const ARTIFACTS = join(process.env.FLICK_E2E_ARTIFACTS ?? 'test-results', 'languages');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('languages', () => {
  it('switches to Español in Settings at once, and the choice survives a reload', async () => {
    const user = await createUser('lang');
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/setting');
    const language = page.getByRole('combobox', { name: 'Language of the app' });
    await language.waitFor({ timeout: ROUTE_TIMEOUT });
    // With the keyboard, as a person without a mouse would.
    await language.focus();
    await language.selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Ajustes' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // Kept on the account too, for its emails and SMS.
    await expect
      .poll(
        async () =>
          (await apiGet<{ data: { language: string | null } }>('/account/me', user)).data.language,
      )
      .toBe('es');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Ajustes' }).waitFor({
      timeout: ROUTE_TIMEOUT,
    });
    // A store's message (a toast) in Spanish too.
    await page.getByRole('switch', { name: 'Cuenta privada' }).click();
    await page.getByText('Tu cuenta es privada.').waitFor();
    // And a refusal the contract gives a code: its text from the errors catalog.
    const keyword = page.getByRole('textbox', { name: /palabra/i });
    await keyword.fill('!!!');
    await keyword.press('Enter');
    await page.getByText('Una palabra clave necesita al menos una letra o un número.').waitFor();
    // The design system's words are Spanish too (the side bar's name).
    const main = page.getByRole('navigation', { name: 'Principal' });
    await main.getByRole('link', { name: 'Inicio', exact: true }).click();
    await page.waitForURL('**/reels', { timeout: ROUTE_TIMEOUT });
    // The feed's own words (the app's) and the design system's (its tabs) are Spanish.
    await page.getByRole('feed', { name: 'Feed de inicio' }).waitFor({ timeout: ROUTE_TIMEOUT });
    await page.getByRole('tab', { name: 'Siguiendo' }).waitFor();
    await main.getByRole('link', { name: 'Explorar' }).waitFor();
    await context.close();
  });

  it('reads Arabic from the browser right to left: feed, profile and settings, axe clean', async () => {
    const user = await createUser('rtl');
    const { page, context } = await openPage(browser, { viewport: PHONE, user, locale: 'ar-EG' });
    await page.goto('/reels');
    await page.getByRole('feed', { name: 'الخلاصة الرئيسية' }).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(['ar', 'rtl']);
    await page.screenshot({ path: join(ARTIFACTS, 'ar-feed.png') });
    await expectNoSeriousA11yViolations(page, 'feed in Arabic');

    await page.getByRole('link', { name: 'الملف الشخصي', exact: true }).click();
    await page.waitForURL('**/profile', { timeout: ROUTE_TIMEOUT });
    await page
      .getByRole('heading', { name: user.userName })
      .first()
      .waitFor({ timeout: ROUTE_TIMEOUT });
    // The tabs read from the right: Videos, the first, is right of Duets.
    const first = await page.getByRole('tab', { name: 'الفيديوهات' }).boundingBox();
    const second = await page.getByRole('tab', { name: 'الثنائيات' }).boundingBox();
    expect(first && second && first.x > second.x).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'ar-profile.png') });
    await expectNoSeriousA11yViolations(page, 'profile in Arabic');

    await page.goto('/setting');
    await page.getByRole('heading', { level: 1, name: 'الإعدادات' }).waitFor({
      timeout: ROUTE_TIMEOUT,
    });
    await page.screenshot({ path: join(ARTIFACTS, 'ar-settings.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'settings in Arabic');
    await context.close();
  });

  it("takes the account's language at sign-in, without Settings; a device's choice goes to an account without one", async () => {
    const sofia = await createUser('cuenta');
    await setAccountLanguage(sofia, 'es');
    await shareClip(sofia, { file: TWO_SECOND_MP4, caption: 'Atardecer' });
    // An English browser, signed out: signing in turns the app Spanish at once.
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/login');
    await page.getByLabel('Email or phone number').fill(sofia.email);
    await page.getByLabel('Password', { exact: true }).fill(sofia.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const main = page.getByRole('navigation', { name: 'Principal' });
    await main
      .getByRole('link', { name: 'Inicio', exact: true })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await page.getByRole('feed', { name: 'Feed de inicio' }).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(['es', 'ltr']);
    // A store's text built with values, in Spanish with its number through Intl: a download's
    // progress (the file comes slowly, so the toast can be read).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const throttle = (downloadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput,
        uploadThroughput: -1,
      });
    await throttle(15_000);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar' }).first().click();
    await page
      .getByText(/^Descargando atardecer\.mp4\.\.\. \d+\s%$/)
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await download;
    await throttle(-1);
    await context.close();

    // Arabic chosen on a device before signing in with an account that has no language: the
    // account takes it (its emails, SMS and push follow), and the page stays Arabic.
    const omar = await createUser('device');
    expect(await accountLanguage(omar)).toBeNull();
    const arabic = await openPage(browser, { viewport: DESKTOP, user: omar });
    await arabic.context.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    await arabic.page.goto('/reels');
    await arabic.page
      .getByRole('feed', { name: 'الخلاصة الرئيسية' })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await expect.poll(() => accountLanguage(omar), { timeout: 10_000 }).toBe('ar');
    expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await arabic.context.close();
  });
});
