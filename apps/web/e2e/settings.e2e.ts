import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  baseURL,
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  LAPTOP,
  newestVideos,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  type TestUser,
} from './support/app';
import { launchChromium } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function block(user: TestUser, target: TestUser): Promise<void> {
  const response = await fetch(`${baseURL()}/api/account/block`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ userId: target.userId }),
  });
  expect(response.status).toBe(200);
}

describe('settings', () => {
  it('is one click from the sidebar and lists Edit profile, Change password, Blocked accounts, Logout', async () => {
    const user = await createUser('set');
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/reels');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.waitForURL('**/setting', { timeout: ROUTE_TIMEOUT });
    const nav = page.getByRole('navigation', { name: 'Settings' });
    for (const name of ['Edit profile', 'Change password', 'Blocked accounts']) {
      await nav.getByRole('link', { name }).waitFor();
    }
    await nav.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByText('No blocked accounts').waitFor();
    await expectNoSeriousA11yViolations(page, 'settings');
    await nav.getByRole('link', { name: 'Change password' }).click();
    await page.waitForURL('**/setting/change-password', { timeout: ROUTE_TIMEOUT });
    await context.close();
  });
});

describe('blocked accounts', () => {
  it("shows a blocked user's profile as blocked, with Unblock after confirmation", async () => {
    const me = await createUser('blk');
    const other = await createUser('blkd');
    await block(me, other);
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user: me });
    await page.goto(`/user/profile/${other.userId}`);
    await page.getByRole('heading', { name: other.userName }).waitFor({ timeout: ROUTE_TIMEOUT });
    await page.getByText('Blocked', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Unblock' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: `Unblock @${other.userName}?` });
    await confirm.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    expect(await page.getByText('Blocked', { exact: true }).count()).toBe(0);
    // Unblock went away with focus in it: the More menu (holding Block) that took its place has it.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'More');

    // And back: blocking by keyboard leaves focus on the Unblock that replaced the menu.
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const again = page.getByRole('alertdialog', { name: `Block @${other.userName}?` });
    await again.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByText('Blocked', { exact: true }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Unblock');
    await context.close();
  });

  it('hides the blocker from the person they blocked: profile, comments and search', async () => {
    const ana = await createUser('blkr');
    const bo = await createUser('blkee');
    const [video] = await newestVideos(bo, 1);
    if (!video) throw new Error('the demo world has no videos');
    for (const [who, text] of [
      [ana, 'ana was here'],
      [bo, 'bo was here'],
    ] as const) {
      await apiPost(
        '/video/comment',
        { videoId: video.id, videoUserId: video.userId, comment: encodeURIComponent(text) },
        who,
      );
    }
    await block(ana, bo);
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user: bo });
    await page.goto(`/reels/${video.id}`);
    await page
      .getByRole('article', { name: `Comment by ${bo.userName}` })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await page.getByRole('article', { name: `Comment by ${ana.userName}` }).count()).toBe(0);
    await page.goto(`/user/profile/${ana.userId}`);
    await page.getByText('User not found').waitFor({ timeout: ROUTE_TIMEOUT });
    await page.goto('/search');
    const box = page.getByPlaceholder('Search users...');
    await box.waitFor({ timeout: ROUTE_TIMEOUT });
    await box.pressSequentially(ana.userName, { delay: 40 });
    await page.getByText('No users found.').waitFor();
    await context.close();
  });

  it('lists blocked accounts in Settings and unblocks one from there', async () => {
    const me = await createUser('lst');
    const other = await createUser('lstd');
    await block(me, other);
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user: me });
    await page.goto('/setting');
    const section = page.getByRole('region', { name: 'Blocked accounts' });
    await section.getByText(other.userName, { exact: true }).waitFor({ timeout: ROUTE_TIMEOUT });
    await section.getByRole('button', { name: `Unblock ${other.userName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Unblock @${other.userName}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await section.getByRole('button', { name: `Unblock ${other.userName}` }).click();
    await confirm.getByRole('button', { name: 'Unblock' }).click();
    await page.getByText('User unblocked.').waitFor();
    await section.getByText('No blocked accounts').waitFor();
    // The dialog gave focus back to the row's button; with the row gone, the heading has it.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Blocked accounts');
    await context.close();
  });
});

describe('privacy', () => {
  it('draws Private account as a switch row: its name at the start, the switch at the end', async () => {
    const user = await createUser('prv');
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, context } = await openPage(browser, { viewport, user });
      await page.goto('/setting');
      const control = page.getByRole('switch', { name: 'Private account' });
      await page.getByRole('switch', { name: 'Private account', checked: false }).waitFor({
        timeout: ROUTE_TIMEOUT,
      });
      await page.waitForFunction(
        () => !(document.querySelector('[role="switch"]') as HTMLInputElement).disabled,
      );
      // The words' own box (a text range), wherever the markup puts them.
      const { text, box } = await control.evaluate((input) => {
        const label = (input as HTMLInputElement).labels?.[0];
        const walker = document.createTreeWalker(label ?? document.body, NodeFilter.SHOW_TEXT);
        let node = walker.nextNode();
        while (node && !node.textContent?.includes('Private account')) node = walker.nextNode();
        if (!node) throw new Error('no "Private account" text in the label');
        const range = document.createRange();
        range.selectNodeContents(node);
        const words = range.getBoundingClientRect();
        const own = input.getBoundingClientRect();
        const size = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
        return { text: size(words), box: size(own) };
      });
      const where = `at ${viewport.width}×${viewport.height}`;
      // One line: the switch's middle lies within the words' height, after the words.
      const middle = box.y + box.height / 2;
      expect(middle, where).toBeGreaterThan(text.y);
      expect(middle, where).toBeLessThan(text.y + text.height);
      expect(box.x, where).toBeGreaterThan(text.x + text.width);
      // A switch, not a bare checkbox: wider than tall.
      expect(box.width, where).toBeGreaterThan(box.height);
      // Still a working switch with its name, and focus stays on it while it saves.
      await control.focus();
      await page.keyboard.press('Space');
      await page.getByRole('switch', { name: 'Private account', checked: true }).waitFor();
      await page.getByText('Your account is private.').waitFor();
      await page.waitForFunction(() => {
        const active = document.activeElement;
        return active?.getAttribute('role') === 'switch' && !active.hasAttribute('aria-disabled');
      });
      await page.keyboard.press('Space');
      await page.getByRole('switch', { name: 'Private account', checked: false }).waitFor();
      await context.close();
    }
  });

  it('turns "Followable from other servers" off, and it stays off', async () => {
    const user = await createUser('fed');
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/setting');
    await page
      .getByRole('switch', { name: 'Followable from other servers', checked: true })
      .click({ timeout: ROUTE_TIMEOUT });
    await page.getByText('People on other servers can no longer find or follow you.').waitFor();
    await page
      .getByRole('switch', { name: 'Followable from other servers', checked: false })
      .waitFor();
    await page.reload();
    await page
      .getByRole('switch', { name: 'Followable from other servers', checked: false })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await context.close();
  });
});

describe('push permission', () => {
  it('reads a permission granted earlier on load: no Enable button to press again', async () => {
    const user = await createUser('push');
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    await context.grantPermissions(['notifications']);
    await page.goto('/notification');
    await page.getByRole('heading', { name: 'Notifications' }).waitFor({ timeout: ROUTE_TIMEOUT });
    await page.getByText('No notifications yet.').waitFor();
    expect(await page.getByRole('button', { name: 'Enable push notifications' }).count()).toBe(0);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('deletes the account: wrong password refused with the server message, then signed out on / with a toast', async () => {
    const user = await createUser('bye');
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/setting');
    const opener = page.getByRole('button', { name: 'Delete account' });
    await opener.click({ timeout: ROUTE_TIMEOUT });
    const dialog = page.getByRole('alertdialog', { name: 'Delete account?' });
    await dialog.getByText('It cannot be undone.', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page, 'delete account dialog');
    // Cancel closes it and gives focus back to the button that opened it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await opener.click();
    await dialog.getByLabel('Current password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText('Your current password is incorrect.').waitFor();
    await dialog.getByLabel('Current password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('Your account has been deleted.').waitFor({ timeout: ROUTE_TIMEOUT });
    await page.waitForURL((url) => url.pathname === '/', { timeout: ROUTE_TIMEOUT });
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    // The token is dead and the account gone: signing in again fails.
    const me = await fetch(`${baseURL()}/api/account/me`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.status).toBe(401);
    const login = await fetch(`${baseURL()}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_phone: user.email, password: user.password, method: 'email' }),
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(errors.list.filter((e) => !/\b40[01]\b/.test(e))).toEqual([]);
    await context.close();
  });
});
