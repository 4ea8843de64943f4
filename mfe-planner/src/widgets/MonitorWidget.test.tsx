import { fireEvent, screen, within } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import { makeRow, makeTarget, monitorAnswer } from '../monitor/testing/monitor-answers';
import { ok, renderPage, startPlannerApi, stopPlannerApi } from '../../test/calendar-support/render';
import MonitorWidget from './MonitorWidget';

let api: TestApi;
beforeEach(async () => {
  api = await startPlannerApi();
});
afterEach(stopPlannerApi);

const MONITOR = '/schedules/auto-publishing-monitor';

it('shows the next few auto-published posts with their status and links to the monitor', async () => {
  const rows = [
    makeRow(41, { caption: 'Fresh bread every morning' }),
    makeRow(42, { state: 'failure', caption: 'Rye day', targets: [makeTarget(420, { platform: 'linkedin', state: 'failure', error: 'Nope', action: 'fix' })] }),
    ...[43, 44, 45, 46].map((id) => makeRow(id, { state: 'published', targets: [makeTarget(id * 10, { state: 'published', link: 'https://f.example/p' })] })),
  ];
  api.on('GET', MONITOR, ok(monitorAnswer(rows)));
  renderPage(<MonitorWidget />, '/dashboard', '/dashboard');

  const first = within(await screen.findByTestId('monitor-widget-row-1041'));
  expect(first.getByText('Fresh bread every morning')).toBeInTheDocument();
  expect(first.getByText('Bakery Berlin · Dec 1, 2026 09:30 · Facebook')).toBeInTheDocument();
  expect(first.getByText('Scheduled')).toBeInTheDocument();
  expect(within(screen.getByTestId('monitor-widget-row-1042')).getByText('Failure')).toBeInTheDocument();
  // Five rows at most.
  expect(screen.queryByTestId('monitor-widget-row-1046')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'Open the monitor' }));
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent(MONITOR);
});

it('says when nothing is auto-published yet, and offers a retry when loading fails', async () => {
  let fail = true;
  api.on('GET', MONITOR, () => (fail ? { status: 500, body: { message: 'Boom' } } : ok(monitorAnswer([]))));
  renderPage(<MonitorWidget />, '/dashboard', '/dashboard');
  expect(await screen.findByText('The auto-published posts could not be loaded.')).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No auto-published posts yet')).toBeInTheDocument();
});
