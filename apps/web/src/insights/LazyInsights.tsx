import type { InsightsStore } from '@flick/stores';
import { lazy, Suspense } from 'react';

const InsightsDialog = lazy(() => import('./InsightsDialog'));

/**
 * The owner's insights dialog, its code fetched the first time an owner opens it (no part of
 * any first screen); closed (no store yet), it renders nothing.
 */
export function LazyInsights({
  insights,
  onClose,
}: {
  insights: InsightsStore | null;
  onClose: () => void;
}) {
  if (!insights) return null;
  return (
    <Suspense fallback={null}>
      <InsightsDialog insights={insights} onClose={onClose} />
    </Suspense>
  );
}
