// One remote route: marked with the remote's name and version, contained by its own PageBoundary.
import type { RouteDef } from '@cadence/shared-lib';
import { PageBoundary } from '@cadence/shared-lib/antd';
import { LazyRemoteComponent } from '../remotes/LazyRemoteComponent';

export interface RemotePageProps {
  remote: string;
  version: string;
  route: RouteDef;
}

export function RemotePage({ remote, version, route }: RemotePageProps) {
  return (
    <div data-remote={remote} data-remote-version={version}>
      <PageBoundary name={`${remote} ${route.path}`}>
        <LazyRemoteComponent load={route.load} />
      </PageBoundary>
    </div>
  );
}
