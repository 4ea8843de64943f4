import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makeRow } from '../../test/support/make-row';
import { pick } from '../../test/support/queries';
import { ADMIN_ID, renderUsersPage, stopUsersPage } from '../../test/support/render-users-page';

afterEach(stopUsersPage);

const users = [
  makeRow({ id: ADMIN_ID, full_name: 'Ada Admin', role: 'admin' }),
  makeRow({ id: 2, full_name: 'Nadia Haddad', approved_at: null }),
  makeRow({ id: 3, full_name: 'Omar Staff', role: 'staff', email_verified_at: null }),
];

function listQueries(api: { seen: Array<{ path: string; query: URLSearchParams }> }) {
  return api.seen.filter((r) => r.path.endsWith('/admin/users')).map((r) => Object.fromEntries(r.query));
}

it('searches once the typing pauses, from page 1, and shows only the matches', async () => {
  const api = await renderUsersPage(users);
  await screen.findByText('Omar Staff');
  const box = screen.getByPlaceholderText('Search by name or email');
  expect(box).toHaveAccessibleName('Search users');
  for (const text of ['n', 'na', 'nad']) fireEvent.change(box, { target: { value: text } });
  await waitFor(() => expect(screen.queryByText('Omar Staff')).not.toBeInTheDocument());
  expect(screen.getByText('Nadia Haddad')).toBeInTheDocument();
  // One request for the pause, none for the keys typed before it.
  expect(listQueries(api)).toEqual([
    { page: '1', per_page: '10' },
    { q: 'nad', page: '1', per_page: '10' },
  ]);
});

it('sends the filters it is given, from page 1, and says when nothing matches', async () => {
  const api = await renderUsersPage(users);
  await screen.findByText('Omar Staff');
  await pick(screen.getByLabelText('Role'), 'Staff');
  await waitFor(() => expect(screen.queryByText('Nadia Haddad')).not.toBeInTheDocument());
  await pick(screen.getByLabelText('Approval'), 'Awaiting approval');
  expect(await screen.findByText('No users found')).toBeInTheDocument();
  expect(listQueries(api).slice(1)).toEqual([
    { role: 'staff', page: '1', per_page: '10' },
    { role: 'staff', approved: 'false', page: '1', per_page: '10' },
  ]);
});

it('pages through the users on the server', async () => {
  const many = Array.from({ length: 12 }, (_, i) => makeRow({ id: i + 10, full_name: `Person ${String(i + 1).padStart(2, '0')}` }));
  const api = await renderUsersPage(many);
  await screen.findByText('Person 10');
  expect(screen.queryByText('Person 11')).not.toBeInTheDocument();
  expect(screen.getByText('1–10 of 12 users')).toBeInTheDocument();
  fireEvent.click(screen.getByTitle('2'));
  expect(await screen.findByText('Person 12')).toBeInTheDocument();
  expect(screen.queryByText('Person 01')).not.toBeInTheDocument();
  expect(screen.getByText('11–12 of 12 users')).toBeInTheDocument();
  expect(listQueries(api).at(-1)).toEqual({ page: '2', per_page: '10' });
});
