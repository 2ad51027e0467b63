import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir, ensureWebBuild } from '../../web/e2e/support/build';
import { shareVideo } from '../test/content/videos';
import { createUser, type TestUser } from '../test/helpers';
import { Tally } from './support/figures';
import { startTarget, type Target } from './support/server';

// Script-bearing payloads in every field a user writes, rendered by the built web app in
// Debian's Chromium on every page that shows them. A payload "runs" when a dialog opens,
// the console prints its marker, the page's CSP reports an inline script or handler, or
// its markup turns into real elements.

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The little of the browser's globals the page-side functions use (this package has no DOM types). */
interface PageGlobals {
  localStorage: { setItem(key: string, value: string): void };
  __csp?: string[];
  document: {
    body: { innerText: string; append(node: unknown): void };
    querySelectorAll(selector: string): { length: number };
    createElement(tag: string): { innerHTML: string };
    addEventListener(
      type: string,
      listener: (e: { violatedDirective: string; sample: string; blockedURI: string }) => void,
    ): void;
  };
}

/** One payload per field; each fits the field's contract limits and names itself when it runs. */
const PAYLOADS = {
  firstName: '<img src=x onerror=alert("first")>',
  lastName: '<svg/onload=alert("last")>',
  aboutMe: '"><script>alert("about")</script><img src=x onerror=console.log("XSS-about")>',
  caption: '<img src=x onerror=alert("caption")> #xss <a href="javascript:alert(1)">go</a>',
  comment: '<script>alert("comment")</script><iframe src="javascript:alert(2)"></iframe>',
  viewerFirst: '<b onmouseover=alert("me")>me</b>',
  viewerAbout: '{{constructor.constructor("alert(9)")()}}<img src=x onerror=alert("myabout")>',
};
/** A piece of each payload's text that is visible when it is shown as text. */
const VISIBLE = Object.fromEntries(
  Object.entries(PAYLOADS).map(([k, v]) => [k, v.slice(0, 14)]),
) as Record<keyof typeof PAYLOADS, string>;

let target: Target;
let browser: Browser;
let viewer: TestUser;
let author: TestUser;
let videoId: string;

async function api(method: string, path: string, user: TestUser, body?: unknown): Promise<void> {
  const answer = await target.send({ method, path, token: user.token, body });
  if (answer.status >= 300)
    throw new Error(`${method} ${path} answered ${answer.status} ${answer.body}`);
}

beforeAll(async () => {
  ensureWebBuild();
  target = await startTarget({ webDistDir: distDir });
  viewer = await createUser(target.t, { userName: 'xss_viewer' });
  author = await createUser(target.t, { userName: 'xss_author' });
  await api('PATCH', '/api/account/me', author, {
    firstName: PAYLOADS.firstName,
    lastName: PAYLOADS.lastName,
    aboutMe: PAYLOADS.aboutMe,
  });
  await api('PATCH', '/api/account/me', viewer, {
    firstName: PAYLOADS.viewerFirst,
    aboutMe: PAYLOADS.viewerAbout,
  });
  const video = await shareVideo(target.t, author, {
    caption: PAYLOADS.caption,
    hashtags: ['xss'],
  });
  videoId = video.id;
  const mine = await shareVideo(target.t, viewer, { caption: 'mine #xss' });
  // The author comments on both videos, likes and follows the viewer: notifications carry the names.
  await api('POST', '/api/video/comment', author, {
    videoId,
    videoUserId: author.id,
    comment: encodeURIComponent(PAYLOADS.comment),
  });
  await api('POST', '/api/video/comment', author, {
    videoId: mine.id,
    videoUserId: viewer.id,
    comment: encodeURIComponent(PAYLOADS.comment),
  });
  await api('POST', '/api/video/updateVideo', author, {
    videoId: mine.id,
    videoUserId: viewer.id,
    like: 1,
  });
  await api('POST', '/api/account/follow', author, { userId: viewer.id });
  await api('POST', '/api/account/follow', viewer, { userId: author.id });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
});
afterAll(async () => {
  await browser?.close();
  await target?.close();
});

interface Hits {
  dialogs: string[];
  consoles: string[];
}

/** A signed-in page whose dialogs, console, CSP reports and injected elements are watched. */
async function watchedPage(
  user: TestUser,
): Promise<{ page: Page; hits: Hits; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${target.port}`,
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(
    ([token, id]) => {
      const w = globalThis as unknown as PageGlobals;
      w.localStorage.setItem('token', token);
      w.localStorage.setItem('user_id', id);
      const csp: string[] = [];
      w.__csp = csp;
      w.document.addEventListener('securitypolicyviolation', (e) => {
        csp.push(`${e.violatedDirective} ${e.sample || e.blockedURI}`);
      });
    },
    [user.token, user.id] as const,
  );
  const page = await context.newPage();
  const hits: Hits = { dialogs: [], consoles: [] };
  page.on('dialog', (d) => {
    hits.dialogs.push(d.message());
    void d.dismiss().catch(() => {});
  });
  page.on('console', (m) => {
    if (m.text().includes('XSS-')) hits.consoles.push(m.text());
  });
  return { page, hits, close: () => context.close() };
}

/** What a page did with the payloads: ran any, parsed any as markup, showed which as text. */
async function inspect(page: Page, hits: Hits): Promise<{ ran: string[]; shown: string[] }> {
  const found = await page.evaluate(
    (visible) => {
      const w = globalThis as unknown as PageGlobals;
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a user sees
      const text = w.document.body.innerText;
      const injected = w.document.querySelectorAll(
        'img[src="x"], svg[onload], [onerror], [onload], [onmouseover], iframe[src^="javascript"], a[href^="javascript"]',
      ).length;
      return {
        csp: w.__csp ?? [],
        injected,
        shown: Object.entries(visible)
          .filter(([, v]) => text.includes(v))
          .map(([k]) => k),
      };
    },
    VISIBLE as Record<string, string>,
  );
  const ran = [
    ...hits.dialogs.map((d) => `dialog ${d}`),
    ...hits.consoles.map((c) => `console ${c}`),
    ...found.csp.map((c) => `CSP blocked ${c}`),
    ...(found.injected > 0 ? [`${found.injected} injected element(s)`] : []),
  ];
  return { ran, shown: found.shown };
}

describe('stored XSS in the browser', () => {
  it('notices a payload that runs (the detector itself works)', async () => {
    const { page, hits, close } = await watchedPage(viewer);
    // The app's own page, CSP and all: markup put in by innerHTML must be noticed.
    await page.goto('/');
    await page.evaluate((p) => {
      const { document } = globalThis as unknown as PageGlobals;
      const div = document.createElement('div');
      div.innerHTML = p;
      document.body.append(div);
    }, PAYLOADS.firstName);
    await page.waitForTimeout(300);
    const { ran } = await inspect(page, hits);
    await close();
    expect(ran.length).toBeGreaterThan(0);
  });

  it('shows every payload as text and runs none, on every page that shows them', async () => {
    const tally = new Tally('xss', 'pages');
    const pages: {
      name: string;
      path: string;
      search?: string;
      expect: (keyof typeof PAYLOADS)[];
      /** Text to wait for on a page that shows no payload. */
      waitFor?: string;
    }[] = [
      { name: 'feed', path: '/reels', expect: ['caption', 'firstName'] },
      { name: 'viewer', path: `/reels/${videoId}`, expect: ['caption', 'comment', 'firstName'] },
      { name: 'own profile', path: '/profile', expect: ['viewerFirst', 'viewerAbout'] },
      { name: 'profile', path: `/user/profile/${author.id}`, expect: ['firstName', 'aboutMe'] },
      { name: 'search', path: '/search', search: 'xss_author', expect: ['firstName'] },
      { name: 'explore', path: '/explore', search: 'xss', expect: ['caption', 'firstName'] },
      { name: 'hashtag', path: '/hashtag/xss', expect: ['caption'] },
      // Notification rows name the actor by userName, which cannot hold markup: nothing to show.
      { name: 'notifications', path: '/notification', expect: [], waitFor: author.userName },
    ];
    const shownAnywhere = new Set<string>();
    for (const spec of pages) {
      const { page, hits, close } = await watchedPage(viewer);
      try {
        await page.goto(spec.path);
        if (spec.search) {
          const box = page.getByPlaceholder(/^Search/).first();
          await box.waitFor({ timeout: 15_000 });
          await box.fill(spec.search);
          await box.press('Enter');
        }
        // Wait until one expected payload shows as text (the route loader alone takes 1 s).
        await page
          .waitForFunction(
            (needles: string[]) =>
              needles.some((n) =>
                // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a user sees
                (globalThis as unknown as PageGlobals).document.body.innerText.includes(n),
              ),
            spec.waitFor ? [spec.waitFor] : spec.expect.map((k) => VISIBLE[k]),
            { timeout: 15_000 },
          )
          .catch(() => {});
        await page.waitForTimeout(500);
        const { ran, shown } = await inspect(page, hits);
        if (spec.waitFor) {
          const needle = spec.waitFor;
          const listed = (await page.locator('body').textContent())?.includes(needle) ?? false;
          tally.expect(listed, () => `${spec.name} (${spec.path}) did not show ${needle}`);
        }
        for (const k of shown) shownAnywhere.add(k);
        tally.expect(ran.length === 0, () => `${spec.name} (${spec.path}): ${ran.join('; ')}`);
        tally.expect(
          spec.expect.length === 0 || shown.length > 0,
          () => `${spec.name} (${spec.path}) showed none of ${spec.expect.join(', ')} as text`,
        );
      } finally {
        await close();
      }
    }
    tally.note = `${pages.length} pages, ${Object.keys(PAYLOADS).length} payloads; shown as text: ${[...shownAnywhere].sort().join(' ')}`;
    tally.write();
    // Not vacuous: every payload was on screen somewhere.
    expect([...shownAnywhere].sort()).toEqual(Object.keys(PAYLOADS).sort());
    expect(tally.defects, tally.report()).toEqual([]);
  });
});
