import { useSyncExternalStore } from 'react';
import { mediaQueries } from '../../tokens/breakpoints';
import { prefersReducedMotion } from '../../tokens/motion';

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(mediaQueries.reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** `prefersReducedMotion()`, followed as the visitor changes it (false on the server). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
