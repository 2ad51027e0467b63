// The /reels boot script: arriving signed in on /reels, the first video starts here, before
// the app's scripts and stylesheet are even requested (docs/product.md#feed). The build
// bundles this file alone into `dist/reels-boot.js` (bootScript.ts, an IIFE with its imports
// inlined); the server inlines that in /reels's head (allowed by its hash in the page's CSP)
// and writes on the tag, as data attributes (contract.ts `ReelsBootData`), the app's entry
// script, its chunks and stylesheets (all left out of the page), and the feed's first video
// and poster as they were when the page was sent.
//
// Signed in, the video starts at once from that lead, and the first feed page is asked for
// once it shows a frame (nothing else competes with its first bytes); when the page arrives, a different first video (the feed changed, or the reader
// does not see that one) takes the lead's place, and an answer that is not a page of videos
// (a stale token: the app then ends on /login) or an empty page removes it. The app itself is
// started once the video shows a frame (its download and first render would otherwise take
// the bandwidth and the main thread the video's start needs), at once without a video, and
// within two seconds whatever the network does. It adopts what was started: its fetch port
// takes `feed` instead of asking again and the feed's first player moves `video` into its
// slot, still playing (index.ts).
import { bearerHeader } from '@flick/api-types';
import { breakpoints, layout, videoStageColors } from '@flick/design-system/layout';
import { FIRST_FEED_PAGE_URL, homeResumesLater, isSignedIn, storageKeys } from '@flick/stores/boot';
import { prefersReducedMotion } from '../reels/motion';
import type { ReelsBoot, ReelsBootData } from './contract';

/** However the network behaves, the app starts within this long. */
const START_APP_WITHIN_MS = 2000;
/** The route this script boots (client paths compare without a trailing slash). */
const ROUTE = '/reels';

const data: ReelsBootData = document.currentScript?.dataset ?? {};
const words = (list: string | undefined) => (list ?? '').split(' ').filter(Boolean);

const once = (run: () => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
};

const addLink = (rel: string, href: string) => {
  const element = document.createElement('link');
  element.rel = rel;
  element.crossOrigin = '';
  element.href = href;
  document.head.append(element);
  return element;
};

/**
 * The app: its chunks preloaded, its stylesheets applied, then its entry script (after the
 * stylesheets, so its first render is styled: no shift, no flash of unstyled content).
 */
const startApp = once(() => {
  for (const href of words(data.modules)) addLink('modulepreload', href);
  const sheets = words(data.styles).map(
    (href) =>
      new Promise<void>((resolve) => {
        const sheet = addLink('stylesheet', href);
        sheet.addEventListener('load', () => resolve());
        sheet.addEventListener('error', () => resolve());
      }),
  );
  const entry = data.entry;
  if (!entry) return;
  void Promise.all(sheets).then(() => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  });
});

/** The feed's geometry (FeedPage, ReelFeed, ReelPlayer), so the hand-over does not move it. */
function videoLayer(): { frame: HTMLDivElement; video: HTMLVideoElement } {
  const wide = window.innerWidth >= breakpoints.medium;
  const sideNav =
    window.innerWidth >= breakpoints.large ? layout.sideNavFullWidth : layout.sideNavNarrowWidth;
  const frame = document.createElement('div');
  frame.setAttribute('data-state', 'active');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'fixed',
    top: '0',
    right: '0',
    left: wide ? `${sideNav}px` : '0',
    height: wide ? '100dvh' : `calc(100dvh - ${layout.bottomBarHeight}px)`,
    display: 'flex',
    justifyContent: 'center',
    // The feed's stage in the theme the theme boot script applied (the video's bars stay black).
    background:
      videoStageColors[document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'],
  });
  const video = document.createElement('video');
  // CORS-enabled from its first request, as ReelPlayer's own videos are: the feed's player
  // adopts it and adds the caption track, which loads in the video's CORS mode (ADR 0092).
  video.crossOrigin = 'anonymous';
  video.muted = true;
  video.defaultMuted = true;
  video.playsInline = true;
  video.loop = true;
  video.preload = 'auto';
  Object.assign(video.style, {
    display: 'block',
    height: '100%',
    width: wide ? 'auto' : '100%',
    aspectRatio: wide ? '9 / 16' : '',
    maxWidth: '100%',
    // A phone's feed fills the screen with the clip (ReelFeed's stage): no shift at hand-over.
    objectFit: wide ? 'contain' : 'cover',
    background: '#000',
  });
  frame.append(video);
  return { frame, video };
}

function run(): void {
  let token: string | null = null;
  // The Home feed reopens at a video further down (docs/product.md#place-kept): the app
  // starts it there; the first video must not play meanwhile.
  let resumes = false;
  try {
    token = window.localStorage.getItem(storageKeys.token);
    resumes = homeResumesLater(
      window.sessionStorage,
      window.localStorage.getItem(storageKeys.userId),
    );
  } catch {}
  if (!isSignedIn(token) || resumes || window.location.pathname.replace(/\/+$/, '') !== ROUTE) {
    startApp();
    return;
  }
  const signedIn: string = token;

  let settle = () => {};
  const shownPromise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  // The feed page is asked for once the first video shows a frame (at once without a lead
  // video): its read and answer would otherwise share the one server process and the
  // connection with the video's first bytes, which the lead makes the only thing to wait for.
  let askFeed = () => {};
  const feed = new Promise<Response>((resolve, reject) => {
    askFeed = once(() => {
      try {
        fetch(FIRST_FEED_PAGE_URL, { headers: bearerHeader(signedIn) }).then(resolve, reject);
      } catch (error) {
        reject(error);
      }
    });
  });
  const shown = once(() => {
    settle();
    askFeed();
    startApp();
  });
  window.setTimeout(shown, START_APP_WITHIN_MS);
  const boot: ReelsBoot = {
    url: FIRST_FEED_PAGE_URL,
    token: signedIn,
    feed,
    shown: shownPromise,
    video: null,
    frame: null,
    done: false,
  };
  window.__flickReelsBoot = boot;

  /** Shows `src` (and its poster) in the layer, creating it on first use. */
  const show = (src: string, poster: string | undefined, label: string | undefined) => {
    if (boot.done) return;
    let { video, frame } = boot;
    if (!video || !frame) {
      ({ video, frame } = videoLayer());
      // A playing video has shown a frame when its frame callback runs (its `loadeddata`
      // comes before the frame is on screen); a paused one (reduced motion) at `loadeddata`.
      const playing = video;
      playing.addEventListener('loadeddata', () => {
        if (playing.paused || !playing.requestVideoFrameCallback) shown();
      });
      playing.addEventListener('error', shown);
      playing.requestVideoFrameCallback?.(shown);
      (document.body ?? document.documentElement).append(frame);
      boot.video = video;
      boot.frame = frame;
    }
    if (poster) video.poster = poster;
    else video.removeAttribute('poster');
    if (label) video.setAttribute('aria-label', label);
    video.src = src;
    performance.mark('reels-boot:video');
    // Reduced motion: tap to play, as in the feed.
    if (!prefersReducedMotion()) video.play().catch(() => {});
  };
  /** No video after all: stopped, unloaded and gone, and the app starts. */
  const hide = () => {
    const { video, frame } = boot;
    if (video) {
      video.pause();
      video.removeAttribute('src');
      video.load();
    }
    frame?.remove();
    boot.video = null;
    boot.frame = null;
    shown();
  };

  if (data.leadVideo) show(data.leadVideo, data.leadPoster, undefined);
  else askFeed();

  feed
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: { data?: { Items?: unknown[] } } | null) => {
      performance.mark('reels-boot:feed');
      if (boot.done) return;
      const item = body?.data?.Items?.[0] as
        | { iosUrl?: unknown; thumbUrl?: unknown; userName?: unknown }
        | undefined;
      if (!item || typeof item.iosUrl !== 'string') return hide();
      const label = typeof item.userName === 'string' ? `Video by ${item.userName}` : undefined;
      if (boot.video?.getAttribute('src') === item.iosUrl) {
        if (label) boot.video.setAttribute('aria-label', label);
        return;
      }
      show(item.iosUrl, typeof item.thumbUrl === 'string' ? item.thumbUrl : undefined, label);
    })
    .catch(hide);
}

run();
