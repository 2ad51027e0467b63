import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  createUser,
  DESKTOP,
  expectNoSeriousA11yViolations,
  openPage,
  PROCESSED_TEST_TIMEOUT,
  PROCESSED_TIMEOUT,
  ROUTE_TIMEOUT,
  server,
  shareClip,
  type TestUser,
  uniqueName,
  waitForHomeFeed,
} from './support/app';
import { launchChromium } from './support/chromium';
import { SIXTY_ONE_SECOND_MP4, TWO_SECOND_MP4 } from './support/fixtures';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('uma');
});
afterAll(async () => {
  await browser?.close();
});

async function openUploadDialog(page: Page) {
  await page.goto('/search');
  // The page's search field, focused when it comes (its store loads on use), is there first:
  // coming under an open dialog, it took the focus the dialog gives back when it closes.
  await page.getByRole('searchbox', { name: 'Search users' }).waitFor({ timeout: ROUTE_TIMEOUT });
  await page.getByRole('button', { name: 'Upload Video' }).click({ timeout: ROUTE_TIMEOUT });
  const dialog = page.getByRole('dialog', { name: 'Upload Video' });
  await dialog.getByText('Drag and drop videos here').waitFor();
  return dialog;
}

describe('upload dialog', () => {
  it('refuses a file that is not a video', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    const dialog = await openUploadDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a video'),
    });
    await page.getByText('Only video files are allowed.').first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('refuses a 61-second video', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    const dialog = await openUploadDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles(SIXTY_ONE_SECOND_MP4);
    await page.getByText('Video duration must be less than 1 minute.').first().waitFor();
    await context.close();
  });

  it('closing mid-upload cancels it: Upload cancelled., no video, no stored file left', async () => {
    // Files the server keeps (public media, private originals, their scratch areas).
    const stored = async () => {
      const names: string[] = [];
      for (const area of [
        'media',
        'originals',
        'media/.incoming',
        'originals/.incoming',
        // Unfinished resumable uploads (ADR 0097).
        'resumable',
      ]) {
        const dir = join(server().dataDir, area);
        for (const name of await readdir(dir).catch(() => [] as string[])) {
          if (name !== '.incoming') names.push(`${area}/${name}`);
        }
      }
      return names;
    };
    const canceller = await createUser('cancel');
    const { page, context, errors } = await openPage(browser, {
      viewport: DESKTOP,
      user: canceller,
    });
    const dialog = await openUploadDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles(TWO_SECOND_MP4);
    await dialog.getByLabel('Preview of the chosen video').waitFor();
    const before = await stored();
    // A slow uplink (8 KB/s), so the video is still on its way when the dialog closes.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024,
    });
    const thumb = page.waitForResponse((r) => r.url().endsWith('/upload/thumb'));
    // The video file goes resumably (tus): its bytes are on their way once the PATCH is.
    const video = page.waitForRequest(
      (r) => r.url().includes('/upload/tus/') && r.method() === 'PATCH',
    );
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const [thumbName] = (await (await thumb).json()) as string[];
    await video;
    await page.keyboard.press('Escape');
    await page.getByText('Upload cancelled.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the dialog.
    expect(
      await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      ),
    ).toMatch(/Upload Video/);
    // No record, and once the server has noticed the aborted request, no file: neither the
    // thumbnail it stored nor anything of the video, scratch files included.
    const videos = await apiGet<{ data: { Items: unknown[] } }>(
      `/video/user/videos/${canceller.userId}`,
      canceller,
    );
    expect(videos.data.Items).toEqual([]);
    const leftovers = async () => (await stored()).filter((n) => !before.includes(n));
    for (let i = 0; i < 100 && (await leftovers()).length > 0; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await leftovers()).toEqual([]);
    expect(await stored()).not.toContain(`media/${thumbName}`);
    expect(await page.getByText('Video uploaded successfully!').count()).toBe(0);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('uploads a real video: preview, Success!, then on the profile and first in the feed', {
    timeout: PROCESSED_TEST_TIMEOUT,
  }, async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    const dialog = await openUploadDialog(page);
    await expectNoSeriousA11yViolations(page, 'upload dialog');
    await dialog.locator('input[type="file"]').setInputFiles(TWO_SECOND_MP4);
    await dialog.getByLabel('Preview of the chosen video').waitFor();
    await dialog.getByRole('button', { name: 'Back' }).waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    // The finished dialog is named by its `Success!` heading.
    const done = page.getByRole('dialog', { name: 'Success!' });
    await done.getByText('Your video has been shared.').waitFor({ timeout: 20_000 });
    await page.getByText('Video uploaded successfully!').waitFor();
    // docs/product.md#upload-dialog: it closes after 2 s and goes to /profile.
    await done.waitFor({ state: 'detached', timeout: 5_000 });
    await page.waitForURL('**/profile', { timeout: ROUTE_TIMEOUT });

    // The new video is the profile's first tile.
    await page
      .getByRole('list', { name: 'Videos' })
      .getByRole('button', { name: /^Open video 1/ })
      .waitFor({ timeout: PROCESSED_TIMEOUT });
    expect(await page.getByRole('list', { name: 'Videos' }).getByRole('button').count()).toBe(1);
    // …and it is the newest video of the home feed.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page
      .getByText(new RegExp(`^Video 1 of \\d+: Video by ${user.userName}$`))
      .waitFor({ state: 'attached', timeout: ROUTE_TIMEOUT });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('an upload cut off by the network going offline goes on when it is back, to Success!; meanwhile the dialog may close, the shell shows it and leaving asks first', async () => {
    // ADR 0097: the video file goes with tus; after a failure the client asks the server
    // where it stands (HEAD) and sends only the rest.
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    const dialog = await openUploadDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles(TWO_SECOND_MP4);
    await dialog.getByLabel('Preview of the chosen video').waitFor();
    const tus: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/upload/tus')) tus.push(r.method());
    });
    // A slow uplink (2 KB/s: the 27 KB file takes over 10 s), so the file is still on its way
    // when the network goes.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 2 * 1024,
    });
    const patch = page.waitForRequest(
      (r) => r.url().includes('/upload/tus/') && r.method() === 'PATCH',
    );
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await patch;
    // The dialog may close while the bytes go on: a small card in the shell shows the upload.
    await dialog.getByRole('button', { name: 'Continue in background' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('region', { name: 'Upload in progress' });
    const cardText = card.getByRole('button', { name: /^Uploading\.\.\. \d+%$/ });
    await cardText.waitFor({ timeout: ROUTE_TIMEOUT });
    // Leaving the page now asks first (the browser's own question); staying keeps it going.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (question) => {
        resolve(question.type());
        void question.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    // Pressed, the card shows the dialog again, still uploading.
    await cardText.click();
    await dialog.getByText('Uploading...').waitFor();
    await context.setOffline(true);
    await page.waitForTimeout(500);
    await context.setOffline(false);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const done = page.getByRole('dialog', { name: 'Success!' });
    await done.getByText('Your video has been shared.').waitFor({ timeout: 30_000 });
    // One upload, not a second one: cut mid-PATCH, it asked where it stood and sent the
    // rest. (Chromium's throttling holds an upload's body back whole, so the server may
    // have no byte of it yet; the server's and the stores' tests check the offsets.)
    expect(tus).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
    expect(errors.list).toEqual([]);
    await context.close();
  }, 60_000);

  it('takes a #tag and an @mention chosen with the keyboard; the caption links both and the tag page lists it', async () => {
    // docs/product.md#caption-hashtags-and-mentions
    // The demo world's most used tag (apps/server/src/seed/demoData.ts).
    const tag = 'sunset';
    const friend = await createUser('pal');
    const author = await createUser('cap');
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: author });
    const dialog = await openUploadDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles(TWO_SECOND_MP4);
    await dialog.getByLabel('Preview of the chosen video').waitFor();

    const caption = dialog.getByRole('combobox', { name: 'Caption' });
    await caption.focus();
    await page.keyboard.type(`Pier at dusk #${tag}`);
    await dialog.getByRole('option', { name: new RegExp(`^#${tag} `) }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type(`with @${friend.userName.slice(0, -1)}`);
    await dialog.getByRole('option', { name: new RegExp(`^@${friend.userName} `) }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await caption.inputValue()).toBe(`Pier at dusk #${tag} with @${friend.userName} `);
    await expectNoSeriousA11yViolations(page, 'upload dialog with a caption');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Video uploaded successfully!').waitFor({ timeout: 20_000 });

    // Once processed, its page shows the caption with both as links.
    let videoId = '';
    for (let i = 0; i < 120 && !videoId; i += 1) {
      const mine = await apiGet<{ data: { Items: Array<{ id: string; state: string }> } }>(
        `/video/user/videos/${author.userId}`,
        author,
      );
      const ready = mine.data.Items.find((v) => v.state === 'ready');
      if (ready) videoId = ready.id;
      else await new Promise((r) => setTimeout(r, 500));
    }
    expect(videoId).not.toBe('');
    await page.goto(`/reels/${videoId}`);
    const mention = page.getByRole('link', { name: `@${friend.userName}`, exact: true });
    await mention.waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await mention.getAttribute('href')).toBe(`/user/profile/${friend.userId}`);
    await page.getByRole('link', { name: `#${tag}`, exact: true }).click();
    await page.waitForURL(`**/hashtag/${tag}`, { timeout: ROUTE_TIMEOUT });
    // Newest first: the new video leads the tag's page.
    await page
      .getByRole('button', { name: /^Open video 1: Pier at dusk/ })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    expect(errors.list).toEqual([]);
    await context.close();
  }, 90_000);

  it("schedules a video: marked Scheduled on its owner's profile, listed for others at its time", async () => {
    // docs/product.md#drafts-and-scheduled-videos: the time is chosen in the dialog, ~15 s
    // ahead (the date-time input takes seconds); nobody else sees the video before it, and the
    // server's publish job lists it at it (polled here through another person's API reads).
    const creator = await createUser('sched');
    const viewer = await createUser('watch');
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: creator });
    const dialog = await openUploadDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles(TWO_SECOND_MP4);
    await dialog.getByRole('radio', { name: 'Schedule' }).check();
    await expectNoSeriousA11yViolations(page, 'upload dialog, scheduling');
    const { value, at } = await page.evaluate(() => {
      const when = new Date(Date.now() + 15_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return {
        value: `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}:${pad(when.getSeconds())}`,
        at: Math.floor(when.getTime() / 1000) * 1000,
      };
    });
    await dialog.getByLabel('Date and time (your time zone)').fill(value);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Success!' });
    await done.getByText('Your video is scheduled.', { exact: false }).waitFor({ timeout: 20_000 });
    await page.waitForURL('**/profile', { timeout: ROUTE_TIMEOUT });
    await page
      .getByRole('list', { name: 'Videos' })
      .getByRole('button', { name: /^Open video 1.*, Scheduled for / })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    const othersSee = async () =>
      (await apiGet<{ data: { Items: unknown[] } }>(`/video/user/videos/${creator.userId}`, viewer))
        .data.Items.length;
    expect(Date.now()).toBeLessThan(at);
    expect(await othersSee()).toBe(0);
    while ((await othersSee()) === 0) {
      expect(Date.now() - at, 'listed within 10 s of its time').toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    expect(errors.list).toEqual([]);
    await context.close();
  }, 60_000);

  it('closes with Escape', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    const dialog = await openUploadDialog(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});

// The owner's own controls: the same Post now (docs/product.md#drafts-and-scheduled-videos),
// Insights, Edit and Delete video wherever their video plays (docs/product.md#editing-a-video).
describe("the owner's controls", () => {
  it('posts a draft now from the profile grid viewer: its Draft badge goes', async () => {
    const owner = await createUser('drafter');
    const caption = `Quiet harbour ${uniqueName('draft')}`;
    await shareClip(owner, { file: TWO_SECOND_MP4, caption, publication: 'draft' });
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: owner });
    await page.goto('/profile');
    const grid = page.getByRole('list', { name: 'Videos' });
    const tile = grid.getByRole('button', {
      name: `Open video 1: ${caption}, 0 views, 0 likes, Draft`,
    });
    await tile.waitFor({ timeout: ROUTE_TIMEOUT });
    await tile.click();
    const viewer = page.getByRole('dialog', { name: /by / });
    await viewer.getByRole('button', { name: 'Post now' }).click({ timeout: ROUTE_TIMEOUT });
    await page.getByText('Video posted.').waitFor({ timeout: ROUTE_TIMEOUT });
    await viewer.getByRole('button', { name: 'Post now' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await grid
      .getByRole('button', { name: `Open video 1: ${caption}, 0 views, 0 likes` })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await grid.getByText('Draft', { exact: true }).count()).toBe(0);
    expect(errors.list).toEqual([]);
    await context.close();
  }, 90_000);

  it("offers the owner Edit, Insights and Delete on their video in the home feed, as the viewer does; an edit there (caption and cover) shows on explore's tile", async () => {
    const owner = await createUser('feedowner');
    const caption = `Harbour at dawn ${uniqueName('feed')}`;
    await shareClip(owner, { file: TWO_SECOND_MP4, caption });
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: owner });
    // Explore's grid is read first and kept: the edit must reach it (ADR 0095's video events).
    await page.goto('/explore');
    const exploreTile = (text: string) =>
      page
        .getByRole('list', { name: 'Videos' })
        .getByRole('button', { name: new RegExp(`^Open video \\d+: ${text},`) });
    await exploreTile(caption).waitFor({ timeout: ROUTE_TIMEOUT });
    const posterOf = (text: string) => exploreTile(text).locator('img').getAttribute('src');
    const posterBefore = await posterOf(caption);
    await page.getByRole('link', { name: 'Home' }).first().click();
    await waitForHomeFeed(page);
    // The newest video of the home feed is theirs.
    const own = page
      .getByRole('feed', { name: 'Home feed' })
      .getByRole('article', { name: `Video by ${owner.userName}` });
    await own.getByRole('button', { name: 'Edit' }).click({ timeout: ROUTE_TIMEOUT });
    const sheet = page.getByRole('dialog', { name: 'Edit video' });
    const field = sheet.getByRole('combobox', { name: 'Caption' });
    await field.fill(`${caption} edited`);
    // A new cover frame from the processed video, picked with the keyboard.
    const cover = sheet.getByRole('slider', { name: 'Cover frame' });
    await expect.poll(() => cover.isEnabled(), { timeout: ROUTE_TIMEOUT }).toBe(true);
    await cover.focus();
    await page.keyboard.press('End');
    expect(await cover.getAttribute('aria-valuetext')).not.toBe('Default frame');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Video updated.').waitFor({ timeout: ROUTE_TIMEOUT });
    await own.getByText(`${caption} edited`).waitFor({ timeout: ROUTE_TIMEOUT });
    await page.getByRole('link', { name: 'Explore' }).first().click();
    await exploreTile(`${caption} edited`).waitFor({ timeout: ROUTE_TIMEOUT });
    // Explore's tile shows the new cover: a new poster address.
    expect(await posterOf(`${caption} edited`)).not.toBe(posterBefore);
    await page.getByRole('link', { name: 'Home' }).first().click();
    await waitForHomeFeed(page);

    await own.getByRole('button', { name: 'Insights' }).click();
    const insights = page.getByRole('dialog', { name: 'Insights' });
    await insights.locator('dt:text-is("Views") + dd').waitFor({ timeout: ROUTE_TIMEOUT });
    await page.keyboard.press('Escape');
    await insights.waitFor({ state: 'detached' });

    await own.getByRole('button', { name: 'Delete video' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete video?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Video deleted.').waitFor({ timeout: ROUTE_TIMEOUT });
    await own.waitFor({ state: 'detached', timeout: ROUTE_TIMEOUT });
    expect(errors.list).toEqual([]);
    await context.close();
  }, 90_000);
});
