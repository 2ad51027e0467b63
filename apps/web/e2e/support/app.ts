import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { fixture } from './fixtures';
import type { E2eServer } from './globalSetup';
import { waitForOtp } from './mailbox';

/**
 * This worker's server (globalSetup.ts starts one per worker; `VITEST_POOL_ID` runs from 1 to
 * the number of workers).
 */
export function server(): E2eServer {
  const servers = inject('servers');
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  const mine = servers[(id - 1) % servers.length];
  if (!mine) throw new Error('The e2e global setup started no server.');
  return mine;
}
export const baseURL = (): string => server().baseURL;
const mailboxURL = (): string => inject('mailboxURL');
/**
 * Where the browser finally reads media from: the server itself, or in the S3 run the bucket
 * the media route redirects to (globalSetup.ts).
 */
export const mediaOrigin = (): string => server().mediaOrigin;

/** Phone and desktop windows (the layout switches at 768 px, docs/product.md#navigation). */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
/** A laptop's window, where the feed's videos are 800 px tall. */
export const LAPTOP = { width: 1280, height: 800 };

/** A user created through the real sign-up calls, with the OTP read from the mailbox. */
export interface TestUser {
  email: string;
  password: string;
  userName: string;
  firstName: string;
  lastName: string;
  token: string;
  userId: string;
  /**
   * The server the user is on, when it is not this worker's (the federation test's own
   * servers): the API helpers and `openPage` use it.
   */
  baseURL?: string;
}

let counter = 0;
/** A unique, valid userName / address stem for this run. */
export function uniqueName(stem: string): string {
  counter += 1;
  return `${stem}${Date.now().toString(36)}${counter}`.toLowerCase().slice(0, 24);
}

async function post(
  path: string,
  body: unknown,
  token?: string,
  base = baseURL(),
): Promise<Response> {
  return fetch(`${base}/api/account${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function ok(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Reads the newest OTP sent to `email` after `since` (a real SMTP delivery). */
export const readOtp = (email: string, since: number) => waitForOtp(mailboxURL(), email, since);

/**
 * Signs a new user up through the account host's real calls (no browser), on this worker's
 * server or on `names.baseURL`.
 */
export async function createUser(stem = 'user', names: Partial<TestUser> = {}): Promise<TestUser> {
  const base = names.baseURL ?? baseURL();
  const userName = names.userName ?? uniqueName(stem);
  const email = `${userName}@example.com`;
  const password = 'correct horse battery';
  const firstName = names.firstName ?? 'Test';
  const lastName = names.lastName ?? stem.charAt(0).toUpperCase() + stem.slice(1);
  const since = Date.now();
  await ok(
    await post('/register', { email_phone: email, method: 'email' }, undefined, base),
    'register',
  );
  const otp = await readOtp(email, since);
  const verified = (await ok(
    await post('/verifyOTP', { email_phone: email, otp: Number(otp) }, undefined, base),
    'verifyOTP',
  )) as { data: { ticket: string } };
  const ticket = verified.data.ticket;
  await ok(
    await post('/password-name', { ticket, password, firstName, lastName }, undefined, base),
    'password-name',
  );
  const session = (await ok(
    await post('/dob-username', { ticket, dateOfBirth: '1998-04-17', userName }, undefined, base),
    'dob-username',
  )) as { data: { token: string; user_id: string } };
  return {
    email,
    password,
    userName,
    firstName,
    lastName,
    token: session.data.token,
    userId: session.data.user_id,
    ...(names.baseURL ? { baseURL: names.baseURL } : {}),
  };
}

/** Collects console errors and failed page scripts so a test can assert there were none. */
export interface PageErrors {
  list: string[];
}

/** The last network events of each page, told when a wait for the feed times out. */
const traces = new WeakMap<Page, string[]>();
const TRACE_KEPT = 60;

function traceNetwork(page: Page): void {
  const trace: string[] = [];
  traces.set(page, trace);
  const started = Date.now();
  const note = (line: string) => {
    trace.push(`+${Date.now() - started} ms ${line}`);
    if (trace.length > TRACE_KEPT) trace.shift();
  };
  const short = (url: string) => url.replace(baseURL(), '');
  page.on('request', (request) => note(`→ ${request.method()} ${short(request.url())}`));
  page.on('response', (response) => note(`← ${response.status()} ${short(response.url())}`));
  page.on('requestfailed', (request) =>
    note(`✗ ${short(request.url())} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(`pageerror: ${error.message}`));
}

/**
 * Waits for the Home feed on /reels; when it does not come, the error tells what the page
 * was doing (the boot script's marks and video, the scripts, the last network events), so a
 * rare miss in CI can be read from its log.
 */
export async function waitForHomeFeed(page: Page): Promise<void> {
  try {
    await page.getByRole('feed', { name: 'Home feed' }).waitFor({ timeout: ROUTE_TIMEOUT });
  } catch (error) {
    const state = await page
      .evaluate(() => {
        const boot = (
          window as {
            __flickReelsBoot?: { done: boolean; video: HTMLVideoElement | null };
          }
        ).__flickReelsBoot;
        const video = boot?.video;
        return {
          readyState: document.readyState,
          marks: performance
            .getEntriesByType('mark')
            .map((mark) => `${mark.name}@${Math.round(mark.startTime)}`),
          boot: boot
            ? {
                done: boot.done,
                src: video?.getAttribute('src') ?? null,
                paused: video?.paused,
                currentTime: video?.currentTime,
                videoReadyState: video?.readyState,
                videoError: video?.error?.code ?? null,
              }
            : null,
          scripts: [...document.scripts].map((script) => script.src || 'inline'),
          text: (document.body?.textContent ?? '').slice(0, 300) ?? '',
        };
      })
      .catch((reason: unknown) => `page state unreadable: ${String(reason)}`);
    const trace = traces.get(page)?.join('\n') ?? '';
    throw new Error(
      `${(error as Error).message}\npage: ${JSON.stringify(state, null, 1)}\nnetwork:\n${trace}`,
    );
  }
}

function watchErrors(page: Page, errors: PageErrors): void {
  page.on('pageerror', (error) => errors.list.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // "Failed to load resource" does not say which: add the address the console names.
    const where = message.location().url;
    errors.list.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
  });
}

/**
 * Chromium's CPU slow-down for every page (`FLICK_E2E_CPU_SLOWDOWN`, 1 unless it says
 * otherwise; 4 is a mid-range phone): a timing defect that shows in one full run of three
 * shows in most runs of one file on a slowed page.
 */
const cpuSlowdown = Number(process.env.FLICK_E2E_CPU_SLOWDOWN ?? '1');
if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20)) {
  throw new Error(
    `FLICK_E2E_CPU_SLOWDOWN must be a number from 1 to 20, not ${process.env.FLICK_E2E_CPU_SLOWDOWN}`,
  );
}

/** A fresh browser context (no shared storage) and a page in it. */
export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    user?: TestUser;
    reducedMotion?: 'reduce' | 'no-preference';
    /** A phone's touch screen (touch events, mobile viewport rules). */
    touch?: boolean;
    /** The browser's language (`navigator.languages`); English unless a test says otherwise. */
    locale?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: PageErrors }> {
  const context = await browser.newContext({
    baseURL: options.user?.baseURL ?? baseURL(),
    viewport: options.viewport ?? DESKTOP,
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    acceptDownloads: true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    // The app picks its language from the browser's (docs/product.md#languages): fixed, so a
    // machine set to another language runs the English tests in English.
    locale: options.locale ?? 'en-US',
  });
  if (options.user) {
    const { token, userId } = options.user;
    // Signed in the way the app keeps a session: `token` and `user_id` in localStorage.
    await context.addInitScript(
      ([t, id]) => {
        // Once per tab: a later logout must stay logged out across reloads.
        if (window.sessionStorage.getItem('e2e-signed-in')) return;
        window.sessionStorage.setItem('e2e-signed-in', '1');
        window.localStorage.setItem('token', t);
        window.localStorage.setItem('user_id', id);
      },
      [token, userId] as const,
    );
  }
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const errors: PageErrors = { list: [] };
  watchErrors(page, errors);
  traceNetwork(page);
  return { context, page, errors };
}

const require = createRequire(import.meta.url);
const axeSource = require('node:fs').readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page (WCAG 2 A/AA rules) and fails on any serious or critical
 * violation, naming the rule and the first offending elements. `targetSize` adds WCAG 2.2's
 * target-size rule (every target at least 24×24 px), checked on the player screens.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  screen: string,
  { targetSize = false }: { targetSize?: boolean } = {},
): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (withTargetSize) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: unknown,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: unknown[]; failureSummary?: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: [
          'wcag2a',
          'wcag2aa',
          'wcag21a',
          'wcag21aa',
          'best-practice',
          ...(withTargetSize ? ['wcag22aa'] : []),
        ],
      },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`)
            .join(', ')}`,
      );
  }, targetSize);
  expect(violations, `axe on ${screen}`).toEqual([]);
}

/** docs/product.md#page-change-loader: the path-change loader holds every new route for 1000 ms. */
export const ROUTE_TIMEOUT = 10_000;

/**
 * How long a test waits for the server to make an uploaded clip ready (its tile on the
 * profile becomes "Open video …"): seconds alone, past 10 s on a loaded two-core machine.
 * A test that waits this long gets `PROCESSED_TEST_TIMEOUT`.
 */
export const PROCESSED_TIMEOUT = 90_000;
/** The time-out of a test that waits up to `PROCESSED_TIMEOUT` for a clip. */
export const PROCESSED_TEST_TIMEOUT = 150_000;

/**
 * Resolves once the page's live notification stream answered 200. Call it before the step
 * that opens the stream (a sign-in, a first page) and await it after: a session ended
 * elsewhere while the stream is open ends in the page at once (its `ended` event), not at a
 * later click, so a test that ends a session waits for this first and never races it.
 */
export function liveStreamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) => response.url().includes('/notification/stream') && response.status() === 200,
    { timeout: 30_000 },
  );
}

/** POST JSON on one of the four hosts as `user`, for a test's setup (never for an assertion). */
export async function apiPost<T>(path: string, body: unknown, user: TestUser): Promise<T> {
  const response = await fetch(`${user.baseURL ?? baseURL()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify(body),
  });
  return (await ok(response, `POST ${path}`)) as T;
}

/** GET on one of the four hosts as `user`, for a test's setup (never for an assertion). */
export async function apiGet<T>(path: string, user: TestUser): Promise<T> {
  const response = await fetch(`${user.baseURL ?? baseURL()}/api${path}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  return (await ok(response, `GET ${path}`)) as T;
}

/** The newest videos of the feed (the demo world's, seeded at start). */
export async function newestVideos(user: TestUser, pageSize = 19) {
  const body = await apiGet<{
    data: {
      Items: Array<{
        id: string;
        userId: string;
        userName: string;
        caption: string;
        liked: boolean;
      }>;
    };
  }>(`/video/videos?pageSize=${pageSize}`, user);
  return body.data.Items;
}

/** What `shareClip` shares: the clip's file, and optionally a caption, hashtags and captions. */
export interface ClipToShare {
  file: string;
  caption?: string;
  hashtags?: string[];
  /** WebVTT text, attached after the record is made (as the upload dialog does). */
  captions?: string;
  /** `draft`: kept to its owner until posted (docs/product.md#drafts-and-scheduled-videos). */
  publication?: 'draft';
}

/**
 * Shares a clip as `owner` through the real upload calls (thumbnail, video, record, then
 * captions), for a test's setup, and waits until it is ready (at most 60 s). Answers its id.
 */
export async function shareClip(owner: TestUser, clip: ClipToShare): Promise<string> {
  const send = async (path: string, file: string, type: string): Promise<string> => {
    const form = new FormData();
    form.append('file', new Blob([readFileSync(file)], { type }), file.split('/').pop());
    const response = await fetch(`${owner.baseURL ?? baseURL()}/api/upload${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    const [name] = (await ok(response, `POST ${path}`)) as string[];
    return name as string;
  };
  const thumbUrl = `/api/upload/media/${await send('/upload/thumb', fixture('thumb.jpg'), 'image/jpeg')}`;
  const video = await send('/upload/video', clip.file, 'video/mp4');
  const created = await apiPost<{ data: { id: string } }>(
    '/video/upload',
    {
      thumbUrl,
      thumbUrlCompress: thumbUrl,
      videoUrl: video.replace(/\.[^.]+$/, ''),
      ...(clip.caption !== undefined ? { caption: clip.caption } : {}),
      ...(clip.hashtags ? { hashtags: clip.hashtags } : {}),
      ...(clip.publication ? { publication: clip.publication } : {}),
    },
    owner,
  );
  const id = created.data.id;
  if (clip.captions !== undefined) {
    const put = await fetch(`${owner.baseURL ?? baseURL()}/api/video/videos/${id}/captions`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'text/vtt' },
      body: clip.captions,
    });
    await ok(put, 'PUT captions');
  }
  for (let i = 0; i < 120; i++) {
    const mine = await apiGet<{ data: { Items: Array<{ id: string; state: string }> } }>(
      `/video/user/videos/${owner.userId}`,
      owner,
    );
    if (mine.data.Items.find((item) => item.id === id)?.state === 'ready') return id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shared clip ${id} was not ready within 60 s`);
}

/**
 * Slows what `page` downloads to `bytesPerSecond` (-1: no limit again), through Chromium's
 * network emulation, so a download's progress toast can be read.
 */
export async function downloadSpeed(
  context: BrowserContext,
  page: Page,
): Promise<(bytesPerSecond: number) => Promise<unknown>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return (bytesPerSecond) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: -1,
    });
}
