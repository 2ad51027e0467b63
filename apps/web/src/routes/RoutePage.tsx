import { PageLoader } from '@flick/design-system';
import { createContext, type ReactNode, useContext } from 'react';

/** Whether the page-change loader is on (RootLayout's `usePathChangeLoader`). */
export const PathChanging = createContext(false);

/**
 * One route's page, or the page-change loader in its place for the second after a path
 * change (docs/product.md#page-change-loader). The loader takes the page's place only: a
 * layout around it (the signed-in side and bottom navigation) stays on screen and usable.
 */
export function RoutePage({ children }: { children: ReactNode }) {
  return useContext(PathChanging) ? <PageLoader /> : children;
}
