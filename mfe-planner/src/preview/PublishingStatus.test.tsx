import { screen, within } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import SchedulePage from '../pages/SchedulePage';
import { makeTarget } from '../monitor/testing/monitor-answers';
import { makeItem, scheduleAnswer } from '../../test/calendar-support/fixtures';
import { ok, renderPage, startPlannerApi, stopPlannerApi } from '../../test/calendar-support/render';
import { fireEvent, waitFor } from '@testing-library/react';

let api: TestApi;
beforeEach(async () => {
  api = await startPlannerApi();
  api.on('GET', '/posts/5/feedback', ok({ review_status: 'none', feedback: [] }));
});
afterEach(stopPlannerApi);

it('marks the failed chip and shows in the preview how each delivery went: link, Publishing…, reason with what to do', async () => {
  const post = makeItem(5, '2026-03-30T07:00:00.000Z', '2026-03-30T09:00', {
    state: 'failure',
    channels: ['facebook', 'instagram', 'linkedin', 'twitter'],
    publishing: [
      makeTarget(1, { state: 'published', link: 'https://facebook.example/posts/1' }),
      makeTarget(2, { platform: 'instagram', identifier_name: 'bakery.berlin', state: 'processing' }),
      makeTarget(3, { platform: 'linkedin', identifier_name: 'Bakery GmbH', state: 'failure', error: 'LinkedIn no longer accepts our access.', action: 'reconnect' }),
      makeTarget(4, { platform: 'twitter', identifier_name: '@bakery', state: 'failure', error: 'X is over capacity.', action: 'wait', next_attempt_at: '2026-03-30T07:30:00.000Z' }),
    ],
  });
  api.on('GET', '/schedules/3', ok(scheduleAnswer([post])));
  renderPage(<SchedulePage />, '/schedules/3?view=month&date=2026-03-15', '/schedules/:id');
  const chip = await screen.findByTestId('post-5');
  // The calendar chip says it failed, in words and with a dot of its own.
  expect(chip.getAttribute('aria-label')).toContain('Failed');
  expect(screen.getByTestId('post-5-failure')).toBeInTheDocument();
  fireEvent.click(chip);
  const modal = await waitFor(() => {
    const found = screen.getByText('Post preview', { selector: '.ant-modal-title' }).closest('.ant-modal');
    if (!(found instanceof HTMLElement)) throw new Error('no preview');
    return found;
  });
  const m = within(modal);
  expect(m.getByText('Publishing on')).toBeInTheDocument();
  expect(m.getByText('Failed')).toBeInTheDocument();
  expect(m.getByRole('link', { name: 'View post on Facebook (Bakery Page)' })).toHaveAttribute('href', 'https://facebook.example/posts/1');
  expect(within(m.getByTestId('target-2')).getByText('Publishing…')).toBeInTheDocument();
  expect(m.getByText('LinkedIn no longer accepts our access.')).toBeInTheDocument();
  expect(m.getByRole('link', { name: 'Reconnect LinkedIn' })).toHaveAttribute('href', '/pages/account-setting/connections');
  expect(m.getByText('X is over capacity.')).toBeInTheDocument();
  // The planner's zone (Berlin, summer time).
  expect(m.getByText('Cadence will retry at Mar 30, 2026 9:30 AM')).toBeInTheDocument();
});
