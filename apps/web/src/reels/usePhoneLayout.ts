import { mediaQueries } from '@flick/design-system';
import { useSyncExternalStore } from 'react';

const phoneQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(mediaQueries.belowMedium) : null;

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the window is below the medium width (a phone): the single-video views then show
 * the full-screen player with the comments in a sheet, as the feed does
 * (docs/product.md#video-viewer). Follows the window as it is resized.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => phoneQuery()?.matches ?? false);
}
