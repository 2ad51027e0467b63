import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFileName } from '../../../packages/stores/src/video/downloading';
import { DOWNLOAD_FILE_NAME } from '../../../packages/stores/src/video/VideoModel';
import {
  apiGet,
  apiPost,
  baseURL,
  createUser,
  DESKTOP,
  downloadSpeed,
  expectNoSeriousA11yViolations,
  mediaOrigin,
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
let videoId: string;
/** The name the viewer's video downloads under (its caption's, else its author's). */
let fileName: string;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('vera');
  const [first] = await newestVideos(user, 1);
  if (!first) throw new Error('the demo world has no videos');
  videoId = first.id;
  fileName = downloadFileName(first, DOWNLOAD_FILE_NAME);
});
afterAll(async () => {
  await browser?.close();
});

describe('video viewer /reels/{id}', () => {
  it('posts a comment with an emoji, likes and unlikes it and the video, downloads and shares', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/reels/${videoId}`);
    const actions = page.getByRole('list', { name: 'Video actions' });
    await actions.waitFor({ timeout: ROUTE_TIMEOUT });
    await expectNoSeriousA11yViolations(page, 'viewer', { targetSize: true });

    // Comment with an emoji from the picker.
    const input = page.getByRole('textbox', { name: 'Add a comment' });
    await input.fill('Lovely light ');
    await page.getByRole('button', { name: 'Add emoji' }).click();
    const emoji = page.getByRole('gridcell', { name: 'grinning face with sweat', exact: true });
    await emoji.waitFor({ timeout: 15_000 });
    await emoji.click();
    expect(await input.inputValue()).toBe('Lovely light 😅');
    // Escape closes the picker (it stays open for more emoji until then).
    await page.keyboard.press('Escape');
    await emoji.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Post' }).click();
    const comment = page.getByRole('article', { name: `Comment by ${user.userName}` });
    await comment.getByText('Lovely light 😅').waitFor();
    expect(await input.inputValue()).toBe('');

    // Like and unlike the comment.
    const likeComment = comment.getByRole('button', { name: 'Like comment' });
    await likeComment.click();
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(`[aria-label="Comment by ${name}"] button[aria-label="Like comment"]`)
          ?.getAttribute('aria-pressed') === 'true',
      user.userName,
    );
    await likeComment.click();
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(`[aria-label="Comment by ${name}"] button[aria-label="Like comment"]`)
          ?.getAttribute('aria-pressed') === 'false',
      user.userName,
    );

    // Like and unlike the video: the count moves by one each way.
    const like = actions.getByRole('button', { name: 'Like' });
    const likesBefore = Number(await actions.locator('li').first().textContent());
    await like.click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[aria-label="Video actions"] button[aria-label="Like"]')
          ?.getAttribute('aria-pressed') === 'true',
    );
    expect(Number(await actions.locator('li').first().textContent())).toBe(likesBefore + 1);
    await like.click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[aria-label="Video actions"] button[aria-label="Like"]')
          ?.getAttribute('aria-pressed') === 'false',
    );
    expect(Number(await actions.locator('li').first().textContent())).toBe(likesBefore);

    // Download: the count is recorded, then the browser saves the file named after the
    // caption, fetched (in the S3 run from the bucket, behind the media route's redirect:
    // ADR 0092), its progress in a toast that goes once it is saved.
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'fetch') return;
      const url = new URL(response.url());
      if (url.pathname.endsWith('.mp4')) fetched.push(`${response.status()} ${url.origin}`);
    });
    // The file comes slowly here (100 kB/s), so its progress can be read in the toast.
    const throttle = await downloadSpeed(context, page);
    await throttle(100_000);
    const download = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Download' }).click();
    await page
      .getByText(new RegExp(`^Downloading ${fileName.replace(/[.]/g, '\\.')}\\.\\.\\. \\d+%$`))
      .waitFor({ timeout: ROUTE_TIMEOUT });
    const file = await download;
    await throttle(-1);
    expect(file.suggestedFilename()).toBe(fileName);
    expect(fileName).toMatch(/^[\p{L}\p{N}-]+\.mp4$/u);
    await page.getByText(`Downloading ${fileName}...`).waitFor({ state: 'detached' });
    const saved = await file.path();
    expect(readFileSync(saved).subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(fetched).toContain(`200 ${mediaOrigin()}`);

    // Share: counted (+1 after the 201), then the link is handed over: desktop Chromium has
    // no share sheet, so it is copied and the toast says so.
    const shareCount = () =>
      actions
        .locator('span[title$=" shares"]')
        .getAttribute('title')
        .then((title) => Number.parseInt(title ?? '', 10));
    const sharesBefore = await shareCount();
    await actions.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied!', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The public watch page (docs/product.md#watch-page), which opens for anyone.
    expect(new URL(copied).pathname).toBe(`/watch/${videoId}`);
    expect(await shareCount()).toBe(sharesBefore + 1);

    expect(errors.list).toEqual([]);
    await context.close();
  });

  it("lets an approved follower play, read the captions of and download a private account's video, until they stop following", async () => {
    // A private account's files open only through addresses signed for the reader (ADR 0090);
    // in the S3 run they come from the bucket behind the media route's redirect (ADR 0092).
    const owner = await createUser('pia');
    const fan = await createUser('fox');
    const send = (method: string, path: string, who: TestUser, body: unknown) =>
      fetch(`${baseURL()}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
        body: JSON.stringify(body),
      });
    expect((await send('PATCH', '/account/me', owner, { isPrivate: true })).status).toBe(200);
    await apiPost('/account/follow', { userId: owner.userId }, fan);
    await apiPost(`/account/follow-requests/${fan.userId}`, {}, owner);
    const cue = 'Only for followers';
    const privateId = await shareClip(owner, {
      file: TWO_SECOND_MP4,
      caption: uniqueName('quiet'),
      captions: `WEBVTT\n\n00:00.000 --> 00:03.000\n${cue}\n`,
    });

    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: fan });
    const reads: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (/\.(mp4|vtt)$/.test(url.pathname)) reads.push(`${response.status()} ${url.origin}`);
    });
    await page.goto(`/reels/${privateId}`);
    await page.waitForFunction(
      () => {
        const video = document.querySelector('video');
        return !!video && !video.paused && video.currentTime > 0.1;
      },
      undefined,
      { timeout: 15_000 },
    );
    const src = await page.locator('video').first().getAttribute('src');
    expect(src).toContain('?access=');
    await expect
      .poll(() => page.locator('[data-captions-live]').textContent(), { timeout: 15_000 })
      .toBe(cue);
    const download = page.waitForEvent('download');
    await page
      .getByRole('list', { name: 'Video actions' })
      .getByRole('button', { name: 'Download' })
      .click();
    const saved = await (await download).path();
    expect(readFileSync(saved).subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(reads).toContain(`200 ${mediaOrigin()}`);
    expect(errors.list).toEqual([]);

    // Unfollowed: the address the page was given opens nothing any more.
    expect((await send('DELETE', '/account/unfollow', fan, { userId: owner.userId })).status).toBe(
      200,
    );
    const after = await page.evaluate(async (address) => (await fetch(address)).status, src ?? '');
    expect(after).toBe(404);
    await context.close();
  });

  it('waits for a tap instead of autoplaying when reduced motion is asked for', async () => {
    const { page, context } = await openPage(browser, { user, reducedMotion: 'reduce' });
    await page.goto(`/reels/${videoId}`);
    const play = page.getByRole('button', { name: /^Play: Video by / });
    await play.waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(true);
    await play.click();
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return !!video && !video.paused && video.currentTime > 0.1;
    });
    await context.close();
  });

  it('answers a chat app fetching a shared link with the video preview tags', async () => {
    // What a link-preview crawler does: one GET of the shared link (the public watch page,
    // docs/product.md#watch-page), no script run, no sign-in.
    const page = `${baseURL()}/watch/${videoId}`;
    const response = await fetch(page, {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const tag = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
    expect(tag('og:url')).toBe(page);
    expect(tag('og:title')).toBeTruthy();
    expect(tag('og:image')).toMatch(new RegExp(`^${baseURL()}/api/upload/media/`));
    expect(tag('og:video')).toMatch(new RegExp(`^${baseURL()}/api/upload/media/.+\\.mp4$`));
    expect(tag('og:video:type')).toBe('video/mp4');
    expect(tag('twitter:card')).toBe('player');
    expect(tag('twitter:player')).toBe(`${baseURL()}/embed/${videoId}`);
    const oembed = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(
      html,
    )?.[1];
    expect(oembed).toBeDefined();
    // The discovery link works: an oEmbed video whose iframe is the embed page.
    const described = await fetch((oembed ?? '').replaceAll('&amp;', '&'));
    expect(described.status).toBe(200);
    const body = (await described.json()) as { type: string; html: string };
    expect(body.type).toBe('video');
    expect(body.html).toContain(`src="${baseURL()}/embed/${videoId}"`);

    // Another site pastes that iframe: the embed page is allowed in its frame and the
    // video loads there. The other site is another origin on this machine (`localhost`
    // instead of `127.0.0.1`), allowed to reach local addresses: Chromium otherwise keeps
    // sites from framing this loopback test server.
    const blogUrl = `${baseURL().replace('127.0.0.1', 'localhost')}/a-blog-post`;
    expect(new URL(blogUrl).origin).not.toBe(new URL(baseURL()).origin);
    const { page: blog, context } = await openPage(browser);
    await blog.route(blogUrl, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><body>${body.html}</body>` }),
    );
    await context.grantPermissions(['local-network-access'], { origin: new URL(blogUrl).origin });
    await blog.goto(blogUrl);
    const frame = await (await blog.waitForSelector('iframe')).contentFrame();
    expect(frame).not.toBeNull();
    await frame?.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    expect(await frame?.getByRole('link', { name: 'Watch on Flick' }).getAttribute('href')).toBe(
      page,
    );
    await context.close();
  });

  it('takes a signed-out visitor of a shared link through sign-in to that video', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`/reels/${videoId}`);
    await page.waitForURL('**/login', { timeout: ROUTE_TIMEOUT });
    await page.getByLabel('Email or phone number').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`**/reels/${videoId}`, { timeout: ROUTE_TIMEOUT });
    await page.getByRole('list', { name: 'Video actions' }).waitFor({ timeout: ROUTE_TIMEOUT });
    await context.close();
  });

  it('shows Error fetching video for an unknown id', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/reels/00000000-0000-4000-8000-000000000000');
    await page.getByText('Error fetching video').waitFor({ timeout: ROUTE_TIMEOUT });
    await context.close();
  });
});

// docs/product.md#video-viewer: the single-video views carry the video's context (caption
// with its links, the author with Follow, the date), and on a phone the video fills the
// screen with the actions on it and the comments in a sheet.
describe('the single-video views', () => {
  let author: TestUser;
  let friend: TestUser;
  let tag: string;
  let clipId: string;
  beforeAll(async () => {
    [author, friend] = await Promise.all([createUser('author'), createUser('friend')]);
    tag = uniqueName('pier').toLowerCase();
    clipId = await shareClip(author, {
      file: TWO_SECOND_MP4,
      caption: `Evening on the pier #${tag} with @${friend.userName}`,
    });
  }, 90_000);
  afterAll(async () => {
    // The shared world goes on without the clip (other files read the newest videos).
    await fetch(`${baseURL()}/api/video/videos/${clipId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${author.token}` },
    });
  });

  /** The caption's links, the date and Follow (pressed: it turns to Following on the 201). */
  async function expectContext(scope: Locator | Page) {
    const tagLink = scope.getByRole('link', { name: `#${tag}`, exact: true });
    await tagLink.waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await tagLink.getAttribute('href')).toBe(`/hashtag/${tag}`);
    const mention = scope.getByRole('link', { name: `@${friend.userName}`, exact: true });
    expect(await mention.getAttribute('href')).toBe(`/user/profile/${friend.userId}`);
    expect(await scope.locator('time').first().getAttribute('datetime')).toMatch(/^\d{4}-/);
    const follow = scope.getByRole('button', { name: 'Follow', exact: true });
    await follow.waitFor({ timeout: ROUTE_TIMEOUT });
    await follow.click();
    await scope.getByRole('button', { name: 'Following', exact: true }).waitFor();
  }

  /** Like, Comment and Share lie inside the first screen of a 390×844 phone. */
  async function expectActionsOnScreen(scope: Locator | Page) {
    const actions = scope.getByRole('list', { name: 'Video actions' });
    for (const name of ['Like', 'Comment', 'Share']) {
      const box = await actions.getByRole('button', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    }
  }

  it('on a phone, /reels/{id} is the full-screen player with its context and the comments in a sheet', async () => {
    const viewer = await createUser('phoner');
    const { page, context, errors } = await openPage(browser, {
      viewport: PHONE,
      user: viewer,
      touch: true,
    });
    await page.goto(`/reels/${clipId}`);
    await expectContext(page);
    // The player fills the width of the screen and most of its height; no list under it.
    const video = await page.locator('video').first().boundingBox();
    expect(video?.width ?? 0).toBeGreaterThanOrEqual(PHONE.width - 2);
    expect(video?.height ?? 0).toBeGreaterThan(PHONE.height * 0.7);
    expect(await page.getByRole('list', { name: 'Comments' }).count()).toBe(0);
    await expectActionsOnScreen(page);

    // Download's progress shows in a toast on a phone too (the file slowed so it can be read),
    // which goes once the file is saved.
    const throttle = await downloadSpeed(context, page);
    await throttle(15_000);
    const download = page.waitForEvent('download');
    await page
      .getByRole('list', { name: 'Video actions' })
      .getByRole('button', { name: 'Download' })
      .tap();
    const progress = page.getByText(/^Downloading [\p{L}\p{N}-]+\.mp4\.\.\. \d+%$/u);
    await progress.waitFor({ timeout: ROUTE_TIMEOUT });
    const file = await download;
    await throttle(-1);
    // Named after the caption without its tags and mentions (docs/product.md#likes-downloads-and-shares).
    expect(file.suggestedFilename()).toBe('evening-on-the-pier-with.mp4');
    await page.getByText(/^Downloading /).waitFor({ state: 'detached' });

    // The comment button opens the sheet at the bottom; the box is not focused until tapped.
    const commentButton = page
      .getByRole('list', { name: 'Video actions' })
      .getByRole('button', { name: 'Comment', exact: true });
    await commentButton.tap();
    const sheet = page.getByRole('dialog', { name: 'Comments' });
    await sheet.getByText('No comments yet. Be the first to comment!').waitFor();
    // Measured once it has risen into place.
    await sheet.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await sheet.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
    const input = sheet.getByRole('textbox', { name: 'Add a comment' });
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(false);
    await expectNoSeriousA11yViolations(page, 'viewer comments sheet on a phone', {
      targetSize: true,
    });
    await input.tap();
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect
      .poll(() => commentButton.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('on a desktop, /reels/{id} and the profile grid viewer show the caption links, the date and Follow', async () => {
    const viewer = await createUser('wide');
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: viewer });
    await page.goto(`/reels/${clipId}`);
    await expectContext(page);
    // Beside the video: the comments and the box, as before.
    await page.getByText('No comments yet. Be the first to comment!').waitFor();
    await page.getByRole('textbox', { name: 'Add a comment' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'viewer with its context', { targetSize: true });

    await page.goto(`/user/profile/${author.userId}`);
    const grid = page.getByRole('list', { name: 'Videos' });
    await grid.getByRole('button', { name: /^Open video 1/ }).click({ timeout: ROUTE_TIMEOUT });
    const dialog = page.getByRole('dialog', { name: /^Video 1 of 1 by / });
    await dialog.getByRole('link', { name: `#${tag}`, exact: true }).waitFor();
    // Followed from /reels/{id} a moment ago: the grid's viewer reads it so.
    await dialog.getByRole('button', { name: 'Following', exact: true }).waitFor();
    expect(errors.list).toEqual([]);
    await context.close();
  });

  it('on a phone, the hashtag grid viewer is the whole screen with its context and actions', async () => {
    const viewer = await createUser('tapper');
    const { page, context, errors } = await openPage(browser, {
      viewport: PHONE,
      user: viewer,
      touch: true,
    });
    await page.goto(`/hashtag/${tag}`);
    await page.getByRole('button', { name: /^Open video 1/ }).tap({ timeout: ROUTE_TIMEOUT });
    const dialog = page.getByRole('dialog', { name: /^Video 1 by / });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([
      PHONE.width,
      PHONE.height,
    ]);
    await expectContext(dialog);
    await expectActionsOnScreen(dialog);
    await expectNoSeriousA11yViolations(page, 'grid viewer on a phone', { targetSize: true });
    expect(errors.list).toEqual([]);
    await context.close();
  });

  // docs/product.md#languages: the hashtag page, its grid's viewer, the comments, the
  // unfollow question and the keyboard help in Spanish; a hashtag page and the follow
  // requests right to left in Arabic.
  it('speaks Spanish in the hashtag page, its viewer and comments, and Arabic right to left', async () => {
    const reader = await createUser('lector');
    const { page, context, errors } = await openPage(browser, {
      viewport: DESKTOP,
      user: reader,
      locale: 'es-ES',
    });
    await page.goto(`/hashtag/${tag}`);
    await page
      .getByRole('heading', { level: 1, name: `#${tag}` })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await page.getByText('1 vídeo', { exact: true }).waitFor();
    const grid = page.getByRole('list', { name: `Vídeos con la etiqueta #${tag}` });
    await grid.getByRole('button', { name: /^Abrir vídeo 1/ }).click({ timeout: ROUTE_TIMEOUT });
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Vídeo 1 de ${author.userName}`) });
    await dialog.getByText('Aún no hay comentarios. ¡Sé el primero en comentar!').waitFor();
    await dialog.getByRole('textbox', { name: 'Añade un comentario' }).waitFor();
    // Follow, then the question before an unfollow.
    await dialog
      .getByRole('button', { name: 'Seguir', exact: true })
      .click({ timeout: ROUTE_TIMEOUT });
    await dialog.getByRole('button', { name: 'Siguiendo', exact: true }).click();
    const question = page.getByRole('alertdialog', {
      name: `¿Dejar de seguir a @${author.userName}?`,
    });
    await question.getByText('Sus vídeos dejarán de aparecer en tu feed.').waitFor();
    await question.getByRole('button', { name: 'Dejar de seguir' }).click();
    await dialog.getByRole('button', { name: 'Seguir', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The viewer's keyboard help, whose words come with it.
    await page.goto(`/reels/${clipId}`);
    await page
      .getByRole('link', { name: `#${tag}`, exact: true })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Atajos de teclado' });
    await help.getByText('Vídeo siguiente').waitFor();
    expect(await help.locator('kbd').allInnerTexts()).toContain('Espacio');
    expect(errors.list).toEqual([]);
    await context.close();

    const arabic = await openPage(browser, { viewport: PHONE, user: reader, locale: 'ar' });
    await arabic.page.goto(`/hashtag/${tag}`);
    await arabic.page
      .getByRole('list', { name: `فيديوهات بالوسم #${tag}` })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await arabic.page.getByText('فيديو واحد', { exact: true }).waitFor();
    expect(
      await arabic.page.evaluate(() => [
        document.documentElement.lang,
        document.documentElement.dir,
      ]),
    ).toEqual(['ar', 'rtl']);
    await arabic.page.goto('/follow-requests');
    await arabic.page
      .getByRole('heading', { level: 1, name: 'طلبات المتابعة' })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await arabic.page.getByText('لا توجد طلبات متابعة').waitFor();
    expect(arabic.errors.list).toEqual([]);
    await arabic.context.close();
  });

  // docs/product.md#insights
  it("shows its author, in the video's insights, the view of someone who watched it", async () => {
    interface Figures {
      views: number;
      viewers: number;
    }
    const figures = async () =>
      (await apiGet<{ data: Figures }>(`/video/videos/${clipId}/insights`, author)).data;
    const before = await figures();
    const watcher = await createUser('watcher');
    const watching = await openPage(browser, { viewport: DESKTOP, user: watcher });
    await watching.page.goto(`/reels/${clipId}`);
    // The two-second clip loops: its end is reported at once (else leaving reports the view).
    // The watcher is new, so their report adds one viewer (earlier tests' viewers may still
    // be arriving: counted from the figures, not assumed).
    let after = before;
    for (let tries = 0; tries < 40 && after.viewers === before.viewers; tries += 1) {
      await watching.page.waitForTimeout(250);
      after = await figures();
    }
    await watching.context.close();
    for (let tries = 0; tries < 20 && after.viewers === before.viewers; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await figures();
    }
    expect(after.viewers).toBeGreaterThan(before.viewers);
    expect(after.views).toBeGreaterThan(before.views);
    expect(watching.errors.list).toEqual([]);
    after = await figures();

    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, user: author });
    await page.goto(`/reels/${clipId}`);
    await page.getByRole('button', { name: 'Insights' }).click({ timeout: ROUTE_TIMEOUT });
    const dialog = page.getByRole('dialog', { name: 'Insights' });
    const figure = (name: string) => dialog.locator(`dt:text-is("${name}") + dd`);
    await figure('Views').waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await figure('Views').textContent()).toBe(String(after.views));
    expect(await figure('Unique viewers').textContent()).toBe(String(after.viewers));
    // The chart's values, for screen readers: 28 days, today's (the last) with the views.
    const rows = dialog.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(29);
    expect(await rows.last().getByRole('cell').textContent()).toBe(String(after.views));
    await expectNoSeriousA11yViolations(page, 'insights');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors.list).toEqual([]);
    await context.close();
  });
});
