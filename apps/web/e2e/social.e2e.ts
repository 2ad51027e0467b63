import type { Browser, Locator } from 'playwright-core';
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

/** How long the search test holds the results after its reload. */
const SLOW_RESULTS_MS = 6000;

let browser: Browser;
let sam: TestUser;
let nora: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  sam = await createUser('sam', { firstName: 'Sam', lastName: 'Searcher' });
  nora = await createUser('nora', { firstName: 'Nora', lastName: 'Noticed' });
});
afterAll(async () => {
  await browser?.close();
});

describe('search, follow and live notifications', () => {
  it('searches after a 300 ms pause, follows, and the followed user sees it live', async () => {
    // Nora watches her notifications in her own browser context.
    const noraSide = await openPage(browser, { viewport: PHONE, user: nora });
    await noraSide.page.goto('/notification');
    await noraSide.page
      .getByRole('heading', { name: 'Notifications' })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await noraSide.page.getByText('No notifications yet.').waitFor();

    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: sam });
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/discovery/discovery')) searches.push(request.url());
    });
    await page.goto('/search');
    const box = page.getByPlaceholder('Search users...');
    await box.waitFor({ timeout: ROUTE_TIMEOUT });
    await page.getByText('Start typing to search for users.').waitFor();
    await expectNoSeriousA11yViolations(page, 'search (empty)');

    await box.pressSequentially('zzqx-nobody', { delay: 40 });
    // Keys 40 ms apart are debounced (300 ms) into one search for the whole word, not one per
    // key; a stall of the machine between two keys may add one, whose answer ("No users
    // found." too) can come before the whole word's search is even asked: wait for that one.
    const lastSearch = () => new URL(searches.at(-1) ?? 'http://x/').searchParams.get('search');
    await expect.poll(lastSearch, { timeout: ROUTE_TIMEOUT }).toBe('zzqx-nobody');
    await page.getByText('No users found.').waitFor();
    expect(searches.length).toBeGreaterThanOrEqual(1);
    expect(searches.length).toBeLessThanOrEqual(2);
    searches.length = 0;

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByText('Start typing to search for users.').waitFor();
    await box.pressSequentially(nora.userName, { delay: 40 });
    const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({
      hasText: nora.userName,
    });
    await row.getByRole('link', { name: /Nora Noticed/ }).waitFor();
    expect(searches.length).toBeLessThanOrEqual(2);
    await expectNoSeriousA11yViolations(page, 'search (results)');

    await row.getByRole('button', { name: 'Follow' }).click();
    await row.getByRole('button', { name: 'Following' }).waitFor();

    // Nora's open page gets the notification over the stream, without a reload.
    await noraSide.page.getByText(/started following you/).waitFor({ timeout: 10_000 });
    await noraSide.page.getByText(sam.userName).first().waitFor();
    await expectNoSeriousA11yViolations(noraSide.page, 'notifications');

    expect(errors.list).toEqual([]);
    expect(noraSide.errors.list).toEqual([]);
    await context.close();
    await noraSide.context.close();
  });

  it('lists the follow in the boxes and unfollows after confirming', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: sam });
    await page.goto('/profile');
    await page.getByRole('heading', { name: sam.userName }).waitFor({ timeout: ROUTE_TIMEOUT });
    await expectNoSeriousA11yViolations(page, 'own profile');
    await page.getByRole('button', { name: '1 following' }).click();
    const box = page.getByRole('dialog', { name: 'Following' });
    const row = box.getByRole('listitem').filter({ hasText: nora.userName });
    await row.waitFor();
    await row.getByRole('button', { name: 'Following' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Unfollow @${nora.userName}?` });
    await confirm.getByRole('button', { name: 'Unfollow' }).click();
    // Unfollowing from the following list removes the entry
    // (docs/product.md#follower-and-following-lists).
    await row.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });

    // Nora's profile: follow again from her header, then unfollow with the confirmation.
    await page.goto(`/user/profile/${nora.userId}`);
    await page.getByRole('heading', { name: nora.userName }).waitFor({ timeout: ROUTE_TIMEOUT });
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: '1 follower' }).waitFor();
    await page.getByRole('button', { name: 'Following', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: `Unfollow @${nora.userName}?` })
      .getByRole('button', { name: 'Unfollow' })
      .click();
    await page.getByRole('button', { name: '0 followers' }).waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'other profile');
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('counts a new notification on the badge, marks it New once on opening, and shows it read after', async () => {
    const tess = await createUser('tess', { firstName: 'Tess', lastName: 'Tally' });
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: tess });
    const stream = page.waitForResponse((response) =>
      response.url().includes('/notification/stream'),
    );
    await page.goto('/search');
    await page.getByPlaceholder('Search users...').waitFor({ timeout: ROUTE_TIMEOUT });
    await stream;
    const nav = page.getByRole('navigation', { name: 'Main' });

    // Sam follows Tess while she is on another page: the badge counts it.
    await apiPost('/account/follow', { userId: tess.userId }, sam);
    await nav.getByRole('link', { name: 'Notifications (1 new)' }).waitFor({ timeout: 10_000 });

    const marked = page.waitForResponse(
      (response) =>
        response.url().endsWith('/notification/read') && response.request().method() === 'POST',
    );
    await nav.getByRole('link', { name: 'Notifications (1 new)' }).click();
    const list = page.getByRole('list', { name: 'Notifications' });
    const samsFollow = list.getByRole('listitem').filter({ hasText: sam.userName });
    await samsFollow.waitFor({ timeout: ROUTE_TIMEOUT });
    // Marked new for this visit, while the badge is already clear.
    await samsFollow.getByText('New:', { exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    expect((await marked).status()).toBe(200);

    // Nora follows while the page is open: new in the list, the badge stays clear.
    const markedLive = page.waitForResponse((response) =>
      response.url().endsWith('/notification/read'),
    );
    await apiPost('/account/follow', { userId: tess.userId }, nora);
    const norasFollow = list.getByRole('listitem').filter({ hasText: nora.userName });
    await norasFollow.getByText('New:', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await nav.getByRole('link', { name: /^Notifications \(/ }).count()).toBe(0);
    expect((await markedLive).status()).toBe(200);

    // Back later (in the app, then after a reload): both are there, neither marked New.
    await nav.getByRole('link', { name: 'Search' }).click();
    await page.getByPlaceholder('Search users...').waitFor({ timeout: ROUTE_TIMEOUT });
    for (const reopen of [
      () => nav.getByRole('link', { name: 'Notifications', exact: true }).click(),
      () => page.goto('/notification'),
    ]) {
      const listed = page.waitForResponse(
        (response) =>
          response.url().endsWith('/notification') && response.request().method() === 'GET',
      );
      await reopen();
      await listed;
      await norasFollow.waitFor({ timeout: ROUTE_TIMEOUT });
      await samsFollow.waitFor();
      expect(await list.getByText('New:').count()).toBe(0);
      await nav.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    }

    expect(errors.list).toEqual([]);

    // Someone follows while the app is closed: opened again, it starts with the badge.
    await page.close();
    const uma = await createUser('uma', { firstName: 'Uma', lastName: 'Usher' });
    await apiPost('/account/follow', { userId: tess.userId }, uma);
    const reopened = await context.newPage();
    await reopened.goto('/search');
    const badge = (tab: typeof page, name: string) =>
      tab
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name, exact: true })
        .waitFor({ timeout: ROUTE_TIMEOUT });
    await badge(reopened, 'Notifications (1 new)');

    // Read in one tab, the other tab's badge clears too.
    const second = await context.newPage();
    await second.goto('/search');
    await badge(second, 'Notifications (1 new)');
    await reopened
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Notifications (1 new)' })
      .click();
    await badge(second, 'Notifications');
    await context.close();
  });
  it('keeps the Notifications list at its scroll offset through a page switch and Back (desktop)', async () => {
    // Enough follows for the list to scroll at 900 px.
    const FANS = 15;
    const [vera, ...followers] = await Promise.all(
      Array.from({ length: FANS + 1 }, (_, n) =>
        createUser(n === 0 ? 'vera' : 'fan', { firstName: 'Fan', lastName: `Number${n}` }),
      ),
    );
    if (!vera) throw new Error('no user');
    await Promise.all(
      followers.map((fan) => apiPost('/account/follow', { userId: vera.userId }, fan)),
    );
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: vera });
    await page.goto('/notification');
    const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect.poll(() => items.count(), { timeout: ROUTE_TIMEOUT }).toBe(FANS);
    const offset = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return window.scrollY;
    });
    expect(offset).toBeGreaterThan(100);

    // To Search and Back: the list where it was left, once it is read again.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Search' })
      .click();
    await page.getByPlaceholder('Search users...').waitFor({ timeout: ROUTE_TIMEOUT });
    await page.goBack();
    await items.nth(FANS - 1).waitFor({ timeout: ROUTE_TIMEOUT });
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: ROUTE_TIMEOUT })
      .toBe(offset);
    expect(errors.list).toEqual([]);
    await context.close();
  });
});

describe('profiles and discovery', () => {
  it('keeps a phone profile header on tidy rows, with Report and Block in its More menu', async () => {
    const [viewer, owner] = [await createUser('phv'), await createUser('pho')];
    const { page, context } = await openPage(browser, {
      viewport: PHONE,
      touch: true,
      user: viewer,
    });
    await page.goto(`/user/profile/${owner.userId}`);
    await page.getByRole('heading', { name: owner.userName }).waitFor({ timeout: ROUTE_TIMEOUT });
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    const more = page.getByRole('button', { name: 'More', exact: true });
    const [followBox, moreBox] = [await follow.boundingBox(), await more.boundingBox()];
    // Follow and More share one row under the name; nothing pushes the page sideways.
    expect(Math.abs((followBox?.y ?? 0) - (moreBox?.y ?? 100))).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await page.getByText(/^\d[\d,]* likes?$/).count()).toBe(1);
    expect(await page.getByRole('button', { name: `Block ${owner.userName}` }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'phone profile header', { targetSize: true });

    await more.tap();
    await page.getByRole('menuitem', { name: 'Report' }).waitFor();
    await page.getByRole('menuitem', { name: 'Block' }).tap();
    const confirm = page.getByRole('alertdialog', { name: `Block @${owner.userName}?` });
    await confirm
      .getByText("They won't be able to find your profile or see your videos.")
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByText('Blocked', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it.each([
    { device: 'a desktop', viewport: DESKTOP, touch: false },
    { device: 'a touch phone', viewport: PHONE, touch: true },
  ])(
    'suggests accounts on an empty search, saves a video privately and offers an upload on an empty profile, on $device',
    async ({ viewport, touch }) => {
      const fresh = await createUser('fresh');
      const [video] = await newestVideos(fresh, 1);
      if (!video) throw new Error('the demo world has no videos');
      const { page, context } = await openPage(browser, { viewport, user: fresh, touch });
      const press = (target: Locator) => (touch ? target.tap() : target.click());

      await page.goto('/search');
      await page.getByText('Start typing to search for users.').waitFor({ timeout: ROUTE_TIMEOUT });
      const suggested = page.getByRole('list', { name: 'Suggested accounts' });
      await suggested.waitFor();
      expect(
        await suggested.getByRole('button', { name: 'Follow', exact: true }).count(),
      ).toBeGreaterThan(0);
      await page
        .getByRole('list', { name: 'Trending hashtags' })
        .getByRole('link')
        .first()
        .waitFor();
      await expectNoSeriousA11yViolations(page, 'search suggestions', { targetSize: true });

      await page.goto(`/reels/${video.id}`);
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await save.waitFor({ timeout: ROUTE_TIMEOUT });
      await page.waitForFunction(
        () => !document.querySelector('button[data-state="unsaved"][aria-busy="true"]'),
      );
      await press(save);
      await page.getByRole('button', { name: 'Saved', exact: true, pressed: true }).waitFor();
      await page
        .getByText(/ · [\d,]+ views?$/)
        .first()
        .waitFor();

      await page.goto('/profile');
      const upload = page.getByRole('button', { name: 'Upload video', exact: true });
      await upload.waitFor({ timeout: ROUTE_TIMEOUT });
      await expectNoSeriousA11yViolations(page, 'own empty profile', { targetSize: true });
      await press(upload);
      const dialog = page.getByRole('dialog', { name: 'Upload Video' });
      await dialog.getByText('Drag and drop videos here').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await press(page.getByRole('tab', { name: 'Saved' }));
      const saved = page.getByRole('list', { name: 'Saved videos' });
      await saved
        .getByRole('button', { name: /^Open video 1: .*, [\d,]+ views?, [\d,]+ likes?$/ })
        .waitFor();
      expect(await saved.getByRole('listitem').count()).toBe(1);
      await expectNoSeriousA11yViolations(page, 'saved videos tab', { targetSize: true });
      await context.close();
    },
  );
  it('keeps a search in its address: a reload shows the same results at the same offset (phone, touch)', async () => {
    // Enough people answering one text for the results to scroll on a phone.
    const surname = `Kept${uniqueName('q').slice(1, 9)}`;
    await Promise.all(
      Array.from({ length: 14 }, () =>
        createUser('kept', { firstName: 'Kept', lastName: surname }),
      ),
    );
    const { page, context, errors } = await openPage(browser, {
      viewport: PHONE,
      touch: true,
      user: sam,
    });
    await page.goto('/search');
    await page.getByText('Start typing to search for users.').waitFor({ timeout: ROUTE_TIMEOUT });
    const entries = await page.evaluate(() => window.history.length);
    await page.getByPlaceholder('Search users...').fill(surname.toLowerCase());
    const rows = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await expect.poll(() => rows.count(), { timeout: ROUTE_TIMEOUT }).toBe(14);
    // The search is in the address, written in place: no history entry of its own.
    expect(new URL(page.url()).searchParams.get('q')).toBe(surname.toLowerCase());
    expect(await page.evaluate(() => window.history.length)).toBe(entries);

    const offset = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return window.scrollY;
    });
    expect(offset).toBeGreaterThan(100);
    // The results come back slowly after the reload (past the 5 s a former version sought the
    // offset for): the page is still scrolled to it once they are there.
    const searches = '**/api/discovery/discovery?**';
    await page.route(searches, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_RESULTS_MS));
      await route.continue();
    });
    await page.reload();
    await expect
      .poll(() => page.getByPlaceholder('Search users...').inputValue(), {
        timeout: ROUTE_TIMEOUT,
      })
      .toBe(surname.toLowerCase());
    await expect.poll(() => rows.count(), { timeout: SLOW_RESULTS_MS + ROUTE_TIMEOUT }).toBe(14);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: ROUTE_TIMEOUT })
      .toBe(offset);
    await page.unroute(searches);

    // Emptied, the box takes `q` out of the address.
    await page.getByRole('button', { name: 'Clear search' }).tap();
    await page.getByText('Start typing to search for users.').waitFor();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
    expect(errors.list).toEqual([]);
    await context.close();
  });
});
