import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  baseURL,
  createUser,
  DESKTOP,
  openPage,
  PROCESSED_TEST_TIMEOUT,
  PROCESSED_TIMEOUT,
  ROUTE_TIMEOUT,
  type TestUser,
} from './support/app';
import { launchChromium } from './support/chromium';
import { TWO_SECOND_MP4 } from './support/fixtures';

// docs/product.md#private-accounts: A makes the account private in Settings, B's follow
// becomes a request, A approves it from the requests list, and B sees A's videos.

let browser: Browser;
let ana: TestUser;
let ben: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  ana = await createUser('ana');
  ben = await createUser('ben');
});
afterAll(async () => {
  await browser?.close();
});

describe('a private account', () => {
  it('asks followers for approval and shows its videos to them only', {
    timeout: PROCESSED_TEST_TIMEOUT,
  }, async () => {
    const a = await openPage(browser, { viewport: DESKTOP, user: ana });
    // A has a ready video.
    await a.page.goto('/search');
    await a.page.getByRole('button', { name: 'Upload Video' }).click({ timeout: ROUTE_TIMEOUT });
    const dialog = a.page.getByRole('dialog', { name: 'Upload Video' });
    await dialog.locator('input[type="file"]').setInputFiles(TWO_SECOND_MP4);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await a.page.waitForURL('**/profile', { timeout: 30_000 });
    await a.page
      .getByRole('list', { name: 'Videos' })
      .getByRole('button', { name: /^Open video 1/ })
      .waitFor({ timeout: PROCESSED_TIMEOUT });

    // A switches to private in Settings.
    await a.page.goto('/setting');
    const privacy = a.page.getByRole('switch', { name: 'Private account' });
    await privacy.waitFor({ timeout: ROUTE_TIMEOUT });
    await privacy.click();
    await a.page.getByRole('switch', { name: 'Private account', checked: true }).waitFor();

    // B sees the profile's name and "This account is private", and asks to follow.
    const b = await openPage(browser, { viewport: DESKTOP, user: ben });
    await b.page.goto(`/user/profile/${ana.userId}`);
    await b.page.getByText('This account is private').waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await b.page.getByRole('list', { name: 'Videos' }).count()).toBe(0);
    await b.page.getByRole('button', { name: 'Follow', exact: true }).click();
    await b.page.getByRole('button', { name: 'Requested' }).waitFor({ timeout: ROUTE_TIMEOUT });

    // A approves from the requests list.
    await a.page.goto('/follow-requests');
    await a.page
      .getByRole('button', { name: `Approve ${ben.userName}` })
      .click({ timeout: ROUTE_TIMEOUT });
    await a.page.getByText('No follow requests').waitFor({ timeout: ROUTE_TIMEOUT });

    // B follows now and sees A's video.
    await b.page.reload();
    await b.page
      .getByRole('button', { name: 'Following', exact: true })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await b.page
      .getByRole('list', { name: 'Videos' })
      .getByRole('button', { name: /^Open video 1/ })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    expect(a.errors.list).toEqual([]);
    expect(b.errors.list).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});

describe('follow requests by keyboard', () => {
  it('keeps focus in the list as requests are answered: next, then previous, then the heading', async () => {
    const owner = await createUser('kay');
    const made = await fetch(`${baseURL()}/api/account/me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ isPrivate: true }),
    });
    expect(made.status).toBe(200);
    // Newest first: third, second, first.
    const [first, second, third] = [
      await createUser('rqa'),
      await createUser('rqb'),
      await createUser('rqc'),
    ];
    for (const requester of [first, second, third]) {
      await apiPost('/account/follow', { userId: owner.userId }, requester);
    }
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user: owner });
    await page.goto('/follow-requests');
    const waitForFocus = (name: string) =>
      page.waitForFunction(
        (expected) =>
          (document.activeElement?.getAttribute('aria-label') ??
            document.activeElement?.tagName) === expected,
        name,
      );

    const approveThird = page.getByRole('button', { name: `Approve ${third.userName}` });
    await approveThird.waitFor({ timeout: ROUTE_TIMEOUT });
    await approveThird.focus();
    await page.keyboard.press('Enter');
    // The next request's first action.
    await waitForFocus(`Approve ${second.userName}`);

    await page.getByRole('button', { name: `Decline ${first.userName}` }).focus();
    await page.keyboard.press('Enter');
    // The last row went: the previous one's first action.
    await waitForFocus(`Approve ${second.userName}`);

    await page.keyboard.press('Enter');
    await page.getByText('No follow requests').waitFor();
    // The list is empty: its heading.
    await waitForFocus('H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Follow requests');
    await context.close();
  });
});
