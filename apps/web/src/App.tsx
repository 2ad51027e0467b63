import { ThemeProvider } from '@flick/design-system';
import { bootShown } from './boot';
import { AppRouter, navigateTo } from './routes/router';
import { loadFeedPage } from './routes/routes';
import { createBrowserStores } from './stores/createBrowserStores';
import { StoresProvider } from './stores/StoresContext';

// One RootStore for the page's lifetime; stores navigate through the app's router.
const stores = createBrowserStores(navigateTo);

// Arriving signed in on /reels: fetch the feed page's chunk and its first page of videos
// now, in parallel, instead of one after the other once the route has rendered.
// The first render waits for the chunk (not the data), so the feed renders without suspending.
const arrivingOnFeed = window.location.pathname === '/reels' && stores.session.isAuthenticated;
if (arrivingOnFeed) void stores.feed.loadMore();
/**
 * Settles when the app may render: at once, or on /reels once its chunk loaded (or failed)
 * and the first video, started by public/reels-boot.js, shows a frame (at most 1.5 s).
 */
export const appReady: Promise<unknown> = arrivingOnFeed
  ? Promise.all([loadFeedPage().catch(() => undefined), bootShown(1500)])
  : Promise.resolve();

/** The whole app: stores, theme and the router over every route of spec section 2. */
export function App() {
  return (
    <StoresProvider stores={stores}>
      <ThemeProvider theme="light">
        <AppRouter />
      </ThemeProvider>
    </StoresProvider>
  );
}
