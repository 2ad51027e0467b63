import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  LAPTOP,
  liveStreamOpened,
  newestVideos,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  type TestUser,
  waitForHomeFeed,
} from './support/app';
import { launchChromium } from './support/chromium';

const ENDED = 'Your session has ended. Please log in again.';

let browser: Browser;
let videoId: string;
beforeAll(async () => {
  browser = await launchChromium();
  const [first] = await newestVideos(await createUser('cora'), 1);
  if (!first) throw new Error('the demo world has no videos');
  videoId = first.id;
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in through /login in the page, so the page holds a session of its own. */
async function signIn(page: Page, user: TestUser, password = user.password): Promise<void> {
  await page.getByLabel('Email or phone number').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Opens /reels/{id} signed out, signs in there and waits for the viewer's comment box and
 * the live stream (through which a session ended elsewhere ends in the page at once).
 */
async function viewerSignedInAs(user: TestUser) {
  const opened = await openPage(browser, { viewport: DESKTOP });
  await opened.page.goto(`/reels/${videoId}`);
  await opened.page.waitForURL('**/login', { timeout: ROUTE_TIMEOUT });
  const streamOpened = liveStreamOpened(opened.page);
  await signIn(opened.page, user);
  await opened.page.waitForURL(`**/reels/${videoId}`, { timeout: ROUTE_TIMEOUT });
  const box = opened.page.getByRole('textbox', { name: 'Add a comment' });
  await box.waitFor({ timeout: ROUTE_TIMEOUT });
  await streamOpened;
  return { ...opened, box };
}

/** The session ended elsewhere: with nothing pressed, the page says so and goes to /login. */
async function endedInThePage(page: Page): Promise<void> {
  await page.getByText(ENDED).first().waitFor({ timeout: ROUTE_TIMEOUT });
  await page.waitForURL('**/login', { timeout: ROUTE_TIMEOUT });
}

describe('a comment being typed when the session ends elsewhere', () => {
  it('is back in the box after signing in again, and is posted from there', async () => {
    const user = await createUser('drafty');
    const { page, context, box } = await viewerSignedInAs(user);
    const text = `Typed before the password changed ${Date.now()}`;
    await box.fill(text);

    // Elsewhere (the session createUser holds), the password changes: this page's session ends.
    const password = 'a brand new passphrase';
    await apiPost(
      '/account/change-password',
      { currentPassword: user.password, newPassword: password },
      user,
    );
    await endedInThePage(page);

    await signIn(page, user, password);
    await page.waitForURL(`**/reels/${videoId}`, { timeout: ROUTE_TIMEOUT });
    const again = page.getByRole('textbox', { name: 'Add a comment' });
    await again.waitFor({ timeout: ROUTE_TIMEOUT });
    await page.waitForFunction(
      (expected) =>
        document.querySelector<HTMLInputElement>('input[aria-label="Add a comment"]')?.value ===
        expected,
      text,
    );
    await page.getByRole('button', { name: 'Post' }).click();
    await page
      .getByRole('article', { name: `Comment by ${user.userName}` })
      .getByText(text)
      .waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await again.inputValue()).toBe('');
    await context.close();
  });

  it('is never shown to another person who signs in on the same browser', async () => {
    const [writer, other] = await Promise.all([createUser('writer'), createUser('other')]);
    const { page, context, box } = await viewerSignedInAs(writer);
    await box.fill('Only for my own eyes');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // This page's own session is logged out from elsewhere.
    await apiPost('/account/logout', {}, { ...writer, token: token ?? '' });
    await endedInThePage(page);

    await signIn(page, other);
    await page.waitForURL(`**/reels/${videoId}`, { timeout: ROUTE_TIMEOUT });
    const again = page.getByRole('textbox', { name: 'Add a comment' });
    await again.waitFor({ timeout: ROUTE_TIMEOUT });
    // The video's comments have been read: the box is as this person left it, empty.
    await page.getByRole('list', { name: 'Comments' }).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await again.inputValue()).toBe('');
    await context.close();
  });
});

/** Opens the comments dialog of the feed's playing video and answers it. */
async function openComments(page: Page) {
  await page
    .locator('[data-state="active"]')
    .getByRole('button', { name: 'Comment', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Comments' });
  await dialog.waitFor();
  return dialog;
}

/**
 * The feed's current video's comment count, from its counter's label (`N comments`, or
 * `1 comment`: other files of the run comment on and delete from the same demo videos).
 */
const shownCommentCount = (page: Page) =>
  page
    .locator('[data-state="active"] [aria-label="Video actions"]')
    .locator('[title$=" comments"], [title$=" comment"]')
    .getAttribute('title')
    .then((title) => Number.parseInt(title ?? '', 10));

/** Resolves once the element's animations (a sheet rising or sliding in) have ended. */
const settled = (dialog: Awaited<ReturnType<typeof openComments>>) =>
  dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );

/** Whether the page's focus is on the element. */
const focused = (locator: Awaited<ReturnType<typeof openComments>>) =>
  locator.evaluate((element) => element === document.activeElement);

describe("the feed's comments sheet", () => {
  it('rises from the bottom on a phone without focusing the box; a swipe down closes it and the focus is back on Comment', async () => {
    const user = await createUser('sheet');
    const { page, context, errors } = await openPage(browser, {
      viewport: PHONE,
      user,
      touch: true,
    });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    const comment = page
      .locator('[data-state="active"]')
      .getByRole('button', { name: 'Comment', exact: true });
    await comment.tap();
    const sheet = page.getByRole('dialog', { name: 'Comments' });
    await sheet.waitFor();
    await settled(sheet);
    // A bottom sheet: the whole width, down to the screen's bottom edge, the video above it.
    const box = await sheet.boundingBox();
    expect(box?.x).toBe(0);
    expect(Math.round(box?.width ?? 0)).toBe(PHONE.width);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
    expect(box?.y ?? 0).toBeGreaterThan(PHONE.height / 5);
    // The box waits for a tap: no keyboard covers the list.
    expect(await focused(sheet.getByRole('textbox', { name: 'Add a comment' }))).toBe(false);
    await expectNoSeriousA11yViolations(page, 'comments sheet');

    // A finger drags its header down: it closes, and the focus is back where it was.
    const cdp = await context.newCDPSession(page);
    const title = await sheet.getByRole('heading', { name: 'Comments', exact: true }).boundingBox();
    const x = Math.round((title?.x ?? 0) + 10);
    const from = Math.round((title?.y ?? 0) + 5);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: y === undefined ? [] : [{ x, y, id: 1 }],
      });
    await touch('touchStart', from);
    for (const step of [1, 2, 3, 4]) await touch('touchMove', from + step * 40);
    await touch('touchEnd');
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => focused(comment)).toBe(true);

    // docs/product.md#comments: the list opens with its count; a comment says when it was
    // posted, and its Report and Delete sit in its "More actions" menu (one's own: Delete).
    await comment.tap();
    await sheet.waitFor();
    const text = `Sheet note ${Date.now()}`;
    await sheet.getByRole('textbox', { name: 'Add a comment' }).tap();
    await page.keyboard.type(text);
    await sheet.getByRole('button', { name: 'Post' }).tap();
    const mine = sheet.getByRole('article', { name: `Comment by ${user.userName}` });
    await mine.getByText(text).waitFor({ timeout: ROUTE_TIMEOUT });
    const heading = sheet.getByRole('heading', { name: /^\d[\d,]* comments?$/ });
    const counted = Number.parseInt((await heading.textContent()) ?? '', 10);
    expect(counted).toBeGreaterThan(0);
    const posted = mine.locator('time');
    expect(await posted.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await posted.textContent()).toBe('now');
    await expectNoSeriousA11yViolations(page, 'comments sheet with a comment', {
      targetSize: true,
    });
    await mine.getByRole('button', { name: 'More actions' }).tap();
    const entries = page.getByRole('menu').getByRole('menuitem');
    await entries.first().waitFor();
    expect(await entries.allTextContents()).toEqual(['Delete']);
    await entries.first().tap();
    const confirm = page.getByRole('alertdialog', { name: 'Delete comment?' });
    await confirm.getByRole('button', { name: 'Delete' }).tap();
    await mine.waitFor({ state: 'detached', timeout: ROUTE_TIMEOUT });
    await expect
      .poll(async () => Number.parseInt((await heading.textContent()) ?? '0', 10))
      .toBe(counted - 1);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(errors.list).toEqual([]);
    await context.close();
  });
});

describe("the feed's comments dialog", () => {
  for (const [name, viewport] of [
    ['1280×800', LAPTOP],
    ['390×844', PHONE],
  ] as const) {
    it(`shows the whole 350×450 emoji picker, usable, at ${name}; Escape closes the picker only`, async () => {
      const user = await createUser('emoji');
      const { page, context, errors } = await openPage(browser, { viewport, user });
      await page.goto('/reels');
      await waitForHomeFeed(page);
      const dialog = await openComments(page);
      await dialog.getByRole('button', { name: 'Add emoji' }).click();
      const picker = page.locator('.EmojiPickerReact');
      const search = picker.getByRole('textbox');
      await search.waitFor({ timeout: 15_000 });

      // The whole picker is in the window, at its full size.
      const box = await picker.boundingBox();
      expect(box).not.toBeNull();
      if (!box) return;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([350, 450]);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // Nothing covers its search field or its category bar: they take presses.
      const onTop = (selector: string) =>
        page.evaluate((sel) => {
          const element = document.querySelector(sel);
          if (!element) return false;
          const rect = element.getBoundingClientRect();
          const hit = document.elementFromPoint(
            rect.left + rect.width / 2,
            rect.top + rect.height / 2,
          );
          return hit !== null && (hit === element || element.contains(hit));
        }, selector);
      expect(await onTop('.EmojiPickerReact input')).toBe(true);
      // The emoji list scrolls under the wheel (the dialog's scroll lock lets it).
      await picker.locator('.epr-body').hover();
      await page.mouse.wheel(0, 400);
      await page.waitForFunction(
        () => (document.querySelector('.EmojiPickerReact .epr-body')?.scrollTop ?? 0) > 0,
      );
      // Its category bar takes presses (a search would leave the bar ignoring the pointer for
      // as long as it holds text, and its Escape clears the search first: not used here).
      await picker.getByRole('tab', { name: 'Smileys & People' }).click();
      await picker.getByRole('gridcell', { name: 'grinning face with sweat', exact: true }).click();
      expect(await dialog.getByRole('textbox', { name: 'Add a comment' }).inputValue()).toBe('😅');

      // Escape closes the picker only, and the focus is back on its button.
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
      expect(await dialog.isVisible()).toBe(true);
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-label') === 'Add emoji',
      );
      // Opened again, Recently Used holds the pick.
      await page.keyboard.press('Enter');
      await search.waitFor({ timeout: 15_000 });
      await picker.getByRole('tab', { name: 'Recently Used' }).click();
      await picker
        .getByRole('gridcell', { name: 'grinning face with sweat', exact: true })
        .first()
        .waitFor();
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
      // The next Escape closes the dialog.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(errors.list).toEqual([]);
      await context.close();
    });
  }

  it('moves the video’s comment count with a posted comment', async () => {
    const user = await createUser('counter');
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/reels');
    await waitForHomeFeed(page);
    const before = await shownCommentCount(page);
    const dialog = await openComments(page);
    // From the medium width, a panel along the window's right edge, its full height.
    await settled(dialog);
    const panel = await dialog.boundingBox();
    expect(Math.round((panel?.x ?? 0) + (panel?.width ?? 0))).toBe(DESKTOP.width);
    expect([Math.round(panel?.y ?? -1), Math.round(panel?.height ?? 0)]).toEqual([
      0,
      DESKTOP.height,
    ]);
    const text = `Counted ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Add a comment' }).fill(text);
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog
      .getByRole('article', { name: `Comment by ${user.userName}` })
      .getByText(text)
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await shownCommentCount(page)).toBe(before + 1);
    await context.close();
  });
});
