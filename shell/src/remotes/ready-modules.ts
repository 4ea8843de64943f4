// The loaded modules in /remotes.json order, the input of routes, menus and the dashboard.
import type { RemoteModule } from '@cadence/shared-lib';
import type { RemotesState } from './remotes-store';

export interface ReadyRemote {
  /** Federation name (what `data-remote` shows). */
  name: string;
  module: RemoteModule;
}

export function readyRemotes(state: Pick<RemotesState, 'order' | 'remotes'>): ReadyRemote[] {
  const ready: ReadyRemote[] = [];
  for (const name of state.order) {
    const remote = state.remotes[name];
    if (remote?.status === 'ready' && remote.module) ready.push({ name, module: remote.module });
  }
  return ready;
}

/** True while the shell cannot yet know every route: the map or some remote is still loading. */
export function anyLoading(state: Pick<RemotesState, 'mapStatus' | 'order' | 'remotes'>): boolean {
  return state.mapStatus === 'loading' || state.order.some((name) => state.remotes[name]?.status === 'loading');
}

/** True when some remote (or the map itself) could not be loaded: an unknown path may be theirs. */
export function anyUnavailable(state: Pick<RemotesState, 'mapStatus' | 'order' | 'remotes'>): boolean {
  return state.mapStatus === 'failed' || state.order.some((name) => state.remotes[name]?.status === 'unavailable');
}
