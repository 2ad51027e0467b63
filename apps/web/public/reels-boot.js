// Arriving signed in on /reels, the first feed page and the first video start here, before
// the app's scripts run (docs/architecture.md#performance). The server inlines this file in
// /reels's head (allowed by its hash in that page's CSP) and hands it, as data attributes, the
// app's entry script (`data-entry`, left out of the page) and the route's chunks and CSS
// (`data-modules`, `data-styles`). The app adopts what it started: its fetch port takes
// `feed` instead of asking again, and the feed's first ReelPlayer moves `video` into its
// slot, still playing (src/boot.ts). Without a stored session, or when the answer is not a
// page of videos (a stale token: the app's normal flow then ends on /login), no video is
// shown and the app starts at once.
(() => {
  const data = document.currentScript?.dataset ?? {};
  const once = (run) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      run();
    };
  };
  const link = (rel, href) => {
    const element = document.createElement('link');
    element.rel = rel;
    if (rel === 'preload') element.as = 'style';
    element.crossOrigin = '';
    element.href = href;
    document.head.append(element);
  };
  // The route's files, with the entry (not before: they would take the connections, the
  // bandwidth and the main thread the feed page and the video need first).
  const preload = once(() => {
    for (const href of (data.modules ?? '').split(' ')) if (href) link('modulepreload', href);
    for (const href of (data.styles ?? '').split(' ')) if (href) link('preload', href);
  });
  // The app itself runs once the video shows a frame (its script and first render would
  // otherwise take the main thread the video's start needs), or at once without a video.
  const startApp = once(() => {
    preload();
    if (!data.entry) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = data.entry;
    document.head.append(script);
  });

  let token = null;
  let userId = null;
  try {
    token = localStorage.getItem('token');
    userId = localStorage.getItem('user_id');
  } catch {}
  if (!token || !userId || location.pathname.replace(/\/+$/, '') !== '/reels') {
    startApp();
    return;
  }

  const url = '/api/video/videos?pageSize=19';
  const boot = { url, token, video: null, frame: null, done: false };
  let settle;
  boot.shown = new Promise((resolve) => {
    settle = resolve;
  });
  const shown = () => {
    settle();
    startApp();
  };
  // However the network behaves, the app starts within two seconds.
  setTimeout(shown, 2000);
  try {
    boot.feed = fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    shown();
    return;
  }
  window.__flickReelsBoot = boot;
  boot.feed
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body) => {
      performance.mark('reels-boot:feed');
      const item = body?.data?.Items?.[0];
      if (!item || typeof item.iosUrl !== 'string' || boot.done) return shown();
      // The feed's geometry (FeedPage, ReelFeed, ReelPlayer styles): below 768 px the page
      // is the screen minus the 56 px bottom bar; wider, a 9:16 column beside the side nav.
      const wide = innerWidth >= 768;
      const frame = document.createElement('div');
      frame.setAttribute('data-state', 'active');
      frame.setAttribute('aria-hidden', 'true');
      Object.assign(frame.style, {
        position: 'fixed',
        top: '0',
        right: '0',
        left: wide ? (innerWidth >= 1200 ? '244px' : '72px') : '0',
        height: wide ? '100dvh' : 'calc(100dvh - 56px)',
        display: 'flex',
        justifyContent: 'center',
        background: '#000',
      });
      const video = document.createElement('video');
      video.muted = true;
      video.defaultMuted = true;
      video.playsInline = true;
      video.loop = true;
      video.preload = 'auto';
      if (typeof item.thumbUrl === 'string') video.poster = item.thumbUrl;
      video.setAttribute('aria-label', `Video by ${item.userName}`);
      Object.assign(video.style, {
        display: 'block',
        height: '100%',
        width: wide ? 'auto' : '100%',
        aspectRatio: wide ? '9 / 16' : '',
        maxWidth: '100%',
        objectFit: 'contain',
        background: '#000',
      });
      // A playing video has shown a frame when its frame callback runs (its `loadeddata`
      // comes before the frame is on screen); a paused one (reduced motion) at `loadeddata`.
      video.addEventListener('loadeddata', () => {
        if (video.paused || !video.requestVideoFrameCallback) shown();
      });
      video.addEventListener('error', shown);
      video.requestVideoFrameCallback?.(shown);
      video.src = item.iosUrl;
      frame.append(video);
      (document.body ?? document.documentElement).append(frame);
      performance.mark('reels-boot:video');
      boot.video = video;
      boot.frame = frame;
      // Reduced motion: tap to play, as in the feed.
      if (!matchMedia('(prefers-reduced-motion: reduce)').matches) {
        video.play().catch(() => {});
      }
    })
    .catch(shown);
})();
