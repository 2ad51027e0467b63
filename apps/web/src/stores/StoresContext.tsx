import type { RootStore } from '@flick/stores';
import { createContext, type ReactNode, useContext } from 'react';

const StoresContext = createContext<RootStore | null>(null);

/** Makes the app's one RootStore reachable with `useStores()`. */
export function StoresProvider({ stores, children }: { stores: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

/** The RootStore of the surrounding StoresProvider. */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() needs a <StoresProvider> above it');
  return stores;
}
