import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium: the only browser these tests use (no browser download). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for every launch (CONTRIBUTING.md#known-pitfalls), plus unmuted autoplay for the feed
 * tests.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];

/** Fails loudly when Debian's Chromium is missing, instead of skipping browser tests. */
export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `End-to-end tests need Debian's Chromium at ${CHROMIUM_PATH}: apt-get install chromium`,
    );
  }
}

export async function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
