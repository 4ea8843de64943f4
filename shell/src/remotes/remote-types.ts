// What the shell knows about each remote listed in /remotes.json.
import type { RemoteModule } from '@cadence/shared-lib';

export type RemoteStatus = 'loading' | 'ready' | 'unavailable';

export interface RemoteState {
  /** Federation name, the key in /remotes.json. */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  status: RemoteStatus;
  module?: RemoteModule;
  error?: string;
}

/** State of the /remotes.json fetch itself: without it the shell knows no remote at all. */
export type MapStatus = 'loading' | 'ready' | 'failed';

/** Federation name → manifest URL. */
export type RemotesMap = Record<string, string>;
