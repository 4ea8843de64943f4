// Runs after the async boundary in index.ts, so shared singletons are negotiated before any import.
import { initI18n, registerNamespace } from '@cadence/shared-lib';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { shellLocales, SHELL_NS } from './i18n';
import { fetchRemotesMap } from './remotes/remotes-map';
import { createRemoteLoader } from './remotes/remote-loader';
import { createRemotesStore } from './remotes/remotes-store';
import { mfRuntime } from './remotes/mf-runtime';

async function start(): Promise<void> {
  registerNamespace(SHELL_NS, shellLocales);
  // Locale (lang/dir) is applied by initI18n; the skin follows the layout store on <html data-skin>.
  await initI18n();

  const store = createRemotesStore();
  const loader = createRemoteLoader({
    runtime: mfRuntime,
    store,
    fetchRemotesMap: () => fetchRemotesMap(),
    onModule: (mod) => registerNamespace(mod.namespace, mod.locales),
  });
  // Remotes load in the background: the login page and the shell's own pages never wait for them.
  void loader.loadAll();

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
