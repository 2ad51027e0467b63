import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newestVideos,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  type TestUser,
  uniqueName,
} from './support/app';
import { launchChromium } from './support/chromium';
import { E2E_ADMIN_USERNAME } from './support/server';

let browser: Browser;
let admin: TestUser;
let rita: TestUser;
let troll: TestUser;
let video: { id: string; userId: string };
let text: string;
beforeAll(async () => {
  browser = await launchChromium();
  admin = await createUser('mod', { userName: E2E_ADMIN_USERNAME });
  rita = await createUser('rita');
  troll = await createUser('troll');
  const [first] = await newestVideos(rita, 1);
  if (!first) throw new Error('the demo world has no videos');
  video = first;
  // The comment to report: a unique text, posted by the troll.
  text = `rude ${uniqueName('c')}`;
  await apiPost(
    '/video/comment',
    { videoId: video.id, videoUserId: video.userId, comment: encodeURIComponent(text) },
    troll,
  );
  // A comment that stays, so the list is still there once the reported one is hidden (the
  // newest video may be one another test just uploaded, with no other comments).
  await apiPost(
    '/video/comment',
    { videoId: video.id, videoUserId: video.userId, comment: encodeURIComponent('Lovely light') },
    rita,
  );
});
afterAll(async () => {
  await browser?.close();
});

describe('reports and moderation', () => {
  it('reports a comment; an admin hides it; it is gone for others and marked for its author', async () => {
    // Rita reports the comment from the viewer.
    const ritaSide = await openPage(browser, { viewport: DESKTOP, user: rita });
    await ritaSide.page.goto(`/reels/${video.id}`);
    const comment = ritaSide.page.getByRole('article', { name: `Comment by ${troll.userName}` });
    await comment.waitFor({ timeout: ROUTE_TIMEOUT });
    // Report sits in the comment's "More actions" menu.
    await comment.getByRole('button', { name: 'More actions' }).click();
    await ritaSide.page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = ritaSide.page.getByRole('dialog', { name: 'Report comment' });
    await dialog.waitFor();
    // Nothing chosen yet: the dialog says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Report' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please choose a reason.' }).waitFor();
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
    await dialog.getByRole('textbox', { name: 'Tell us more (optional)' }).fill('Insults me');
    await expectNoSeriousA11yViolations(ritaSide.page, 'report dialog', { targetSize: true });
    await dialog.getByRole('button', { name: 'Report' }).click();
    await ritaSide.page.getByText('Thanks for your report. Our team will review it.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The admin finds it in Settings → Moderation and hides it.
    const adminSide = await openPage(browser, { viewport: PHONE, user: admin });
    await adminSide.page.goto('/setting');
    await adminSide.page
      .getByRole('link', { name: 'Moderation' })
      .click({ timeout: ROUTE_TIMEOUT });
    const card = adminSide.page
      .getByRole('article', { name: `Report: Comment by ${troll.userName}` })
      .filter({ hasText: text });
    await card.waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await card.textContent()).toContain('Harassment or bullying');
    expect(await card.textContent()).toContain(`reported by ${rita.userName}`);
    await expectNoSeriousA11yViolations(adminSide.page, 'moderation queue');
    await card.getByRole('button', { name: 'Hide' }).click();
    await adminSide.page.getByText('Hidden.', { exact: true }).waitFor();
    // Hiding closed the report: it left the open queue for the closed one.
    await card.waitFor({ state: 'detached' });
    await adminSide.page.getByRole('tab', { name: 'Closed' }).click();
    await card.getByText('Hidden', { exact: true }).waitFor();

    // Rita no longer sees it.
    await ritaSide.page.reload();
    await ritaSide.page
      .getByRole('list', { name: 'Video actions' })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await ritaSide.page.getByRole('list', { name: 'Comments' }).waitFor();
    expect(await ritaSide.page.getByText(text).count()).toBe(0);

    // Its author still does, marked.
    const trollSide = await openPage(browser, { viewport: DESKTOP, user: troll });
    await trollSide.page.goto(`/reels/${video.id}`);
    const own = trollSide.page.getByRole('article', { name: `Comment by ${troll.userName}` });
    await own.waitFor({ timeout: ROUTE_TIMEOUT });
    await own.getByText('Hidden by moderators').waitFor();

    // Someone who is not an admin has no Moderation entry and is refused the queue.
    await ritaSide.page.goto('/setting');
    await ritaSide.page
      .getByRole('link', { name: 'Edit profile' })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await ritaSide.page.getByRole('link', { name: 'Moderation' }).count()).toBe(0);
    await ritaSide.page.goto('/admin');
    await ritaSide.page.getByText('Only admins can do this.').waitFor({ timeout: ROUTE_TIMEOUT });

    for (const side of [ritaSide, adminSide, trollSide]) {
      expect(side.errors.list.filter((e) => !e.includes('403'))).toEqual([]);
      await side.context.close();
    }
  });
});

describe('the moderation queue by keyboard', () => {
  it('moves focus to the next report when one is dismissed or hidden, not to the page', async () => {
    // Two people report two fresh accounts: two open reports, the newer listed first.
    const [older, newer] = [await createUser('rpo'), await createUser('rpn')];
    for (const [reporter, target] of [
      [await createUser('rpa'), older],
      [await createUser('rpb'), newer],
    ] as const) {
      await apiPost(
        '/account/report',
        { targetType: 'user', targetId: target.userId, reason: 'spam', details: '' },
        reporter,
      );
    }
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user: admin });
    await page.goto('/admin');
    const card = (user: TestUser) =>
      page.getByRole('article', { name: `Report: User by ${user.userName}` });
    await card(newer).waitFor({ timeout: ROUTE_TIMEOUT });
    await card(older).waitFor();

    await card(newer).getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await card(newer).waitFor({ state: 'detached' });
    // The report that took its place has focus on its first action.
    await page.waitForFunction(
      (label) => document.activeElement?.closest('article')?.getAttribute('aria-label') === label,
      `Report: User by ${older.userName}`,
    );
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    await context.close();
  });
});

describe('reporting the same thing twice', () => {
  it('says it was already reported inside the dialog only, not also as a toast', async () => {
    const [reporter, reported] = [await createUser('twr'), await createUser('twd')];
    await apiPost(
      '/account/report',
      { targetType: 'user', targetId: reported.userId, reason: 'spam', details: '' },
      reporter,
    );
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user: reporter });
    await page.goto(`/user/profile/${reported.userId}`);
    // Report sits in the profile's More menu.
    await page.getByRole('button', { name: 'More', exact: true }).click({ timeout: ROUTE_TIMEOUT });
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report user' });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    const already = 'You have already reported this. Our team will review it.';
    await dialog.getByText(already).waitFor();
    // Two frames on, a toast would have been drawn: the text shows once, in the dialog.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.getByText(already).count()).toBe(1);
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });
});

describe('remote servers in the admin page', () => {
  it('blocks a whole remote server, lists it, and lifts the rule', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user: admin });
    await page.goto('/admin');
    const federation = page.getByRole('region', { name: 'Federation' });
    await federation.waitFor({ timeout: ROUTE_TIMEOUT });
    // This server does not federate: no delivery ever failed.
    await federation.getByText('No failed deliveries.').waitFor();
    const host = `${uniqueName('spam')}.example`;
    await federation.getByRole('textbox', { name: 'Server host' }).fill(host);
    await federation.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByText('Server blocked.').waitFor();
    const servers = federation.getByRole('region', { name: 'Remote servers' });
    await servers
      .getByRole('listitem')
      .filter({ hasText: `${host} Blocked` })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'admin federation section');
    await servers.getByRole('button', { name: `Lift the rule for ${host}` }).click();
    await page.getByText('Server rule lifted.').waitFor();
    await servers.getByRole('listitem').filter({ hasText: host }).waitFor({ state: 'detached' });
    await context.close();
  });
});
