// Renders the whole shell (routes, guards, layouts) at a path, with remotes from a fake runtime.
import { registerNamespace, type RemoteModule, type User, useSessionStore } from '@cadence/shared-lib';
import { TEST_ACCESS_TOKEN } from '@cadence/shared-lib/testing';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../src/App';
import { shellLocales, SHELL_NS } from '../../src/i18n';
import { createRemoteLoader, type RemoteLoader } from '../../src/remotes/remote-loader';
import { createRemotesStore, type RemotesStore } from '../../src/remotes/remotes-store';
import { createFakeRuntime, remotesMapFor, type FakeRuntime } from './fake-remotes';

export interface AppHarness extends RenderResult {
  fake: FakeRuntime;
  store: RemotesStore;
  loader: RemoteLoader;
  loaded: Promise<void>;
}

export function renderApp(
  path: string,
  { modules = {}, user, dead = [] }: { modules?: Record<string, RemoteModule>; user?: User; dead?: string[] } = {},
): AppHarness {
  registerNamespace(SHELL_NS, shellLocales);
  if (user) useSessionStore.getState().setSession(user, TEST_ACCESS_TOKEN);
  else useSessionStore.getState().clear();
  const fake = createFakeRuntime(modules);
  for (const name of dead) fake.dead.add(name);
  const store = createRemotesStore();
  const loader = createRemoteLoader({
    runtime: fake.runtime,
    store,
    fetchRemotesMap: () => Promise.resolve(remotesMapFor(modules)),
    onModule: (mod) => registerNamespace(mod.namespace, mod.locales),
    timeoutMs: 1000,
  });
  const loaded = loader.loadAll();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <App store={store} loader={loader} />
    </MemoryRouter>,
  );
  return { ...result, fake, store, loader, loaded };
}
