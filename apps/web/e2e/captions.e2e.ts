import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  baseURL,
  createUser,
  DESKTOP,
  mediaOrigin,
  openPage,
  ROUTE_TIMEOUT,
  type TestUser,
  waitForHomeFeed,
} from './support/app';
import { launchChromium } from './support/chromium';

// docs/product.md#captions
const CUE = 'Hello from the pier';
const GOOD_VTT = `WEBVTT\n\n00:00.000 --> 00:03.000\n<v Uma>${CUE}</v>\n`;

let browser: Browser;
let user: TestUser;
let dir: string;
let clip: string;

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('cara');
  // A small video made now: three seconds of test pattern, H.264.
  dir = mkdtempSync(join(tmpdir(), 'flick-captions-'));
  clip = join(dir, 'pier.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=270x480:rate=25:duration=3'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', clip],
  ]);
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function openUploadDialog(page: Page) {
  await page.goto('/search');
  await page.getByRole('button', { name: 'Upload Video' }).click({ timeout: ROUTE_TIMEOUT });
  const dialog = page.getByRole('dialog', { name: 'Upload Video' });
  await dialog.getByText('Drag and drop videos here').waitFor();
  return dialog;
}

type Item = { id: string; state: string; captionsUrl?: string };

describe('captions', () => {
  it('a bad .vtt is refused before anything is uploaded; a good one plays, C hides it, reload keeps that', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    const uploads: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (/^\/api\/(upload\/upload|video\/upload$|video\/videos\/)/.test(pathname)) {
        uploads.push(pathname);
      }
    });
    const dialog = await openUploadDialog(page);
    await dialog.locator('input[type="file"]').first().setInputFiles(clip);
    await dialog.getByLabel('Preview of the chosen video').waitFor();

    // The captions picker's native input is visually hidden behind its Choose file button.
    const captions = dialog.getByTestId('captions-file-input');
    await captions.setInputFiles({
      name: 'bad.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nNo header\n'),
    });
    await dialog.getByText('The captions file must start with a WEBVTT line.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(
      true,
    );
    expect(uploads).toEqual([]);
    // A refused file can be removed as well as replaced: the error goes and Upload is back.
    await dialog.getByRole('button', { name: 'Remove captions' }).focus();
    await page.keyboard.press('Enter');
    await dialog
      .getByText('The captions file must start with a WEBVTT line.')
      .waitFor({ state: 'detached' });
    // Remove captions went with the file: focus is on the picker's Choose file, not the dialog.
    expect(
      await dialog
        .getByRole('button', { name: 'Captions (.vtt) Choose file' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(
      false,
    );

    await captions.setInputFiles({
      name: 'pier.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(GOOD_VTT),
    });
    await dialog.getByText('pier.vtt').waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Success!' })
      .getByText('Your video has been shared.')
      .waitFor({ timeout: 20_000 });
    await page.waitForURL('**/profile', { timeout: ROUTE_TIMEOUT });
    expect(uploads.some((u) => /\/videos\/[^/]+\/captions$/.test(u))).toBe(true);

    // Wait for the server to finish the video (its rendition plays in the viewer).
    let video: Item | undefined;
    for (let i = 0; i < 120; i++) {
      const mine = await apiGet<{ data: { Items: Item[] } }>(
        `/video/user/videos/${user.userId}`,
        user,
      );
      video = mine.data.Items[0];
      if (video?.state !== 'processing') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(video?.state).toBe('ready');
    expect(video?.captionsUrl).toMatch(/\.vtt$/);

    // Where the browser read the captions file: behind the media route's redirect in the S3
    // run, the bucket (a cross-origin track, ADR 0092).
    const captionReads: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.vtt')) captionReads.push(`${response.status()} ${url.origin}`);
    });
    await page.goto(`/reels/${video?.id}`);
    const live = page.locator('[data-captions-live]');
    const cc = page.getByRole('button', { name: 'Captions' });
    await expect
      .poll(() => cc.getAttribute('aria-pressed'), { timeout: ROUTE_TIMEOUT })
      .toBe('true');
    // The cue showing now is drawn over the video, and is in the polite live region, for
    // screen readers.
    const drawn = page.locator('[data-captions-cue]');
    await expect.poll(() => live.textContent(), { timeout: 15_000 }).toBe(CUE);
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await drawn.textContent()).toBe(CUE);
    expect(captionReads).toContain(`200 ${mediaOrigin()}`);

    await page.keyboard.press('c');
    await expect.poll(() => cc.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => live.textContent()).toBe('');
    expect(await drawn.count()).toBe(0);

    await page.reload();
    await expect
      .poll(() => cc.getAttribute('aria-pressed'), { timeout: ROUTE_TIMEOUT })
      .toBe('false');
    // The track is there (hidden: the player draws cues itself), and no cue is drawn.
    expect(
      await page
        .locator('video')
        .first()
        .evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode),
    ).toBe('hidden');
    await page.waitForTimeout(1000);
    expect(await drawn.count()).toBe(0);
    await context.close();

    // On the Home feed too, where the first video is the /reels boot's element, adopted by
    // the feed's player (ADR 0062) before it adds the track. A new tab shows captions again.
    const home = await openPage(browser, { viewport: DESKTOP, user });
    await home.page.goto('/reels');
    await waitForHomeFeed(home.page);
    const active = home.page.locator('article[data-state="active"]');
    await expect
      .poll(() => active.locator('[data-captions-live]').textContent(), { timeout: 15_000 })
      .toBe(CUE);
    await home.context.close();

    // Deleting the video takes its captions file with it; the shared feed (other e2e files,
    // where C focuses the comment box) is left without a captioned video.
    const url = video?.captionsUrl as string;
    const gone = await fetch(`${baseURL()}/api/video/videos/${video?.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(gone.status).toBe(200);
    expect((await fetch(`${baseURL()}${url}`)).status).toBe(404);
  });
});
