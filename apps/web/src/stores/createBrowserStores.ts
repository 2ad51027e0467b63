import { mediaBase } from '@flick/api-types';
import { createRootStore, createXhrUploadFile, type RootStore } from '@flick/stores';
import { bootFetch } from '../boot';
import { configuredHosts } from '../hosts';
import { browserDownload } from '../ports/download';
import { browserMedia } from '../ports/media';
import { toastNotify } from '../ports/notify';
import { browserOnlineChanges } from '../ports/online';
import { browserPush } from '../ports/push';
import { browserLocalStorage, browserSessionStorage } from '../ports/storage';

/**
 * The RootStore wired to the browser: storage, toasts, the router, media, downloads,
 * uploads with progress and push. `navigate` is late-bound because the router is built
 * after the stores it serves.
 */
export function createBrowserStores(navigate: (path: string) => void): RootStore {
  const hosts = configuredHosts();
  return createRootStore({
    hosts,
    notify: toastNotify,
    storage: browserLocalStorage,
    sessionStorage: browserSessionStorage,
    navigate,
    // The first feed page on /reels may already be on its way (src/boot/reelsBoot.ts).
    fetch: bootFetch,
    media: browserMedia,
    download: browserDownload,
    push: browserPush,
    // XMLHttpRequest reports upload progress (fetch cannot).
    uploadFile: createXhrUploadFile(() => new XMLHttpRequest()),
    // The video file goes resumably with tus (its own XHR transport, with progress).
    resumable: { onlineChanges: browserOnlineChanges },
    ...(hosts.upload ? { mediaBase: mediaBase({ upload: hosts.upload }) } : {}),
  });
}
