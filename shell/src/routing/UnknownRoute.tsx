// A path no route matched. While remotes load we cannot know it is unknown; while one is unavailable it
// may be that remote's page, so we offer Retry (and render the page if the retry brings it) instead of 404.
import { useSessionStore } from '@cadence/shared-lib';
import { NotFoundPage } from '../pages/misc/NotFoundPage';
import { anyLoading, anyUnavailable } from '../remotes/ready-modules';
import { useRemoteLoader, useRemotes } from '../remotes/RemotesContext';
import { FeatureUnavailable } from '../states/FeatureUnavailable';
import { LoadingState } from '../states/LoadingState';
import { useShellStyles } from '../states/shell-styles';
import { RequireAuth } from './RequireAuth';
import { VerticalLayout } from './signed-in-lazy';

export function UnknownRoute() {
  useShellStyles();
  const user = useSessionStore((state) => state.user);
  const loader = useRemoteLoader();
  const mapStatus = useRemotes((state) => state.mapStatus);
  const order = useRemotes((state) => state.order);
  const remotes = useRemotes((state) => state.remotes);
  const known = { mapStatus, order, remotes };

  // Remotes load only with a session, so a signed-out visitor signs in first and comes back here.
  if (!user) return <RequireAuth />;

  let content;
  if (anyLoading(known)) content = <LoadingState />;
  else if (anyUnavailable(known)) content = <FeatureUnavailable onRetry={() => loader.retryUnavailable()} />;
  else content = <NotFoundPage />;

  return <VerticalLayout>{content}</VerticalLayout>;
}
