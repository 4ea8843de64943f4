// While maintenance mode is on, customers see the under-maintenance page; admins and staff work on.
import { Navigate } from 'react-router-dom';
import { MAINTENANCE_PATH, useSessionStore } from '@cadence/shared-lib';
import { useSiteSettings } from '../session/site-settings';

export function MaintenanceRedirect() {
  const role = useSessionStore((state) => state.user?.role);
  const maintenance = useSiteSettings((state) => state.maintenance);
  if (role !== 'user' || !maintenance) return null;
  return <Navigate to={MAINTENANCE_PATH} replace />;
}
