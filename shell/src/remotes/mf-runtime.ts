// The real Module Federation runtime (the instance the host's webpack plugin created).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './federation-runtime';

export const mfRuntime: FederationRuntime = {
  registerRemotes: (remotes, options) => {
    registerRemotes(remotes, options);
  },
  loadRemote: (id) => loadRemote<unknown>(id),
};
