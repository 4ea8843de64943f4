import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import SchedulePage from '../pages/SchedulePage';
import { scheduleAnswer } from '../../test/calendar-support/fixtures';
import { ok, renderPage, startPlannerApi, stopPlannerApi } from '../../test/calendar-support/render';

let api: TestApi;
const writeText = jest.fn<Promise<void>, [string]>();
beforeEach(async () => {
  api = await startPlannerApi();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(stopPlannerApi);

const link = (id: number, token: string, revoked: string | null = null) => ({
  id,
  kind: 'planner' as const,
  url: `/schedules/accounts/${token}`,
  created_at: '2026-03-01T10:00:00.000Z',
  revoked_at: revoked,
});

it("lists the planner's links, creates one, copies it and revokes it after confirmation", async () => {
  api.on('GET', '/schedules/3', ok(scheduleAnswer([])));
  api.on('GET', '/accounts/3/share-links', ok({ links: [link(1, 'old-token', '2026-03-02T00:00:00.000Z')] }));
  api.on('POST', '/accounts/3/share-links', ok({ link: link(2, 'new-token') }));
  api.on('DELETE', '/share-links/2', ok({ link: link(2, 'new-token', '2026-03-05T00:00:00.000Z') }));
  renderPage(<SchedulePage />, '/schedules/3?view=month&date=2026-03-15', '/schedules/:id');
  await screen.findByRole('heading', { name: 'Bakery' });
  fireEvent.click(screen.getByText('Share'));
  expect(await screen.findByText('Share Bakery')).toBeInTheDocument();
  const revoked = await screen.findByTestId('share-link-1');
  expect(revoked).toHaveTextContent('Revoked');
  expect(within(revoked).queryByText('Copy')).not.toBeInTheDocument();

  fireEvent.click(screen.getByText('Create link'));
  const created = await screen.findByTestId('share-link-2');
  expect(await screen.findByText('The link has been created.')).toBeInTheDocument();
  expect(created).toHaveTextContent('http://localhost/schedules/accounts/new-token');

  fireEvent.click(within(created).getByText('Copy'));
  expect(await screen.findByText('The link has been copied.')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith('http://localhost/schedules/accounts/new-token');

  fireEvent.click(within(created).getByText('Revoke'));
  expect(await screen.findByText('Whoever has this link will not be able to open it anymore.')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Yes, revoke it!'));
  expect(await screen.findByText('The link has been revoked.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('share-link-2')).toHaveTextContent('Revoked'));
  expect(api.sent('DELETE', '/share-links/2')).toHaveLength(1);
});
