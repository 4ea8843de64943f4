// Runs after the async boundary in index.ts, so shared singletons are negotiated before any import.
import { initI18n, registerNamespace, useSessionStore } from '@cadence/shared-lib';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { shellLocales, SHELL_NS } from './i18n';
import { fetchRemotesMap } from './remotes/remotes-map';
import { createRemoteLoader } from './remotes/remote-loader';
import { createRemotesStore } from './remotes/remotes-store';
import { mfRuntime } from './remotes/mf-runtime';
import { keepUserFresh } from './session/keep-user-fresh';

async function start(): Promise<void> {
  registerNamespace(SHELL_NS, shellLocales);
  // Locale (lang/dir) is applied by initI18n; the skin follows the layout store on <html data-skin>.
  await initI18n();

  keepUserFresh();
  const store = createRemotesStore();
  const loader = createRemoteLoader({
    runtime: mfRuntime,
    store,
    fetchRemotesMap: () => fetchRemotesMap(),
    onModule: (mod) => registerNamespace(mod.namespace, mod.locales),
  });
  // Every remote route needs a session, so remotes load once there is one: the login page downloads
  // none of them (its JavaScript budget), and the signed-in pages never wait for the slowest.
  if (useSessionStore.getState().accessToken) void loader.loadAll();
  else {
    const stop = useSessionStore.subscribe((session) => {
      if (!session.accessToken) return;
      stop();
      void loader.loadAll();
    });
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App store={store} loader={loader} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
