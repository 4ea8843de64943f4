// Loads every remote listed in /remotes.json in parallel, each with a bounded retry, so one dead or slow
// remote never blocks the others or the shell. A remote can be retried later without a page reload.
import type { RemoteModule } from '@cadence/shared-lib';
import type { FederationRuntime } from './federation-runtime';
import type { RemotesMap } from './remote-types';
import type { RemotesStore } from './remotes-store';
import { toRemoteModule } from './to-remote-module';
import { withTimeout } from './with-timeout';

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  store: RemotesStore;
  fetchRemotesMap: () => Promise<RemotesMap>;
  /** Called once per successfully loaded module (the shell registers its i18n namespace here). */
  onModule?: (mod: RemoteModule) => void;
  attempts?: number;
  timeoutMs?: number;
}

export interface RemoteLoader {
  /** Fetches /remotes.json and loads every remote; resolves when each is ready or unavailable. */
  loadAll(): Promise<void>;
  /** Re-reads its entry from /remotes.json, re-registers the remote with `force` and loads it again. */
  retry(name: string): Promise<void>;
  /** Retries the remote map when it failed, otherwise every unavailable remote. */
  retryUnavailable(): Promise<void>;
}

const DEFAULT_ATTEMPTS = 2;
const DEFAULT_TIMEOUT_MS = 8000;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const { runtime, store, fetchRemotesMap, onModule } = options;
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // A newer load of the same remote wins; late answers of an older one are ignored.
  const generation = new Map<string, number>();

  async function loadOne(name: string, entry: string, forceFirst: boolean): Promise<void> {
    const mine = (generation.get(name) ?? 0) + 1;
    generation.set(name, mine);
    store.getState().upsert({ name, entry, status: 'loading' });
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      try {
        // force drops the runtime's cached container, so a failed first try does not poison the next one.
        runtime.registerRemotes([{ name, entry }], { force: forceFirst || attempt > 0 });
        const loaded = await withTimeout(runtime.loadRemote(`${name}/module`), timeoutMs);
        const mod = toRemoteModule(loaded, name);
        if (generation.get(name) !== mine) return;
        onModule?.(mod);
        store.getState().upsert({ name, entry, status: 'ready', module: mod });
        return;
      } catch (error) {
        lastError = error;
      }
    }
    if (generation.get(name) !== mine) return;
    store.getState().upsert({ name, entry, status: 'unavailable', error: describe(lastError) });
  }

  async function loadAll(): Promise<void> {
    store.getState().setMapStatus('loading');
    let map: RemotesMap;
    try {
      map = await fetchRemotesMap();
    } catch {
      store.getState().setMapStatus('failed');
      return;
    }
    const names = Object.keys(map);
    store.getState().setOrder(names);
    store.getState().setMapStatus('ready');
    await Promise.allSettled(names.map((name) => loadOne(name, map[name], false)));
  }

  /** The remote's entry as /remotes.json says now (it may have been repointed), else the one we know. */
  async function currentEntry(name: string, known: string): Promise<string> {
    try {
      return (await fetchRemotesMap())[name] ?? known;
    } catch {
      return known;
    }
  }

  async function retry(name: string): Promise<void> {
    const known = store.getState().remotes[name];
    if (!known) return;
    await loadOne(name, await currentEntry(name, known.entry), true);
  }

  async function retryUnavailable(): Promise<void> {
    const state = store.getState();
    if (state.mapStatus === 'failed') {
      await loadAll();
      return;
    }
    const names = state.order.filter((name) => state.remotes[name]?.status === 'unavailable');
    await Promise.allSettled(names.map((name) => retry(name)));
  }

  return { loadAll, retry, retryUnavailable };
}
