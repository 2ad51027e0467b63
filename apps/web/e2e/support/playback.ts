import type { Page } from 'playwright-core';

/**
 * Runs in the page: notes the time the video showing `src` is at as it first starts playing
 * (a restored video starts where it was left). Give it to `page.evaluate` before a move inside
 * the app, or to `page.addInitScript` before a reload; read the time with `startedAt`. Taken
 * then, not read later: on a loaded machine a looping clip could have wrapped meanwhile.
 */
export function noteStartOf(src: string): void {
  const own = window as { e2eStartedAt?: number };
  document.addEventListener(
    'playing',
    (event) => {
      const video = event.target as HTMLVideoElement;
      if (video.currentSrc === src) own.e2eStartedAt ??= video.currentTime;
    },
    { capture: true },
  );
}

/** The time noted by `noteStartOf`, once the video has started playing. */
export const startedAt = (page: Page): Promise<number | undefined> =>
  page.evaluate(() => (window as { e2eStartedAt?: number }).e2eStartedAt);
