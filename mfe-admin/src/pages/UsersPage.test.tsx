import { act, fireEvent, screen, within } from '@testing-library/react';
import { applyLocale } from '@cadence/shared-lib';
import { TEST_ACCESS_TOKEN } from '@cadence/shared-lib/testing';
import { makeRow } from '../../test/support/make-row';
import { row } from '../../test/support/queries';
import { ADMIN_ID, renderUsersPage, stopUsersPage } from '../../test/support/render-users-page';

afterEach(stopUsersPage);

const ada = makeRow({ id: ADMIN_ID, full_name: 'Ada Admin', role: 'admin', email: 'ada@example.com' });
const nadia = makeRow({ id: 2, full_name: 'Nadia Haddad', approved_at: null, created_at: '2026-11-20T08:00:00.000Z' });
const omar = makeRow({ id: 3, full_name: 'Omar Staff', role: 'staff', email_verified_at: null });
const sami = makeRow({ id: 4, full_name: 'Sami Suspended', suspended_at: '2026-11-21T08:00:00.000Z' });

describe('users list', () => {
  it("shows each user's name, email, role, verification, approval, status and creation date", async () => {
    const api = await renderUsersPage([ada, nadia, omar, sami]);
    expect(await screen.findByText('Nadia Haddad')).toBeInTheDocument();
    expect(screen.getByText('Users', { selector: 'h2' })).toBeInTheDocument();

    const nadiaRow = within(row('Nadia Haddad'));
    expect(nadiaRow.getByText('nadia.haddad@example.com')).toBeInTheDocument();
    expect(nadiaRow.getByText('User', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(nadiaRow.getByText('Verified')).toBeInTheDocument();
    expect(nadiaRow.getByText('Awaiting approval')).toBeInTheDocument();
    expect(nadiaRow.getByText('Active')).toBeInTheDocument();
    expect(nadiaRow.getByText('November 20, 2026')).toBeInTheDocument();
    expect(within(row('Omar Staff')).getByText('Not verified')).toBeInTheDocument();
    expect(within(row('Omar Staff')).getByText('Staff', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(row('Sami Suspended')).getByText('Suspended')).toBeInTheDocument();
    expect(within(row('Sami Suspended')).getByLabelText('Restore Sami Suspended')).toBeInTheDocument();
    expect(screen.getByText('1–4 of 4 users')).toBeInTheDocument();

    const list = api.seen.filter((r) => r.path.endsWith('/admin/users'));
    expect(list).toHaveLength(1);
    expect(Object.fromEntries(list[0].query)).toEqual({ page: '1', per_page: '10' });
    expect(list[0].authorization).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
  });

  it("marks the admin's own row and disables suspending or demoting themself, saying why", async () => {
    await renderUsersPage([ada, nadia]);
    await screen.findByText('Nadia Haddad');
    const own = within(row('Ada Admin'));
    expect(own.getByText('You')).toBeInTheDocument();
    const suspend = own.getByLabelText('Suspend Ada Admin');
    expect(suspend).toBeDisabled();
    expect(own.getByLabelText('Role of Ada Admin')).toBeDisabled();
    // Keyboard users reach the reason too: the wrapper takes focus and shows the tooltip.
    const wrapper = suspend.closest('span[tabindex="0"]');
    if (!(wrapper instanceof HTMLElement)) throw new Error('the disabled button has no focusable wrapper');
    act(() => wrapper.focus());
    expect(await screen.findByText('You cannot suspend your own account.')).toBeInTheDocument();
    expect(within(row('Nadia Haddad')).getByLabelText('Suspend Nadia Haddad')).toBeEnabled();
  });

  it('says "No users found" when nothing matches', async () => {
    await renderUsersPage([]);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('speaks Arabic right to left', async () => {
    act(() => applyLocale('ar'));
    try {
      await renderUsersPage([]);
      expect(await screen.findByText('لم يُعثر على مستخدمين')).toBeInTheDocument();
      expect(screen.getByText('المستخدمون', { selector: 'h2' })).toBeInTheDocument();
      expect(document.querySelector('.ant-table-wrapper-rtl')).not.toBeNull();
    } finally {
      // Unmount before switching back, so the language change does not re-render a page whose API is gone.
      await stopUsersPage();
      applyLocale('en');
    }
  });

  it('offers a retry when the list cannot be loaded, and loads it on retry', async () => {
    const api = await renderUsersPage([nadia], { failList: 500 });
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    // The client's red "Server Error" toast carries the server's message.
    expect(await screen.findByText('The database is down.')).toBeInTheDocument();
    api.failList = null;
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText('Nadia Haddad')).toBeInTheDocument();
    expect(screen.queryByText('The users could not be loaded.')).not.toBeInTheDocument();
  });
});
