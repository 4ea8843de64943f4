// Sign-in pages redirect away when the visitor is already signed in (spec §2). The check is made when
// the visitor enters them: a page that signs the visitor in (login, register) leads on by itself, and
// registration must be able to show its success for about a second first (spec §4).
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSessionStore } from '@cadence/shared-lib';
import { homePathFor, safeReturnPath } from './paths';
import type { ReturnState } from './RequireAuth';

export function GuestOnly() {
  const [userOnEntry] = useState(() => useSessionStore.getState().user);
  const location = useLocation();
  if (userOnEntry) {
    const from = safeReturnPath((location.state as ReturnState | null)?.from);
    return <Navigate to={from ?? homePathFor(userOnEntry)} replace />;
  }
  return <Outlet />;
}
