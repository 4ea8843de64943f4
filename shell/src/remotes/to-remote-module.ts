// Checks that what a remote's `./module` export gave us has the RemoteModule shape before the shell trusts it.
import type { RemoteModule } from '@cadence/shared-lib';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function toRemoteModule(loaded: unknown, federationName: string): RemoteModule {
  // loadRemote gives the module namespace; the RemoteModule is its default export.
  const candidate = isObject(loaded) && 'default' in loaded ? loaded.default : loaded;
  if (
    !isObject(candidate) ||
    typeof candidate.namespace !== 'string' ||
    typeof candidate.version !== 'string' ||
    !isObject(candidate.locales) ||
    !Array.isArray(candidate.routes) ||
    !Array.isArray(candidate.menu) ||
    !Array.isArray(candidate.widgets)
  ) {
    throw new Error(`${federationName}/module is not a RemoteModule`);
  }
  return candidate as unknown as RemoteModule;
}
