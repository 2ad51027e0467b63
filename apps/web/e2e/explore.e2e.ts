import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
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
  shareClip,
  type TestUser,
  uniqueName,
} from './support/app';
import { launchChromium } from './support/chromium';
import { TWO_SECOND_MP4 } from './support/fixtures';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('ezra');
});
afterAll(async () => {
  await browser?.close();
});

describe('explore and hashtags', () => {
  it('pages through videos, searches in tabs, opens a post at its index and a hashtag', async () => {
    // The newest video watched once more: its tile counts the report (docs/product.md#view-counts).
    const [newest] = await newestVideos(user, 1);
    if (!newest) throw new Error('the demo world has no video');
    const read = await apiGet<{ data: { Items: Array<{ views?: number }> } }>(
      `/video/videos?videoId=${newest.id}`,
      user,
    );
    const views = (read.data.Items[0]?.views ?? 0) + 1;
    await apiPost(`/video/videos/${newest.id}/watch`, { fraction: 1 }, user);
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/explore');
    const grid = page.getByRole('list', { name: 'Videos' });
    await grid.getByRole('button').first().waitFor({ timeout: ROUTE_TIMEOUT });
    // Pages of 19 (docs/product.md#explore); Load more appends the next page.
    expect(await grid.getByRole('button').count()).toBe(19);
    // The browsing grid's tiles say their view counts, as a profile's do.
    const said = `, ${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'}, `;
    const first = grid.getByRole('button', { name: /^Open video 1[:,]/ });
    expect(await first.textContent()).toContain(said);
    await expectNoSeriousA11yViolations(page, 'explore');
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Videos"] button').length > 19,
    );

    // The post opens in the viewer at the index picked.
    await grid.getByRole('button', { name: /^Open video 3[:,]/ }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('list', { name: 'Video actions' }).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // Search: results in tabs, `all` first; clearing hides them again.
    await page.getByRole('searchbox', { name: 'Search videos, users and hashtags' }).fill('sunset');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const tabs = page.getByRole('tablist', { name: 'Search results' });
    await tabs.waitFor();
    // The search submitted is in the address, in place of the page's (docs/product.md#place-kept).
    await page.waitForURL((url) => url.pathname === '/explore' && url.search === '?q=sunset');
    expect(await tabs.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    await tabs.getByRole('tab', { name: 'Hashtags' }).click();
    await page.getByRole('link', { name: /#sunset/ }).waitFor();
    await expectNoSeriousA11yViolations(page, 'explore search');
    await page.getByRole('link', { name: /#sunset/ }).click();

    await page.waitForURL('**/hashtag/sunset', { timeout: ROUTE_TIMEOUT });
    await page.getByRole('heading', { name: '#sunset' }).waitFor({ timeout: ROUTE_TIMEOUT });
    const tagged = page.getByRole('list', { name: 'Videos tagged #sunset' });
    await tagged.getByRole('button').first().waitFor();
    expect(await tagged.getByRole('button').count()).toBeGreaterThan(0);
    await expect.poll(() => page.title(), { timeout: ROUTE_TIMEOUT }).toBe('#sunset · Flick');
    await expectNoSeriousA11yViolations(page, 'hashtag');
    expect(errors.list).toEqual([]);
    await context.close();
  });
});

describe('a hashtag whose videos the viewer does not see', () => {
  it("keeps the real count and says the viewer's mutes, blocks or filters hide them", async () => {
    const owner = await createUser('tago');
    const tag = uniqueName('harbour');
    const videoId = await shareClip(owner, {
      file: TWO_SECOND_MP4,
      caption: 'Quiet harbour',
      hashtags: [tag],
    });
    await apiPost('/account/mute', { userId: owner.userId }, user);
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto(`/hashtag/${tag}`);
    await page.getByText('1 video', { exact: true }).waitFor({ timeout: ROUTE_TIMEOUT });
    await page
      .getByText('Videos with this hashtag are hidden by your mutes, blocks or keyword filters.')
      .waitFor();
    expect(await page.getByText('No videos with this hashtag yet.').count()).toBe(0);
    await context.close();
    // The shared world goes on without the clip (other files read the newest videos).
    await fetch(`${baseURL()}/api/video/videos/${videoId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${owner.token}` },
    });
  }, 90_000);
});

type GridVideo = { id: string; userId: string; userName: string; iosUrl: string; likes: number };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until the grid's viewer dialog shows `video` (its name and its player). */
async function expectShown(page: Page, video: GridVideo | undefined): Promise<void> {
  if (!video) throw new Error('no such video in the list');
  const name = new RegExp(`^Video \\d+( of \\d+)? by ${escaped(video.userName)}(: |$)`);
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await expect
    .poll(() => dialog.locator('video').getAttribute('src'), { timeout: ROUTE_TIMEOUT })
    .toBe(video.iosUrl);
}

/** Focus is somewhere inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

/**
 * Previous and next sit clear of the player's controls (full screen, mute, the play icon,
 * the seek bar), of the comment box and of the actions, and inside the window.
 */
async function expectStepsClear(dialog: Locator, size: { width: number; height: number }) {
  // The seek bar's slider loads once the player has been painted (ADR 0125).
  await dialog.getByRole('slider', { name: 'Seek' }).waitFor();
  const boxes = await dialog.evaluate((root) => {
    const rect = (element: Element | null | undefined) => {
      const r = element?.getBoundingClientRect();
      return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom } : null;
    };
    const byName = (name: string) => root.querySelector(`button[aria-label="${name}"]`);
    return {
      steps: ['Previous video', 'Next video'].map((name) => rect(byName(name))),
      controls: [
        rect(byName('Full screen')),
        rect(byName('Mute') ?? byName('Unmute')),
        rect(root.querySelector('[role="slider"]')?.closest('[data-orientation]')),
        rect(root.querySelector('input[aria-label="Add a comment"]')),
        rect(byName('Add emoji')),
        rect(byName('Post')),
        // On a phone the actions lie on the picture too, along the same edge.
        ...['Like', 'Comment', 'Download', 'Share', 'Report'].map((name) => rect(byName(name))),
      ],
    };
  });
  const overlap = (
    a: { left: number; right: number; top: number; bottom: number },
    b: { left: number; right: number; top: number; bottom: number },
  ) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  for (const step of boxes.steps) {
    expect(step).not.toBeNull();
    if (!step) continue;
    expect(step.left).toBeGreaterThanOrEqual(0);
    expect(step.right).toBeLessThanOrEqual(size.width);
    expect(step.bottom).toBeLessThanOrEqual(size.height);
    for (const control of boxes.controls) {
      if (control) expect(overlap(step, control), JSON.stringify({ step, control })).toBe(false);
    }
  }
  expect(boxes.controls.filter(Boolean).length).toBeGreaterThanOrEqual(4);
}

describe('the viewer opened from a grid', () => {
  it('moves to the previous and next explore videos, loading the next page, and gives focus back', async () => {
    const videos = (
      await apiGet<{ data: { Items: GridVideo[] } }>('/video/videos?pageSize=38', user)
    ).data.Items;
    expect(videos.length).toBeGreaterThan(20);
    const { page, context, errors } = await openPage(browser, { viewport: LAPTOP, user });
    // The next page answers slowly, so the busy Next button can be seen (and pressed again).
    const pageReads: string[] = [];
    await page.route('**/api/video/videos?**', async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.has('id')) {
        pageReads.push(url.search);
        await new Promise((resolve) => setTimeout(resolve, 1200));
      }
      await route.continue();
    });
    await page.goto('/explore');
    const grid = page.getByRole('list', { name: 'Videos' });
    await grid.getByRole('button').first().waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await grid.getByRole('button').count()).toBe(19);

    await grid.getByRole('button', { name: /^Open video 18[:,]/ }).click();
    await expectShown(page, videos[17]);
    const dialog = page.getByRole('dialog');
    const previous = dialog.getByRole('button', { name: 'Previous video', exact: true });
    const next = dialog.getByRole('button', { name: 'Next video', exact: true });
    await expectStepsClear(dialog, LAPTOP);
    await expectNoSeriousA11yViolations(page, 'explore viewer', { targetSize: true });
    // What the polite live region reads, one entry per change of its text.
    await dialog.evaluate((root) => {
      const live = root.querySelector('[aria-live="polite"]') as HTMLElement;
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => {
        if (live.textContent) said.push(live.textContent);
      }).observe(live, { childList: true, subtree: true, characterData: true });
    });

    await previous.click();
    await expectShown(page, videos[16]);
    expect(await focusInDialog(page)).toBe(true);
    // Its own comments and actions, as opening that tile shows them.
    await dialog.getByRole('list', { name: 'Video actions' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Add a comment' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expectShown(page, videos[17]);
    await page.keyboard.press('ArrowRight');
    await expectShown(page, videos[18]);
    expect(await focusInDialog(page)).toBe(true);

    // The last loaded video: Next reads the next page (busy meanwhile), then moves on.
    expect(await next.getAttribute('aria-disabled')).toBeNull();
    await next.click();
    await expect.poll(() => next.getAttribute('aria-busy')).toBe('true');
    // A busy button is aria-disabled: pressed anyway, it does not read the page twice.
    await next.click({ force: true });
    await page.keyboard.press('ArrowDown');
    await expectShown(page, videos[19]);
    expect(await next.getAttribute('aria-busy')).toBeNull();
    expect(pageReads).toHaveLength(1);
    // Every move was announced, each with its own text (the grid's number, then the owner,
    // then the caption's start), also between two videos of one owner. The grid is paged:
    // no total, not even once its last page is read.
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said.map((text) => text.split(' by ')[0])).toEqual([
      'Video 17',
      'Video 18',
      'Video 19',
      'Video 20',
    ]);
    said.forEach((text, index) => {
      const video = videos[16 + index];
      expect(text.startsWith(`Video ${17 + index} by ${video?.userName}`)).toBe(true);
    });
    // Behind the dialog (hidden from the accessibility tree meanwhile) the grid grew.
    expect(await page.locator('[aria-label="Videos"] button').count()).toBeGreaterThan(19);

    // The comment box keeps its arrow keys.
    const input = dialog.getByRole('textbox', { name: 'Add a comment' });
    await input.fill('ab');
    await input.press('ArrowLeft');
    await input.press('ArrowUp');
    await input.press('ArrowDown');
    await expectShown(page, videos[19]);
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);

    // Closing gives focus to the tile of the video shown last, not the one first opened.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement?.getAttribute('aria-label') ??
            document.activeElement?.textContent,
        ),
      )
      .toMatch(/^Open video 20[:,]/);

    // The first video: Previous is disabled and nothing wraps around.
    await grid.getByRole('button', { name: /^Open video 1[:,]/ }).click();
    await expectShown(page, videos[0]);
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await previous.click({ force: true });
    await expectShown(page, videos[0]);

    // A like (and an unlike) in the viewer shows on the tile once the viewer closes.
    const likes = videos[0]?.likes ?? 0;
    const like = dialog.getByRole('button', { name: 'Like', exact: true });
    const firstTile = () => grid.getByRole('button', { name: /^Open video 1[:,]/ });
    const toggleLikeAndClose = async (pressed: 'true' | 'false') => {
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe(pressed);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    };
    await toggleLikeAndClose('true');
    expect(await firstTile().textContent()).toContain(
      `, ${likes + 1} ${likes + 1 === 1 ? 'like' : 'likes'}`,
    );
    await firstTile().click();
    await expectShown(page, videos[0]);
    await toggleLikeAndClose('false');
    expect(await firstTile().textContent()).toContain(
      `, ${likes} ${likes === 1 ? 'like' : 'likes'}`,
    );
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('moves through a profile grid and a hashtag grid on a phone', async () => {
    const newest = (
      await apiGet<{ data: { Items: GridVideo[] } }>('/video/videos?pageSize=38', user)
    ).data.Items;
    // The owner with the most videos.
    const counts = new Map<string, number>();
    for (const video of newest) counts.set(video.userId, (counts.get(video.userId) ?? 0) + 1);
    const [ownerId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    const owned = (
      await apiGet<{ data: { Items: GridVideo[] } }>(`/video/user/videos/${ownerId}?isDuet=0`, user)
    ).data.Items;
    expect(owned.length).toBeGreaterThanOrEqual(3);

    const { page, context, errors } = await openPage(browser, { viewport: PHONE, user });
    await page.goto(`/user/profile/${ownerId}`);
    const grid = page.getByRole('list', { name: 'Videos' });
    await grid.getByRole('button').first().waitFor({ timeout: ROUTE_TIMEOUT });
    await grid.getByRole('button', { name: /^Open video 1[:,]/ }).click();
    await expectShown(page, owned[0]);
    const dialog = page.getByRole('dialog');
    const next = dialog.getByRole('button', { name: 'Next video', exact: true });
    await expectStepsClear(dialog, PHONE);
    await next.click();
    await expectShown(page, owned[1]);
    for (let index = 2; index < owned.length; index += 1) {
      await page.keyboard.press('ArrowDown');
      await expectShown(page, owned[index]);
    }
    // The last video of the profile: Next is disabled.
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expectShown(page, owned[owned.length - 1]);
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(new RegExp(`^Open video ${owned.length}[:,]`));

    // A hashtag page: the viewer reads each video by id, and stays open while it moves.
    const tagged = (
      await apiGet<{ data: { videos: GridVideo[] } }>(
        '/discovery/hashtag/sunset?pageSize=19&pageNumber=1',
        user,
      )
    ).data.videos;
    expect(tagged.length).toBeGreaterThanOrEqual(2);
    await page.goto('/hashtag/sunset');
    const tagGrid = page.getByRole('list', { name: 'Videos tagged #sunset' });
    await tagGrid.getByRole('button').first().waitFor({ timeout: ROUTE_TIMEOUT });
    // docs/product.md#view-counts: a hashtag's tiles say how many times each was watched.
    expect(
      await tagGrid
        .getByRole('button', { name: /^Open video 1[:,].*, [\d,]+ views?, [\d,]+ likes?$/ })
        .count(),
    ).toBe(1);
    await tagGrid.getByRole('button', { name: /^Open video 1[:,]/ }).click();
    await expectShown(page, tagged[0]);
    await expectStepsClear(dialog, PHONE);
    await dialog.getByRole('button', { name: 'Next video', exact: true }).click();
    await expectShown(page, tagged[1]);
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, tagged[0]);
    await page.keyboard.press('ArrowRight');
    await expectShown(page, tagged[1]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/^Open video 2[:,]/);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('keeps previous and next clear of the player, the comment box and the actions on every grid, phone and laptop', async () => {
    const read = async (path: string) =>
      (await apiGet<{ data: { Items?: GridVideo[]; videos?: GridVideo[] } }>(path, user)).data;
    const newest = (await read('/video/videos?pageSize=19')).Items ?? [];
    const owner = newest[0]?.userId;
    const grids = [
      { path: '/explore', list: 'Videos', videos: newest },
      {
        path: `/user/profile/${owner}`,
        list: 'Videos',
        videos: (await read(`/video/user/videos/${owner}?isDuet=0`)).Items ?? [],
      },
      {
        path: '/hashtag/sunset',
        list: 'Videos tagged #sunset',
        videos: (await read('/discovery/hashtag/sunset?pageSize=19&pageNumber=1')).videos ?? [],
      },
    ];
    for (const size of [PHONE, LAPTOP]) {
      const { page, context, errors } = await openPage(browser, { viewport: size, user });
      for (const grid of grids) {
        await page.goto(grid.path);
        const list = page.getByRole('list', { name: grid.list });
        await list.getByRole('button').first().waitFor({ timeout: ROUTE_TIMEOUT });
        await list.getByRole('button', { name: /^Open video 1[:,]/ }).click();
        await expectShown(page, grid.videos[0]);
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('list', { name: 'Video actions' }).waitFor();
        await expectStepsClear(dialog, size);
        if (grid.videos.length > 1) {
          await dialog.getByRole('button', { name: 'Next video', exact: true }).click();
          await expectShown(page, grid.videos[1]);
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      expect(errors.list).toEqual([]);
      await context.close();
    }
  });
});
