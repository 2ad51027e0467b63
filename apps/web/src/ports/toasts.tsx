import { Toaster, toast } from '@flick/design-system';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The toasts' code (react-hot-toast and the design system's Toaster), fetched on the first
 * toast or once the page is idle, never with the first route (`ports/notify.ts` loads it).
 */
export { toast };

/**
 * The toasts' host, mounted by the root layout once this module is in (toasts asked for
 * before then wait in react-hot-toast's list). Leaving a path ends its screen's own toasts
 * (`onPathChange`, ADR 0100), before the next screen paints.
 */
export function ToastHost({ onPathChange }: { onPathChange: () => void }) {
  const { pathname } = useLocation();
  // The effect's clean-up runs when the path changes: the screen ends.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what ends a screen
  useLayoutEffect(() => onPathChange, [pathname]);
  return <Toaster />;
}
