import { ThemeProvider } from '@flick/design-system';
import { useLayoutEffect } from 'react';
import { bootShown } from './boot';
import { activateLocale, loadLocale, loadScreenTexts } from './i18n/i18n';
import { LanguageProvider } from './i18n/LanguageProvider';
import { currentLocale } from './i18n/languagePreference';
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
// The page's language (docs/product.md#languages): English is here already; another's catalog
// is fetched beside the route's chunks, so the first screen is in it (English if it fails).
const startLocale = currentLocale();
// Arriving elsewhere than the feed, the page is one of the screens: their texts come along.
const localeReady = Promise.all([
  loadLocale(startLocale),
  arrivingOnFeed ? undefined : loadScreenTexts(startLocale),
]).then(
  () => activateLocale(startLocale),
  () => undefined,
);
/**
 * Settles when the app may render: once the page's language is here, and on /reels once its
 * chunks loaded (or failed) and the first video, started by src/boot/reelsBoot.ts, shows a
 * frame (at most 1.5 s).
 */
export const appReady: Promise<unknown> = arrivingOnFeed
  ? Promise.all([
      loadFeedPage().catch(() => undefined),
      loadProtectedLayout().catch(() => undefined),
      storesReady,
      bootShown(1500),
      localeReady,
    ])
  : localeReady;

/**
 * The whole app: the theme (the person's choice, or the system's; docs/product.md#settings)
 * and the router over every route of docs/product.md#routes.
 */
export function App() {
  const { theme } = useThemePreference();
  useLayoutEffect(() => applyColorScheme(theme), [theme]);
  return (
    <LanguageProvider>
      <ThemeProvider theme={theme}>
        <AppRouter />
      </ThemeProvider>
    </LanguageProvider>
  );
}
