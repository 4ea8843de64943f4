import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import ServicesPage from '../pages/ServicesPage';
import { openDrawer } from '../../test/support/queries';
import { json, ok, renderAdminPage, startAdminApi, stopAdminApi } from '../../test/support/render-admin-page';
import type { ServiceOrder } from './services-api';

let api: TestApi;
beforeEach(async () => {
  api = await startAdminApi();
});
afterEach(stopAdminApi);

const order: ServiceOrder = {
  id: 31,
  service_status: 'pending',
  payment_status: 'paid',
  customer: { id: 4, full_name: 'Nadia Haddad', email: 'nadia@example.com' },
  addon: { id: 2, name: 'Profile audit' },
  brief: 'Audit my Instagram profile.',
  customer_note: null,
  amount: 9900,
  currency: 'USD',
  price_format: '$99.00',
  paid_at: '2026-11-20T08:00:00.000Z',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};

const page = (services: ServiceOrder[]) => ok({ services, meta: { total: services.length, page: 1, per_page: 10, last_page: 1 } });

it('offers only the legal next steps, asks before cancelling, and saves a note to the customer', async () => {
  let current = order;
  api.on('GET', '/admin/services', () => page([current]));
  api.on('PUT', '/admin/services/31', (request) => {
    current = { ...current, ...(json(request) as Partial<ServiceOrder>) };
    return ok({ service: current });
  });
  renderAdminPage(<ServicesPage />, '/admin/services');
  fireEvent.click(await screen.findByLabelText('Open the Profile audit order of Nadia Haddad'));
  const drawer = await openDrawer('Order #31');
  expect(within(drawer).getByText('Audit my Instagram profile.')).toBeInTheDocument();
  expect(within(drawer).getByText('Start work')).toBeInTheDocument();
  expect(within(drawer).getByText('Cancel the order')).toBeInTheDocument();
  expect(within(drawer).queryByText('Mark as delivered')).not.toBeInTheDocument();

  // Cancelling asks first; saying no sends nothing.
  fireEvent.click(within(drawer).getByText('Cancel the order'));
  expect(await screen.findByText('Cancel this order?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
  fireEvent.click(screen.getByText('Cancel', { selector: '.ant-modal-confirm-btns button span' }));
  await waitFor(() => expect(screen.queryByText('Cancel this order?', { selector: '.ant-modal-confirm-title' })).not.toBeInTheDocument());
  expect(api.sent('PUT', '/admin/services/31')).toHaveLength(0);

  fireEvent.click(within(drawer).getByText('Start work'));
  expect(await screen.findByText('The order is now In progress. The customer has been emailed.')).toBeInTheDocument();
  await waitFor(() => expect(within(drawer).getByText('Mark as delivered')).toBeInTheDocument());
  expect(within(drawer).queryByText('Start work')).not.toBeInTheDocument();

  fireEvent.change(within(drawer).getByLabelText('Note to the customer'), { target: { value: 'First findings by Friday.' } });
  fireEvent.click(within(drawer).getByText('Save note'));
  expect(await screen.findByText('The note has been saved and emailed to the customer.')).toBeInTheDocument();
  expect(api.sent('PUT', '/admin/services/31').map(json)).toEqual([
    { service_status: 'in_progress' },
    { customer_note: 'First findings by Friday.' },
  ]);
});

it('filters by status and searches after a pause, from the first page', async () => {
  api.on('GET', '/admin/services', page([order]));
  renderAdminPage(<ServicesPage />, '/admin/services');
  await screen.findByText('Profile audit');
  fireEvent.change(screen.getByLabelText('Search ordered services'), { target: { value: 'nadia' } });
  await waitFor(() => expect(api.sent('GET', '/admin/services').some((r) => r.url.includes('q=nadia'))).toBe(true));
  const last = api.sent('GET', '/admin/services').at(-1);
  expect(new URLSearchParams(last?.url.split('?')[1]).get('page')).toBe('1');
});
