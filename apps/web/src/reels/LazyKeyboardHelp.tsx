import { lazy, Suspense } from 'react';
import { withScreenTexts } from '../i18n/i18n';

// Its texts are in the `screens` catalog: they come with it.
const KeyboardHelp = lazy(withScreenTexts(() => import('./KeyboardHelp')));

/**
 * The keyboard help sheet, fetched the first time `?` opens it (the feed's first load stays
 * within its size budget); closed, it renders nothing.
 */
export function LazyKeyboardHelp({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardHelp open onOpenChange={onOpenChange} />
    </Suspense>
  );
}
