import { Toaster as ToastHost } from '@flick/design-system';
import { reaction } from 'mobx';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { endScreenToasts } from '../ports/notify';
import { navigateTo } from '../routes/navigation';
import { createBrowserStores } from './createBrowserStores';
import { StoresProvider } from './StoresContext';

// The stores' chunk: MobX, the stores, their API clients and the toasts load with the first
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

/**
 * The toasts, mounted by the root layout once this chunk is in: the stores' toasts start with
 * it. Leaving a path ends its screen's own toasts (`endScreenToasts`, ADR 0100), before the
 * next screen paints.
 */
export function Toaster() {
  const { pathname } = useLocation();
  // The effect's clean-up runs when the path changes: the screen ends.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what ends a screen
  useLayoutEffect(() => endScreenToasts, [pathname]);
  return <ToastHost />;
}
