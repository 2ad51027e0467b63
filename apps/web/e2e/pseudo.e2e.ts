import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  expectNoSeriousA11yViolations,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  type TestUser,
} from './support/app';
import { launchChromium } from './support/chromium';

// The pseudo-locale (accented, every text at least 30 % longer: scripts/pseudoCatalog.mjs) on
// a 390 px phone: no text of the main screens may be clipped or run out of its box, as a
// longer language's would (docs/product.md#languages).

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser('pseudo');
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a phone page in a locale: `pseudo` is chosen the way a stored choice is. */
async function openIn(locale: 'pseudo' | 'ar', signedIn = true): Promise<[BrowserContext, Page]> {
  const { page, context } = await openPage(browser, {
    viewport: PHONE,
    ...(signedIn ? { user } : {}),
    locale: locale === 'ar' ? 'ar-EG' : 'en-US',
  });
  if (locale === 'pseudo')
    await context.addInitScript(() => window.localStorage.setItem('language', 'pseudo'));
  return [context, page];
}

/**
 * Every text on screen that is cut off or runs out of its box, as `tag "text": why`. A text is
 * clipped when an element with hidden/clip overflow (itself or an ancestor) is smaller than
 * its content, or when it runs past the viewport's sides outside a horizontal scroller. An
 * ellipsis is allowed where the design means one: `text-overflow: ellipsis` (or a line clamp)
 * with the full text in a `title` or an accessible name. Visually hidden texts (1 px boxes)
 * are for screen readers and skipped.
 */
function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const hides = (s: CSSStyleDeclaration, axis: 'x' | 'y') =>
      ['hidden', 'clip'].includes(axis === 'x' ? s.overflowX : s.overflowY);
    const scrolls = (s: CSSStyleDeclaration) => ['auto', 'scroll'].includes(s.overflowX);
    const visuallyHidden = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) return true;
      }
      return false;
    };
    const ellipsisMeant = (el: Element, text: string) => {
      for (let at: Element | null = el, up = 0; at && up < 4; at = at.parentElement, up += 1) {
        const s = getComputedStyle(at);
        const cut = s.textOverflow === 'ellipsis' || s.webkitLineClamp !== 'none';
        if (!cut) continue;
        for (let named: Element | null = at, n = 0; named && n < 4; named = named.parentElement) {
          const full = `${named.getAttribute('title') ?? ''} ${named.getAttribute('aria-label') ?? ''}`;
          if (full.includes(text)) return true;
          n += 1;
        }
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!el || !text || seen.has(el)) continue;
      seen.add(el);
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[hidden], [aria-hidden="true"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || visuallyHidden(el)) continue;
      const name = `${el.tagName.toLowerCase()} "${text.slice(0, 60)}"`;
      if (ellipsisMeant(el, text)) continue;
      let inScroller = false;
      for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
        const s = getComputedStyle(at);
        if (scrolls(s)) inScroller = true;
        const outer = at.getBoundingClientRect();
        const overX = hides(s, 'x') && (box.left < outer.left - 1 || box.right > outer.right + 1);
        const overY = hides(s, 'y') && (box.top < outer.top - 1 || box.bottom > outer.bottom + 1);
        // Inside a box of its own that is too small for it (not a feed item off the screen).
        const tooSmall =
          at === el &&
          ((hides(s, 'x') && at.scrollWidth > at.clientWidth + 1) ||
            (hides(s, 'y') && at.scrollHeight > at.clientHeight + 1));
        if (tooSmall || ((overX || overY) && outer.height < 200)) {
          problems.push(`${name}: clipped by ${at.tagName.toLowerCase()}.${at.className}`);
          break;
        }
      }
      if (!inScroller && (box.left < -1 || box.right > width + 1))
        problems.push(
          `${name}: past the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`,
        );
    }
    return problems;
  });
}

/** Waits for a screen's first heading, then for its texts to settle (fonts, lazy parts). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

describe('a longer language at 390 px', () => {
  it('clips no text on the main screens in the pseudo-locale', async () => {
    const problems: string[] = [];
    const check = async (page: Page, screen: string) => {
      await settle(page);
      for (const problem of await clippedTexts(page)) problems.push(`${screen}: ${problem}`);
    };

    const [outside, login] = await openIn('pseudo', false);
    await login.goto('/login');
    await login.getByRole('heading').first().waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await login.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    await check(login, 'sign-in');
    await outside.close();

    const [context, page] = await openIn('pseudo');
    await page.goto('/reels');
    await page.getByRole('feed').waitFor({ timeout: ROUTE_TIMEOUT });
    await check(page, 'feed');
    for (const [path, screen] of [
      ['/profile', 'profile'],
      ['/search', 'search'],
      ['/explore', 'explore'],
      ['/notification', 'notifications'],
      ['/setting', 'settings'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor({ timeout: ROUTE_TIMEOUT });
      await check(page, screen);
    }
    await page.getByRole('button', { name: 'Upload' }).first().click();
    await page.getByRole('dialog').waitFor({ timeout: ROUTE_TIMEOUT });
    await check(page, 'upload dialog');
    await context.close();
    expect(problems).toEqual([]);
  });

  it('has no serious axe finding in Arabic on search, explore, notifications, upload and sign-in', async () => {
    const [outside, login] = await openIn('ar', false);
    await login.goto('/login');
    await login.getByRole('heading').first().waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await login.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectNoSeriousA11yViolations(login, 'sign-in in Arabic');
    await outside.close();

    const [context, page] = await openIn('ar');
    for (const path of ['/search', '/explore', '/notification']) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor({ timeout: ROUTE_TIMEOUT });
      await expectNoSeriousA11yViolations(page, `${path} in Arabic`);
    }
    await page.getByRole('button', { name: 'رفع' }).first().click();
    await page.getByRole('dialog').waitFor({ timeout: ROUTE_TIMEOUT });
    await expectNoSeriousA11yViolations(page, 'upload dialog in Arabic');
    await context.close();
  });
});
