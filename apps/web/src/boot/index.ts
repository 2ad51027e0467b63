// The app's side of the /reels boot (the script's side: reelsBoot.ts; what passes between
// them: contract.ts): the stores take the boot's feed request, the app renders after the
// first frame, the feed's first player adopts the boot's video, and the feed ends the boot.
import { bearerHeader } from '@flick/api-types';
import type { ReelsBoot } from './contract';

const boot = (): ReelsBoot | undefined =>
  typeof window === 'undefined' ? undefined : window.__flickReelsBoot;

let feedTaken = false;

/**
 * A fetch for the stores: the first request for exactly the boot's feed page, with the
 * same token, gets the boot's answer (once); everything else goes to the network.
 */
export const bootFetch: typeof fetch = (input, init) => {
  const started = boot();
  if (started && !feedTaken && isBootRequest(started, input, init)) {
    feedTaken = true;
    return started.feed;
  }
  return globalThis.fetch(input, init);
};

function isBootRequest(
  started: ReelsBoot,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): boolean {
  // Read, never re-wrap, a Request: copying one would take its body.
  const isRequest = input instanceof Request;
  const method = isRequest ? input.method : (init?.method ?? 'GET');
  if (method.toUpperCase() !== 'GET') return false;
  const url = isRequest ? input.url : new URL(String(input), window.location.href).href;
  if (url !== new URL(started.url, window.location.href).href) return false;
  const headers = isRequest ? input.headers : new Headers(init?.headers);
  return headers.get('Authorization') === bearerHeader(started.token).Authorization;
}

/**
 * Settles when the boot's first video shows its first frame (or will show none), at the
 * latest after `limit` ms; at once without a boot. The app renders after it: its script and
 * render would otherwise take the main thread the video's start needs.
 */
export function bootShown(limit: number): Promise<void> {
  const started = boot();
  if (!started) return Promise.resolve();
  return Promise.race([
    started.shown,
    new Promise<void>((resolve) => window.setTimeout(resolve, limit)),
  ]);
}

/** The boot's playing `<video>` when it shows `src`, for the feed's first player to adopt. */
export function bootVideoFor(src: string | undefined): HTMLVideoElement | undefined {
  const video = boot()?.video;
  return video && src !== undefined && video.getAttribute('src') === src ? video : undefined;
}

/**
 * Ends the boot: no video may appear any more, and its layer goes (the feed has adopted its
 * video by then, or shows something else: an error, another page, a redirect to /login).
 * A video still in the layer is stopped and unloaded, so nothing plays off screen.
 */
export function endBoot(): void {
  const started = boot();
  if (!started || started.done) return;
  started.done = true;
  const { frame, video } = started;
  if (video && frame?.contains(video)) {
    video.pause();
    video.removeAttribute('src');
    video.load();
    started.video = null;
  }
  frame?.remove();
  started.frame = null;
}
