import { fireEvent, screen } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import PlannersWidget from './PlannersWidget';
import { makePlanner } from '../../test/calendar-support/fixtures';
import { ok, renderPage, startPlannerApi, stopPlannerApi } from '../../test/calendar-support/render';

let api: TestApi;
beforeEach(async () => {
  api = await startPlannerApi();
});
afterEach(stopPlannerApi);

it('shows the planners as cards linking to their calendars', async () => {
  api.on('GET', '/accounts', ok({ accounts: [makePlanner(), makePlanner({ id: 4, name: 'Gym', next_post_at: null })] }));
  renderPage(<PlannersWidget />, '/dashboard', '/dashboard');
  expect(await screen.findByRole('link', { name: 'Open the calendar of Bakery' })).toHaveAttribute('href', '/schedules/3');
  expect(screen.getByRole('link', { name: 'Open the calendar of Gym' })).toHaveAttribute('href', '/schedules/4');
  expect(screen.getByText('Next post: Mar 30, 2026 9:00 AM')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All planners' })).toHaveAttribute('href', '/accounts');
});

it('has an empty state leading to /accounts', async () => {
  api.on('GET', '/accounts', ok({ accounts: [] }));
  renderPage(<PlannersWidget />, '/dashboard', '/dashboard');
  expect(await screen.findByText('You have no content planner yet.')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Create a planner'));
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/accounts');
});
