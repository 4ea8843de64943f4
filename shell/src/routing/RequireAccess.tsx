// Per-route checks once signed in: the role's resource (else not-authorized) and the gating feature
// (else the upgrade prompt in place of the page).
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canAccess, hasFeature, useSessionStore, type FeatureKey, type Resource } from '@cadence/shared-lib';
import { UpgradePrompt } from '../states/UpgradePrompt';
import { PATHS } from './paths';

export interface RequireAccessProps {
  resource?: Resource;
  feature?: FeatureKey;
  children: ReactNode;
}

export function RequireAccess({ resource, feature, children }: RequireAccessProps) {
  // Subscribing to the user re-runs the checks when the session (and with it the ability) changes.
  useSessionStore((state) => state.user);
  if (!canAccess(resource)) return <Navigate to={PATHS.notAuthorized} replace />;
  if (!hasFeature(feature)) return <UpgradePrompt />;
  return <>{children}</>;
}
