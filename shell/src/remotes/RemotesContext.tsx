// Gives React the remotes' state and the retry actions of one loader (tests provide their own).
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { RemoteLoader } from './remote-loader';
import type { RemotesState, RemotesStore } from './remotes-store';

interface RemotesContextValue {
  store: RemotesStore;
  loader: RemoteLoader;
}

const RemotesContext = createContext<RemotesContextValue | null>(null);

export function RemotesProvider({ store, loader, children }: RemotesContextValue & { children: ReactNode }) {
  return <RemotesContext.Provider value={{ store, loader }}>{children}</RemotesContext.Provider>;
}

function useRemotesContext(): RemotesContextValue {
  const value = useContext(RemotesContext);
  if (!value) throw new Error('RemotesProvider is missing');
  return value;
}

export function useRemotes<T>(selector: (state: RemotesState) => T): T {
  return useStore(useRemotesContext().store, selector);
}

export function useRemoteLoader(): RemoteLoader {
  return useRemotesContext().loader;
}
