import { beginImpersonation, useSessionStore } from '@cadence/shared-lib';
import { makeUser, type TestApi } from '@cadence/shared-lib/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ImpersonateLoginPage from '../pages/ImpersonateLoginPage';
import UsersPage from '../pages/UsersPage';
import { setAssign } from '../platform/full-navigation';
import { makeRow } from '../../test/support/make-row';
import { openDrawer } from '../../test/support/queries';
import { invalid, ok, renderAdminPage, startAdminApi, stopAdminApi } from '../../test/support/render-admin-page';
import type { UserBilling } from './billing-api';

jest.mock('@cadence/shared-lib', () => {
  const actual = jest.requireActual<typeof import('@cadence/shared-lib')>('@cadence/shared-lib');
  return { ...actual, beginImpersonation: jest.fn(actual.beginImpersonation) };
});

let api: TestApi;
let visits: string[];
let restoreAssign: () => void;
beforeEach(async () => {
  api = await startAdminApi();
  visits = [];
  restoreAssign = setAssign((url) => visits.push(url));
});
afterEach(async () => {
  restoreAssign();
  await stopAdminApi();
  localStorage.clear();
});

const nadia = makeRow({ id: 2, full_name: 'Nadia Haddad', plan: 'Pro' });
const users = ok({ users: [makeRow({ id: 1, full_name: 'Ada Admin', role: 'admin' }), nadia], meta: { total: 2, page: 1, per_page: 10, last_page: 1 } });

const billing: UserBilling = {
  subscription: {
    id: 5,
    plan: { id: 2, name: 'Pro' },
    status: 'trialing',
    started_at: '2026-11-01T09:00:00.000Z',
    renews_on: '2026-12-15',
    ends_at: null,
    cancel_at: null,
    trial_ends_at: '2026-11-15T09:00:00.000Z',
    price_format: '$19.00',
    duration: 'month',
    provider: 'sandbox',
  },
  history: [],
  invoices: [
    { id: 8, number: 'INV-2026-0008', issued_at: '2026-11-01T09:00:00.000Z', description: 'Pro (monthly)', amount: 1900, tax: 0, currency: 'USD', price_format: '$19.00', status: 'paid' },
  ],
  orders: [
    { id: 3, addon: { id: 1, name: 'Profile audit', kind: 'service' }, payment_status: 'paid', service_status: 'in_progress', amount: 9900, currency: 'USD', price_format: '$99.00', paid_at: null, created_at: '2026-11-03T09:00:00.000Z' },
  ],
};

it("shows a user's plan, status, renewal, trial end, invoices and orders in the billing drawer", async () => {
  api.on('GET', '/admin/users', users);
  api.on('GET', '/admin/users/2/billing', ok(billing));
  renderAdminPage(<UsersPage />, '/admin/users');
  fireEvent.click(await screen.findByLabelText('Billing of Nadia Haddad'));
  const drawer = await openDrawer('Billing of Nadia Haddad');
  expect(await within(drawer).findByText('Trial')).toBeInTheDocument();
  expect(within(drawer).getByText('Pro', { selector: 'strong' })).toBeInTheDocument();
  expect(within(drawer).getByText('December 15, 2026')).toBeInTheDocument();
  expect(within(drawer).getByText('November 15, 2026')).toBeInTheDocument();
  expect(within(drawer).getByText('INV-2026-0008')).toBeInTheDocument();
  expect(within(drawer).getByText('Profile audit')).toBeInTheDocument();
  expect(within(drawer).getByText('In progress')).toBeInTheDocument();
  expect(within(drawer).getByText('No past subscriptions')).toBeInTheDocument();
  // Admins cannot be impersonated: only the customer's row offers it.
  expect(screen.queryByLabelText('Sign in as Ada Admin')).not.toBeInTheDocument();
});

it('signs in as a user after confirming: the link is followed, exchanged and the session switched', async () => {
  api.on('GET', '/admin/users', users);
  api.on('POST', '/admin/users/2/impersonate', ok({ hash: 'h'.repeat(43), url: `/admin/users/login/${'h'.repeat(43)}`, expires_at: '2026-11-22T10:01:00.000Z' }));
  const asNadia = makeUser({ id: 2, full_name: 'Nadia Haddad', impersonated_by: { id: 1, full_name: 'Ada Admin' } });
  api.on('POST', `/auth/impersonate/${'h'.repeat(43)}`, ok({ user: asNadia, access_token: '9|user-token', expires_at: '2026-11-22T11:00:00.000Z' }));
  renderAdminPage(<UsersPage />, '/admin/users');
  fireEvent.click(await screen.findByLabelText('Sign in as Nadia Haddad'));
  fireEvent.click(await screen.findByText('Yes, sign in as them'));
  // The users page is left for the link's route (the marker page in this test).
  expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  expect(api.sent('POST', '/admin/users/2/impersonate')).toHaveLength(1);
});

it('exchanges the link, begins the impersonation and reloads on /dashboard', async () => {
  const hash = 'a'.repeat(43);
  const asNadia = makeUser({ id: 2, full_name: 'Nadia Haddad', impersonated_by: { id: 1, full_name: 'Ada Admin' } });
  api.on('POST', `/auth/impersonate/${hash}`, ok({ user: asNadia, access_token: '9|user-token', expires_at: '2026-11-22T11:00:00.000Z' }));
  renderAdminPage(<ImpersonateLoginPage />, `/admin/users/login/${hash}`, '/admin/users/login/:hash');
  await waitFor(() => expect(visits).toEqual(['/dashboard']));
  expect(beginImpersonation).toHaveBeenCalledWith({ user: asNadia, access_token: '9|user-token' });
  expect(useSessionStore.getState().user?.id).toBe(2);
  expect(useSessionStore.getState().accessToken).toBe('9|user-token');
  expect(api.sent('POST', `/auth/impersonate/${hash}`)).toHaveLength(1);
});

it('explains an expired or used link and leads back to the users list', async () => {
  const hash = 'b'.repeat(43);
  api.on('POST', `/auth/impersonate/${hash}`, invalid('hash', 'This impersonation link is invalid, expired or already used.'));
  renderAdminPage(<ImpersonateLoginPage />, `/admin/users/login/${hash}`, '/admin/users/login/:hash');
  expect(await screen.findByText('This sign-in link no longer works')).toBeInTheDocument();
  expect(screen.getByText('This impersonation link is invalid, expired or already used.')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Back to users'));
  expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  expect(visits).toEqual([]);
  expect(useSessionStore.getState().user?.id).toBe(1);
});
