// The shell's React root (below the router): remote state and the route table.
import { AppRoutes } from './routing/AppRoutes';
import { ShellBoundary } from './routing/ShellBoundary';
import { RemotesProvider } from './remotes/RemotesContext';
import type { RemoteLoader } from './remotes/remote-loader';
import type { RemotesStore } from './remotes/remotes-store';

export interface AppProps {
  store: RemotesStore;
  loader: RemoteLoader;
}

export function App({ store, loader }: AppProps) {
  return (
    <RemotesProvider store={store} loader={loader}>
      <ShellBoundary>
        <AppRoutes />
      </ShellBoundary>
    </RemotesProvider>
  );
}
