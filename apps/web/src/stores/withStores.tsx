import { reaction } from 'mobx';
import { Outlet } from 'react-router-dom';
import { navigateTo } from '../routes/navigation';
import { createBrowserStores } from './createBrowserStores';
import { StoresProvider } from './StoresContext';

// The stores' chunk: MobX, the stores and their API clients load with the first
// route that needs them (every route but / and the not-found page), keeping them out of the
// entry script the landing page downloads (docs/architecture.md#performance).
// `stores/loadStores.ts` loads it.

// One RootStore for the page's lifetime; stores navigate through the app's router.
export const stores = createBrowserStores(navigateTo);

// The account's language (src/i18n/accountLanguage.ts, its code fetched only when signed in):
// at once after a sign-in; on a page opened signed in, once it is idle (the feed's first
// video comes first). Signed out, nothing is asked.
reaction(
  () => stores.session.userId,
  (userId, before) => {
    if (!userId) return;
    const follow = () =>
      void import('../i18n/accountLanguage')
        .then((module) => module.followAccountLanguage(stores))
        .catch(() => undefined);
    if (before !== undefined) follow();
    else if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(follow, { timeout: 2000 });
    else window.setTimeout(follow, 500);
  },
  { fireImmediately: true },
);

/** The layout route over every route that reads the stores: provides the RootStore. */
export function StoresLayout() {
  return (
    <StoresProvider stores={stores}>
      <Outlet />
    </StoresProvider>
  );
}
