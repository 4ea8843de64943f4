// Signed-out visitors go to /login, which brings them back to the page they asked for.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSessionStore } from '@cadence/shared-lib';
import { PATHS } from './paths';

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
  return <>{children ?? <Outlet />}</>;
}
