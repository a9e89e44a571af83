import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { AppState, AppStore } from '../state/store';

export const StoreContext = createContext<AppStore | null>(null);

export function useAppStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useApp outside <StoreContext.Provider>');
  return store;
}

/** Reads a part of the state; re-renders when it changes (shallowly, so picking several fields is fine). */
export function useApp<T>(selector: (state: AppState) => T): T {
  return useStore(useAppStore(), useShallow(selector));
}
