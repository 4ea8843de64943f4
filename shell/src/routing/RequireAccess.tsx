// Per-route checks once signed in: the role's resource (else not-authorized) and the gating feature
// (else the upgrade prompt in place of the page; a feature switched off is blocked the same way).
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canAccess, hasFeature, useSessionStore, type FeatureKey, type Resource } from '@cadence/shared-lib';
import { PATHS } from './paths';
import { UpgradePage } from './signed-in-lazy';

export interface RequireAccessProps {
  resource?: Resource;
  feature?: FeatureKey;
  children: ReactNode;
}

export function RequireAccess({ resource, feature, children }: RequireAccessProps) {
  // Subscribing to the user re-runs the checks when the session (and with it the ability) changes.
  useSessionStore((state) => state.user);
  if (!canAccess(resource)) return <Navigate to={PATHS.notAuthorized} replace />;
  // Only ever rendered inside a signed-in frame, so the lazy antd chunk is already there.
  if (!hasFeature(feature)) return <UpgradePage feature={feature} />;
  return <>{children}</>;
}
