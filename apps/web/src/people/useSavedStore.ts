import { type SavedStore, savedMessages } from '@flick/stores';
import { useEffect } from 'react';
import { addStoreTexts } from '../i18n/storeTexts';
import { useLoadedStore } from '../stores/useLoadedStore';

// Its toasts and errors (`Saved.`, `Removed from saved videos.`) in the language shown.
addStoreTexts('saved', savedMessages);

/**
 * The saved videos' store (docs/product.md#saved-videos), null until its code has loaded: it
 * is fetched on first use, never with the first screen. Its list is read once per session
 * (again after a save), so each Save toggle knows its state.
 */
export function useSavedStore(): SavedStore | null {
  const saved = useLoadedStore('loadSaved');
  useEffect(() => {
    if (saved) void saved.load();
  }, [saved]);
  return saved;
}
