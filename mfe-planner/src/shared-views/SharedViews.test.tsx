import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import SharedPlannerPage from '../pages/SharedPlannerPage';
import SharedQueuePage from '../pages/SharedQueuePage';
import { makeSharedPost } from '../../test/calendar-support/fixtures';
import { json, ok, renderPage, startPlannerApi, stopPlannerApi } from '../../test/calendar-support/render';

let api: TestApi;
beforeEach(async () => {
  api = await startPlannerApi();
});
afterEach(stopPlannerApi);

const ACCOUNT = { name: 'Bakery', desc: null, color: '#fa8c16', timezone: 'Europe/Berlin', owner_name: 'Nora Owner' };
const HASH = 'tok3n';

function preview(): HTMLElement {
  const modal = screen.getByText('Post preview', { selector: '.ant-modal-title' }).closest('.ant-modal');
  if (!(modal instanceof HTMLElement)) throw new Error('no preview');
  return modal;
}

it("shows a shared planner read-only with its owner's name, and lets the visitor approve a post", async () => {
  api.on('GET', `/schedules/accounts/${HASH}`, ok({ account: ACCOUNT, schedule: [makeSharedPost(11, '2026-03-30T07:00:00.000Z')] }));
  api.on('POST', `/share/${HASH}/posts/11/feedback`, ok({ feedback: { verdict: 'approved', comment: null, author_name: 'Cleo', created_at: '2026-03-20T00:00:00.000Z' }, review_status: 'approved' }));
  renderPage(<SharedPlannerPage />, `/schedules/accounts/${HASH}?date=2026-03-15`, '/schedules/accounts/:hash');
  const chip = await screen.findByTestId('post-11');
  expect(screen.getByTestId('day-2026-03-30')).toContainElement(chip);
  expect(screen.getByText('Shared by Nora Owner')).toBeInTheDocument();
  expect(chip).not.toHaveAttribute('draggable', 'true');
  expect(screen.queryByRole('button', { name: /New post on/ })).not.toBeInTheDocument();
  expect(screen.queryByText('Week')).not.toBeInTheDocument();

  fireEvent.click(chip);
  await waitFor(() => preview());
  expect(within(preview()).getByText('Shared caption 11')).toBeInTheDocument();
  expect(within(preview()).getByText('Nora Owner')).toBeInTheDocument();
  fireEvent.click(within(preview()).getByText('Approve'));
  expect(await within(preview()).findByText('You approved this post.')).toBeInTheDocument();
  expect(json(api.sent('POST', `/share/${HASH}/posts/11/feedback`)[0])).toEqual({ verdict: 'approved', comment: null });
  expect(within(preview()).getByTestId('review-status')).toHaveTextContent('Approved');
});

it('requires a comment to request changes on a shared queue post', async () => {
  api.on('GET', `/posts/queue/users/${HASH}`, ok({ owner_name: 'Nora Owner', posts: [makeSharedPost(12, '2026-03-30T07:00:00.000Z')] }));
  api.on('POST', `/share/${HASH}/posts/12/feedback`, ok({ feedback: { verdict: 'changes_requested', comment: 'Shorter please', author_name: 'Cleo', created_at: '2026-03-20T00:00:00.000Z' }, review_status: 'changes_requested' }));
  renderPage(<SharedQueuePage />, `/posts/queue/users/${HASH}`, '/posts/queue/users/:hash');
  expect(await screen.findByText('Shared by Nora Owner')).toBeInTheDocument();
  fireEvent.click(await screen.findByTestId('post-12'));
  await waitFor(() => preview());
  fireEvent.click(within(preview()).getByText('Request changes'));
  fireEvent.click(within(preview()).getByText('Send'));
  expect(await within(preview()).findByText('The comment field is required')).toBeInTheDocument();
  expect(api.sent('POST', `/share/${HASH}/posts/12/feedback`)).toHaveLength(0);
  fireEvent.change(within(preview()).getByLabelText('What should change?'), { target: { value: 'Shorter please' } });
  fireEvent.click(within(preview()).getByText('Send'));
  expect(await within(preview()).findByText('You asked for changes on this post.')).toBeInTheDocument();
  expect(json(api.sent('POST', `/share/${HASH}/posts/12/feedback`)[0])).toEqual({ verdict: 'changes_requested', comment: 'Shorter please' });
});

it('says clearly when a link was revoked or never existed', async () => {
  api.on('GET', `/schedules/accounts/${HASH}`, { status: 404, body: { message: 'This link is no longer available.' } });
  api.on('GET', `/posts/queue/users/${HASH}`, { status: 404, body: { message: 'This link is no longer available.' } });
  renderPage(<SharedPlannerPage />, `/schedules/accounts/${HASH}`, '/schedules/accounts/:hash');
  expect(await screen.findByText('This link is no longer available.', { selector: '.ant-result-title' })).toBeInTheDocument();
  await stopPlannerApi();
  api = await startPlannerApi();
  api.on('GET', `/posts/queue/users/${HASH}`, { status: 404, body: { message: 'This link is no longer available.' } });
  renderPage(<SharedQueuePage />, `/posts/queue/users/${HASH}`, '/posts/queue/users/:hash');
  expect(await screen.findByText('This link is no longer available.', { selector: '.ant-result-title' })).toBeInTheDocument();
  expect(screen.getByText('Its owner may have revoked it. Ask them for a new one.')).toBeInTheDocument();
});
