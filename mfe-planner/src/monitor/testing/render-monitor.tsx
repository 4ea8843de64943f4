// Renders the monitor page at its real path inside the app's providers, against startTestApi, with the
// current query shown (filters live in the URL) and a marker page at every other path.
import { makeUser, renderWithProviders } from '@cadence/shared-lib/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import MonitorPage from '../../pages/MonitorPage';

export const MONITOR_USER = makeUser({ id: 7, full_name: 'Nadia Haddad', access: ['auto-publishing'] });

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

function CurrentSearch() {
  return <output data-testid="current-search">{useLocation().search}</output>;
}

export function renderMonitor(route = '/schedules/auto-publishing-monitor'): void {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/schedules/auto-publishing-monitor" element={<MonitorPage />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
      <CurrentSearch />
    </>,
    { route, user: MONITOR_USER },
  );
}
