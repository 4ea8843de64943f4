// Per-remote loading state, kept in a small zustand store that React reads through RemotesContext.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MapStatus, RemoteState } from './remote-types';

export interface RemotesState {
  mapStatus: MapStatus;
  /** Federation names in /remotes.json order. */
  order: string[];
  remotes: Record<string, RemoteState>;
  setMapStatus(status: MapStatus): void;
  setOrder(order: string[]): void;
  upsert(state: RemoteState): void;
}

export type RemotesStore = StoreApi<RemotesState>;

export function createRemotesStore(): RemotesStore {
  return createStore<RemotesState>()((set) => ({
    mapStatus: 'loading',
    order: [],
    remotes: {},
    setMapStatus: (mapStatus) => set({ mapStatus }),
    setOrder: (order) => set({ order }),
    upsert: (state) => set((s) => ({ remotes: { ...s.remotes, [state.name]: state } })),
  }));
}
