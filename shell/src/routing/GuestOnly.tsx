// Sign-in pages redirect away when the visitor is already signed in (spec §2).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSessionStore } from '@cadence/shared-lib';
import { homePathFor, safeReturnPath } from './paths';
import type { ReturnState } from './RequireAuth';

export function GuestOnly() {
  const user = useSessionStore((state) => state.user);
  const location = useLocation();
  if (user) {
    const from = safeReturnPath((location.state as ReturnState | null)?.from);
    return <Navigate to={from ?? homePathFor(user)} replace />;
  }
  return <Outlet />;
}
