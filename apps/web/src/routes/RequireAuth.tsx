import { observer } from 'mobx-react-lite';
import { type ReactNode, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../reels/links';
import { useStores } from '../stores/StoresContext';

/**
 * Where a protected route came from, carried to /login in router state
 * (docs/product.md#signed-in-routes).
 */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Shows protected routes only while a token is stored (docs/product.md#signed-in-routes); otherwise
 * sends the user to /login, carrying the origin so sign-in can return there. A session the server
 * ended while the page was open (expired, revoked, password reset elsewhere) goes the same way: to
 * /login, then back to the page the user was on.
 */
export const RequireAuth = observer(function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useStores();
  const location = useLocation();
  const signedInOnArrival = useRef(session.isAuthenticated);
  if (!session.isAuthenticated) {
    // Logging out ends the session on this page: the session store then goes to /
    // (docs/product.md#logout-dialog), which must win over the redirect to /login.
    if (signedInOnArrival.current && !session.ended) return null;
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return <>{children}</>;
});

/** The path to return to after sign-in: the carried origin, else the feed. */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === LOGIN_PATH) return '/reels';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
