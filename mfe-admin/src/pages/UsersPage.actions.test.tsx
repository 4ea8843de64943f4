import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makeRow } from '../../test/support/make-row';
import { inRow, pick } from '../../test/support/queries';
import { ADMIN_ID, renderUsersPage, stopUsersPage } from '../../test/support/render-users-page';

afterEach(stopUsersPage);

/** The visible title of antd's confirm dialog (it also renders a hidden one for screen readers). */
const CONFIRM_TITLE = '.ant-modal-confirm-title';

const users = [
  makeRow({ id: ADMIN_ID, full_name: 'Ada Admin', role: 'admin' }),
  makeRow({ id: 2, full_name: 'Nadia Haddad', approved_at: null }),
  makeRow({ id: 4, full_name: 'Sami Suspended', suspended_at: '2026-11-21T08:00:00.000Z' }),
];

function writes(api: { seen: Array<{ method: string; path: string; body: unknown }> }) {
  return api.seen.filter((r) => r.method !== 'GET').map((r) => ({ call: `${r.method} ${r.path}`, body: r.body }));
}

it('approves a user: the row shows Approved and a toast confirms it', async () => {
  const api = await renderUsersPage(users);
  await screen.findByText('Nadia Haddad');
  fireEvent.click(inRow('Nadia Haddad').getByLabelText('Approve Nadia Haddad'));
  expect(await screen.findByText('Nadia Haddad has been approved.')).toBeInTheDocument();
  expect(inRow('Nadia Haddad').getByText('Approved')).toBeInTheDocument();
  expect(inRow('Nadia Haddad').queryByLabelText('Approve Nadia Haddad')).not.toBeInTheDocument();
  expect(writes(api)).toEqual([{ call: 'PUT /api/web/v1/admin/users/2/approve', body: null }]);
});

it('suspends a user only after a confirmation naming them, and restores another', async () => {
  const api = await renderUsersPage(users);
  await screen.findByText('Nadia Haddad');
  fireEvent.click(inRow('Nadia Haddad').getByLabelText('Suspend Nadia Haddad'));
  expect(await screen.findByText('Suspend Nadia Haddad?', { selector: CONFIRM_TITLE })).toBeInTheDocument();
  fireEvent.click(screen.getByText('Cancel'));
  await waitFor(() => expect(screen.queryByText('Suspend Nadia Haddad?', { selector: CONFIRM_TITLE })).not.toBeInTheDocument());
  expect(writes(api)).toEqual([]);

  fireEvent.click(inRow('Nadia Haddad').getByLabelText('Suspend Nadia Haddad'));
  fireEvent.click(await screen.findByText('Yes, suspend'));
  expect(await screen.findByText('Nadia Haddad has been suspended.')).toBeInTheDocument();
  expect(inRow('Nadia Haddad').getByText('Suspended')).toBeInTheDocument();
  expect(inRow('Nadia Haddad').getByLabelText('Restore Nadia Haddad')).toBeInTheDocument();

  fireEvent.click(inRow('Sami Suspended').getByLabelText('Restore Sami Suspended'));
  expect(await screen.findByText('Sami Suspended has been restored.')).toBeInTheDocument();
  expect(inRow('Sami Suspended').getByText('Active')).toBeInTheDocument();
  expect(writes(api).map((w) => w.call)).toEqual([
    'PUT /api/web/v1/admin/users/2/suspend',
    'PUT /api/web/v1/admin/users/4/restore',
  ]);
});

it("changes a user's role after a confirmation", async () => {
  const api = await renderUsersPage(users);
  await screen.findByText('Nadia Haddad');
  await pick(inRow('Nadia Haddad').getByLabelText('Role of Nadia Haddad'), 'Staff');
  expect(await screen.findByText('Change the role of Nadia Haddad?', { selector: CONFIRM_TITLE })).toBeInTheDocument();
  fireEvent.click(screen.getByText('Yes, change the role'));
  expect(await screen.findByText('Nadia Haddad is now Staff.')).toBeInTheDocument();
  expect(inRow('Nadia Haddad').getByText('Staff', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(writes(api)).toEqual([{ call: 'PUT /api/web/v1/admin/users/2/role', body: { role: 'staff' } }]);
});
