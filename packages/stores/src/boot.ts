// What a page script needs before the app runs (the /reels boot script, bundled on its own):
// the session's storage keys, the signed-in rule and the feed's first page, from their one
// home each, with no MobX and no API client. Importable alone as `@flick/stores/boot`.
import { defaultHosts } from '@flick/api-types';
import { PAGE_SIZE } from './feed/paging';

export { homeResumesLater } from './place/places';
export { isSignedIn, storageKeys } from './session/storageKeys';

/**
 * The address the feed asks for its first page (`FeedStore.load`: GET /videos with
 * `nextPageQuery(undefined)` on the video host), so a request started before the app can be
 * handed to it.
 */
export const FIRST_FEED_PAGE_URL = `${defaultHosts.video}/videos?pageSize=${PAGE_SIZE}`;
