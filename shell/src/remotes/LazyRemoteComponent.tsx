// Renders a remote's lazy page or widget: loading state, then the component, or feature-unavailable with Retry.
import type { PageLoader } from '@cadence/shared-lib';
import { FeatureUnavailable } from '../states/FeatureUnavailable';
import { LoadingState } from '../states/LoadingState';
import { useLazyComponent } from './use-lazy-component';

export function LazyRemoteComponent({ load }: { load: PageLoader }) {
  const { state, retry } = useLazyComponent(load);
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed') return <FeatureUnavailable onRetry={retry} />;
  const { Component } = state;
  return <Component />;
}
