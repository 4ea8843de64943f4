import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makeRow } from '../../test/support/make-row';
import { inRow } from '../../test/support/queries';
import { ADMIN_ID, renderUsersPage, stopUsersPage } from '../../test/support/render-users-page';

afterEach(stopUsersPage);

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

it('creates a staff member: client rules first, then the server’s first 422 message, then success', async () => {
  const api = await renderUsersPage([makeRow({ id: ADMIN_ID, full_name: 'Ada Admin', role: 'admin', email: 'ada@example.com' })]);
  await screen.findByText('Ada Admin');
  fireEvent.click(screen.getByText('New staff member', { selector: 'button span' }));
  fireEvent.click(await screen.findByText('Create staff member'));
  expect(await screen.findByText('The Full name field is required')).toBeInTheDocument();

  fill('Full name', 'Sara Staff');
  fill('Email', 'ada@example.com');
  fill('Password', 'secret12');
  fireEvent.click(screen.getByText('Create staff member'));
  expect(
    await screen.findByText('Your Password must contain at least one uppercase, one lowercase, one special character and one digit'),
  ).toBeInTheDocument();
  expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(0);

  // The email is taken: the server's message shows in a red alert in the form.
  fill('Password', 'Secret#123');
  fill('Phone (optional)', '+20 100 000 0000');
  fireEvent.click(screen.getByText('Create staff member'));
  expect(await screen.findByRole('alert')).toHaveTextContent('The email has already been taken.');

  fill('Email', 'sara@example.com');
  fireEvent.click(screen.getByText('Create staff member'));
  expect(await screen.findByText('Staff member Sara Staff has been created.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Sara Staff')).toBeInTheDocument());
  expect(inRow('Sara Staff').getByText('Staff', { selector: '.ant-tag' })).toBeInTheDocument();
  const posts = api.seen.filter((r) => r.method === 'POST');
  expect(posts.map((r) => r.body)).toEqual([
    { full_name: 'Sara Staff', email: 'ada@example.com', password: 'Secret#123', phone: '+201000000000' },
    { full_name: 'Sara Staff', email: 'sara@example.com', password: 'Secret#123', phone: '+201000000000' },
  ]);
});
