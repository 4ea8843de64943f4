// Signed-out visitors go to /login, which brings them back to the page they asked for; signed-in users
// of role user who still owe a step (verify email, subscribe, approval) go to that step first (spec §4).
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSessionStore } from '@cadence/shared-lib';
import { PATHS } from './paths';
import { gateRedirect } from './user-gate';

export interface ReturnState {
  from?: string;
}

export function RequireAuth({ children }: { children?: ReactNode }) {
  const user = useSessionStore((state) => state.user);
  const location = useLocation();
  if (!user) {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  const step = gateRedirect(user, location.pathname);
  if (step) return <Navigate to={step} replace />;
  return <>{children ?? <Outlet />}</>;
}
