import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import PlansPage from '../pages/PlansPage';
import { CATALOGUE, makePlan } from '../../test/support/catalogue';
import { openDrawer, pick } from '../../test/support/queries';
import { invalid, json, ok, renderAdminPage, startAdminApi, stopAdminApi } from '../../test/support/render-admin-page';

let api: TestApi;
beforeEach(async () => {
  api = await startAdminApi();
  api.on('GET', '/admin/features', ok({ features: CATALOGUE }));
});
afterEach(stopAdminApi);

const show = () => renderAdminPage(<PlansPage />, '/admin/plans');

function type(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

it('lists the plans with their tags, trial, durations, subscribers and offer code', async () => {
  api.on('GET', '/admin/plans', ok({
    plans: [
      makePlan({ id: 1, name: 'Free', free: true, default: true, durations: [{ id: 5, label: 'Monthly', duration: 'month', price: 0, currency: 'USD', discount_text: null, default: true }] }),
      makePlan({ id: 2, name: 'Pro', recommended: true, trial_days: 14, subscribers: 3, offer_code: 'SPRING24' }),
    ],
  }));
  show();
  const pro = (await screen.findByText('Pro')).closest('tr');
  if (!pro) throw new Error('no Pro row');
  expect(within(pro).getByText('Recommended')).toBeInTheDocument();
  expect(within(pro).getByText('14-day trial')).toBeInTheDocument();
  expect(within(pro).getByText('Monthly: $19.00 / month', { exact: false })).toBeInTheDocument();
  expect(within(pro).getByText('3')).toBeInTheDocument();
  expect(within(pro).getByText('SPRING24')).toBeInTheDocument();
  const free = screen.getByText('Free', { selector: 'strong' }).closest('tr');
  if (!free) throw new Error('no Free row');
  expect(within(free).getByText('Default', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(within(free).getByText('No trial')).toBeInTheDocument();
});

it('creates a plan with two durations (prices sent in cents) and its features; a 422 shows in a red alert first', async () => {
  let attempts = 0;
  const agency = makePlan({ id: 9, name: 'Agency' });
  api.on('GET', '/admin/plans', () => ok({ plans: attempts < 2 ? [] : [agency] }));
  api.on('POST', '/admin/plans', () => {
    attempts += 1;
    if (attempts === 1) return invalid('offer_code', 'The offer code field format is invalid.');
    return ok({ plan: agency });
  });
  show();
  expect(await screen.findByText('No plans yet')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('New plan', { selector: 'button span' }).closest('button')).toBeEnabled());
  fireEvent.click(screen.getByText('New plan', { selector: 'button span' }));
  const drawer = await openDrawer('New plan');
  type(within(drawer).getByLabelText('Name'), 'Agency');
  type(within(drawer).getByLabelText('Trial days'), '14');
  type(within(drawer).getByLabelText('Offer code'), 'bad code!');
  type(within(drawer).getAllByLabelText('Price')[0], '49.99');

  fireEvent.click(within(drawer).getByText('Add a duration'));
  await waitFor(() => expect(within(drawer).getAllByLabelText('Label')).toHaveLength(2));
  type(within(drawer).getAllByLabelText('Label')[1], 'Yearly');
  await pick(within(drawer).getAllByLabelText('Billed every')[1], 'year');
  type(within(drawer).getAllByLabelText('Price')[1], '490');
  type(within(drawer).getAllByLabelText('Discount text')[1], 'Save 17%');
  fireEvent.click(within(drawer).getAllByText('Default', { selector: '.ant-radio-label, span' }).filter((el) => el.closest('.ant-radio-wrapper'))[1]);

  fireEvent.click(within(drawer).getByLabelText('Brainstorm in plan'));
  type(within(drawer).getByLabelText('Value of Brainstorm'), '10 ideas');
  fireEvent.click(within(drawer).getByLabelText('Spin Wheel in plan'));
  await waitFor(() => expect(within(drawer).getByLabelText('Spin Wheel active')).toBeEnabled());
  fireEvent.click(within(drawer).getByLabelText('Spin Wheel active'));

  fireEvent.click(screen.getByText('Save plan'));
  expect(await within(drawer).findByText('The offer code field format is invalid.', { selector: '[role=alert] *' })).toBeInTheDocument();

  type(within(drawer).getByLabelText('Offer code'), '');
  fireEvent.click(screen.getByText('Save plan'));
  expect(await screen.findByText('The plan Agency has been created.')).toBeInTheDocument();

  const posts = api.sent('POST', '/admin/plans');
  expect(posts).toHaveLength(2);
  expect(json(posts[1])).toEqual({
    name: 'Agency',
    desc: null,
    free: false,
    default: false,
    recommended: false,
    trial_days: 14,
    offer_code: null,
    sort: 0,
    durations: [
      { label: 'Monthly', duration: 'month', price: 4999, currency: 'USD', discount_text: null, default: false },
      { label: 'Yearly', duration: 'year', price: 49000, currency: 'USD', discount_text: 'Save 17%', default: true },
    ],
    features: [
      { key: 'brainstorm', value: '10 ideas', active: true },
      { key: 'spin-wheel', value: null, active: false },
    ],
  });
  // The list is fetched again (a new default plan clears the flag on the others).
  expect(await screen.findByText('Agency', { selector: 'strong' })).toBeInTheDocument();
  expect(api.sent('GET', '/admin/plans')).toHaveLength(2);
});

it('edits a plan keeping its duration ids, and refuses a plan without a name before sending', async () => {
  const pro = makePlan({ id: 2, name: 'Pro', features: [{ key: 'spin-wheel', value: '3', active: true }] });
  api.on('GET', '/admin/plans', () => ok({ plans: [api.sent('PUT', '/admin/plans/2').length ? { ...pro, name: 'Pro+' } : pro] }));
  api.on('PUT', '/admin/plans/2', ok({ plan: { ...pro, name: 'Pro+' } }));
  show();
  fireEvent.click(await screen.findByLabelText('Edit Pro'));
  const drawer = await openDrawer('Edit Pro');
  await waitFor(() => expect(within(drawer).getByLabelText('Name')).toHaveValue('Pro'));
  expect(within(drawer).getByLabelText('Spin Wheel in plan')).toBeChecked();
  expect(within(drawer).getByLabelText('Value of Spin Wheel')).toHaveValue('3');
  type(within(drawer).getByLabelText('Name'), '');
  fireEvent.click(screen.getByText('Save plan'));
  expect(await within(drawer).findByText('The Name field is required')).toBeInTheDocument();
  expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);

  type(within(drawer).getByLabelText('Name'), 'Pro+');
  fireEvent.click(screen.getByText('Save plan'));
  expect(await screen.findByText('The plan Pro+ has been updated.')).toBeInTheDocument();
  expect(await screen.findByText('Pro+', { selector: 'strong' })).toBeInTheDocument();
  const [put] = api.sent('PUT', '/admin/plans/2');
  expect(json(put)).toMatchObject({
    name: 'Pro+',
    durations: [{ id: 20, label: 'Monthly', duration: 'month', price: 1900, default: true }],
    features: [{ key: 'spin-wheel', value: '3', active: true }],
  });
});

it("deletes a plan only after the spec's confirmation, and shows the server's refusal", async () => {
  api.on('GET', '/admin/plans', ok({ plans: [makePlan({ id: 2, name: 'Pro' }), makePlan({ id: 3, name: 'Old' })] }));
  api.on('DELETE', '/admin/plans/2', invalid('plan', 'This plan has subscribers, so it cannot be deleted.'));
  api.on('DELETE', '/admin/plans/3', { status: 200, body: { success: true } });
  show();
  fireEvent.click(await screen.findByLabelText('Delete Pro'));
  expect(await screen.findByText('Are you sure?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
  expect(screen.getByText("You won't be able to revert this!")).toBeInTheDocument();
  fireEvent.click(screen.getByText('Yes, delete it!'));
  expect(await screen.findByText('This plan has subscribers, so it cannot be deleted.')).toBeInTheDocument();
  expect(screen.getByText('Pro')).toBeInTheDocument();

  fireEvent.click(screen.getByLabelText('Delete Old'));
  fireEvent.click(await screen.findByText('Yes, delete it!'));
  expect(await screen.findByText('The plan Old has been deleted.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Old')).not.toBeInTheDocument());
  expect(api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /admin/plans/2', 'DELETE /admin/plans/3']);
});
