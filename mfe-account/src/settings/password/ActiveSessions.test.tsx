import { useSessionStore } from '@cadence/shared-lib';
import { makeUser } from '@cadence/shared-lib/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { arrivedAt, renderWithRoutes } from '../../../test/support/render-with-routes';
import { testApiForEachTest } from '../../../test/support/test-api';
import { ActiveSessions } from './ActiveSessions';

const api = testApiForEachTest();
beforeEach(() => {
  api.on('GET', '/account-settings/sessions', {
    status: 200,
    body: {
      data: {
        sessions: [
          { id: 7, name: 'Firefox on Linux', last_used_at: '2026-11-22T09:00:00.000Z', created_at: '2026-11-20T09:00:00.000Z', expires_at: '2026-12-20T09:00:00.000Z', current: true },
          { id: 3, name: 'Safari on iPhone', last_used_at: null, created_at: '2026-11-01T09:00:00.000Z', expires_at: '2026-12-01T09:00:00.000Z', current: false },
        ],
      },
    },
  });
});

const ROUTE = '/pages/account-setting/password';
const show = () => renderWithRoutes({ [ROUTE]: <ActiveSessions /> }, { route: ROUTE, user: makeUser() });

describe('Active sessions', () => {
  it('lists the sessions with the current one marked, and revokes another one at once', async () => {
    api.on('DELETE', '/account-settings/sessions/3', { status: 200, body: { success: true } });
    show();
    const rows = await screen.findAllByTestId('session');
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('This device')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Not used yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the session Safari on iPhone' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(api.sent('DELETE', '/account-settings/sessions/3')).toHaveLength(1);
    expect(useSessionStore.getState().accessToken).not.toBeNull();
  });

  it('asks before revoking the current session; cancelling keeps it, confirming signs out to /login', async () => {
    api.on('DELETE', '/account-settings/sessions/7', { status: 200, body: { success: true } });
    show();
    const revokeCurrent = await screen.findByRole('button', { name: 'Revoke the session Firefox on Linux' });
    fireEvent.click(revokeCurrent);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sign out of this device?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('DELETE', '/account-settings/sessions/7')).toHaveLength(0);

    fireEvent.click(revokeCurrent);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke and sign out' }));
    await arrivedAt('/login');
    expect(api.sent('DELETE', '/account-settings/sessions/7')).toHaveLength(1);
    expect(useSessionStore.getState().accessToken).toBeNull();
  });
});
