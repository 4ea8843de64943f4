import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@cadence/shared-lib';
import type { TestApi } from '@cadence/shared-lib/testing';
import PlannersHome from '../pages/PlannersHome';
import { makePlanner } from '../../test/calendar-support/fixtures';
import { invalid, json, ok, renderPage, startPlannerApi, stopPlannerApi } from '../../test/calendar-support/render';

let api: TestApi;
beforeEach(async () => {
  api = await startPlannerApi();
});
afterEach(stopPlannerApi);

const show = () => renderPage(<PlannersHome />, '/accounts', '/accounts');

async function drawer(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const panel = screen.getAllByText(title, { selector: '.ant-drawer-title' }).at(-1)?.closest('.ant-drawer-content-wrapper');
    if (!(panel instanceof HTMLElement)) throw new Error(`no drawer ${title}`);
    return panel;
  });
}

it('lists the planners as cards with zone, counts and next post, each linking to its calendar', async () => {
  api.on('GET', '/accounts', ok({ accounts: [makePlanner(), makePlanner({ id: 4, name: 'Gym', next_post_at: null, posts_count: 0, upcoming_count: 0 })] }));
  show();
  const card = await screen.findByTestId('planner-3');
  expect(within(card).getByRole('link', { name: 'Open the calendar of Bakery' })).toHaveAttribute('href', '/schedules/3');
  expect(within(card).getByText('Time zone: Europe/Berlin')).toBeInTheDocument();
  expect(within(card).getByText('12')).toBeInTheDocument();
  // 07:00Z is 09:00 on Berlin's summer clock.
  expect(within(card).getByText('Next post: Mar 30, 2026 9:00 AM')).toBeInTheDocument();
  expect(within(screen.getByTestId('planner-4')).getByText('No upcoming post')).toBeInTheDocument();
});

it('shows an empty state whose button creates a planner in the browser zone, and 422s in the drawer', async () => {
  api.on('GET', '/accounts', () => ok({ accounts: api.sent('POST', '/accounts').length > 1 ? [makePlanner({ id: 9, name: 'Café' })] : [] }));
  let attempt = 0;
  api.on('POST', '/accounts', () => (++attempt === 1 ? invalid('name', 'The name has already been taken.') : ok({ account: makePlanner({ id: 9, name: 'Café' }) })));
  show();
  expect(await screen.findByText('No content planners yet. Create one per brand or client.')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Create your first planner'));
  const panel = await drawer('New planner');
  fireEvent.click(within(panel).getByText('Save planner'));
  expect(await within(panel).findByText('The name field is required')).toBeInTheDocument();
  expect(api.sent('POST', '/accounts')).toHaveLength(0);

  fireEvent.change(within(panel).getByLabelText('Name'), { target: { value: 'Café' } });
  fireEvent.change(within(panel).getByLabelText('Description'), { target: { value: 'Coffee shop' } });
  fireEvent.click(within(panel).getByText('Save planner'));
  expect(await within(panel).findByText('The name has already been taken.')).toBeInTheDocument();
  fireEvent.click(within(panel).getByText('Save planner'));
  expect(await screen.findByText('The planner Café has been created.')).toBeInTheDocument();
  expect(json(api.sent('POST', '/accounts')[1])).toEqual({
    name: 'Café',
    desc: 'Coffee shop',
    color: '#1677ff',
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  expect(await screen.findByTestId('planner-9')).toBeInTheDocument();
});

it('edits a planner with its values in the drawer', async () => {
  api.on('GET', '/accounts', ok({ accounts: [makePlanner()] }));
  api.on('PUT', '/accounts/3', ok({ account: makePlanner({ name: 'Bakery & Co' }) }));
  show();
  fireEvent.click(await screen.findByLabelText('Edit Bakery'));
  const panel = await drawer('Edit Bakery');
  expect(within(panel).getByLabelText('Name')).toHaveValue('Bakery');
  fireEvent.change(within(panel).getByLabelText('Name'), { target: { value: 'Bakery & Co' } });
  fireEvent.click(within(panel).getByText('Save planner'));
  expect(await screen.findByText('The planner Bakery & Co has been updated.')).toBeInTheDocument();
  expect(json(api.sent('PUT', '/accounts/3')[0])).toEqual({ name: 'Bakery & Co', desc: 'Posts for the bakery', color: '#fa8c16', timezone: 'Europe/Berlin' });
});

it("deletes a planner only after the spec's confirmation saying what goes with it", async () => {
  api.on('GET', '/accounts', ok({ accounts: [makePlanner()] }));
  api.on('DELETE', '/accounts/3', { status: 200, body: { success: true, deleted: { posts: 12, share_links: 2 } } });
  show();
  fireEvent.click(await screen.findByLabelText('Delete Bakery'));
  expect(await screen.findByText('Are you sure?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
  expect(screen.getByText("You won't be able to revert this!")).toBeInTheDocument();
  expect(screen.getByText('Bakery will be deleted with its 12 posts and all its share links.')).toBeInTheDocument();
  fireEvent.click(within(screen.getByText('Are you sure?', { selector: '.ant-modal-confirm-title' }).closest('.ant-modal-confirm') as HTMLElement).getByText('Cancel'));
  await waitFor(() => expect(screen.queryByText('Are you sure?', { selector: '.ant-modal-confirm-title' })).not.toBeInTheDocument());
  expect(api.sent('DELETE', '/accounts/3')).toHaveLength(0);

  fireEvent.click(screen.getByLabelText('Delete Bakery'));
  fireEvent.click(await screen.findByText('Yes, delete it!'));
  expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  expect(screen.getByText('The planner Bakery has been deleted, with 12 posts and 2 share links.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('planner-3')).not.toBeInTheDocument());
});

it('offers a retry when the planners cannot be loaded, and speaks Arabic', async () => {
  let calls = 0;
  api.on('GET', '/accounts', () => (++calls === 1 ? { status: 500, body: { message: 'Boom' } } : ok({ accounts: [makePlanner()] })));
  await i18n.changeLanguage('ar');
  show();
  expect(await screen.findByText('تعذّر تحميل المخططات.')).toBeInTheDocument();
  fireEvent.click(screen.getByText('إعادة المحاولة'));
  expect(await screen.findByTestId('planner-3')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'مخططات المحتوى' })).toBeInTheDocument();
});
