import { ThemeProvider } from '@flick/design-system';
import { useLayoutEffect } from 'react';
import { bootShown } from './boot';
import { browserLocalStorage } from './ports/storage';
import { AppRouter } from './routes/router';
import { loadFeedPage, loadProtectedLayout } from './routes/routes';
import { loadStores } from './stores/loadStores';
import { applyColorScheme, useThemePreference } from './theme/themePreference';

// Arriving signed in on /reels: fetch the feed page's, the stores' and the signed-in layout's
// chunks and the first page of videos now, in parallel, instead of one after the other once
// the route has rendered. The first render waits for the chunks (not the data), so the feed
// renders without suspending. "Signed in" is the session store's rule (a stored, non-empty token),
// read here without loading the stores.
const token = browserLocalStorage.getItem('token');
const arrivingOnFeed = window.location.pathname === '/reels' && token !== null && token !== '';
const storesReady = arrivingOnFeed
  ? loadStores().then(
      ({ stores }) => {
        void stores.feed.loadMore();
      },
      () => undefined,
    )
  : undefined;
/**
 * Settles when the app may render: at once, or on /reels once its chunks loaded (or failed)
 * and the first video, started by src/boot/reelsBoot.ts, shows a frame (at most 1.5 s).
 */
export const appReady: Promise<unknown> = arrivingOnFeed
  ? Promise.all([
      loadFeedPage().catch(() => undefined),
      loadProtectedLayout().catch(() => undefined),
      storesReady,
      bootShown(1500),
    ])
  : Promise.resolve();

/**
 * The whole app: the theme (the person's choice, or the system's; docs/product.md#settings)
 * and the router over every route of docs/product.md#routes.
 */
export function App() {
  const { theme } = useThemePreference();
  useLayoutEffect(() => applyColorScheme(theme), [theme]);
  return (
    <ThemeProvider theme={theme}>
      <AppRouter />
    </ThemeProvider>
  );
}
