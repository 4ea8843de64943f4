import { useSessionStore } from '@cadence/shared-lib';
import { fireEvent, screen } from '@testing-library/react';
import type { FakeApi } from '../../../test/support/fake-api-server';
import { callsTo, closeFakeApi, useFakeApi } from '../../../test/support/fake-api-session';
import { renderApp } from '../../../test/support/render-app';
import { makeMember } from '../../../test/support/users';

const waiting = makeMember({ approved_at: null });
let api: FakeApi;
beforeEach(async () => {
  api = await useFakeApi(waiting);
});
afterEach(() => closeFakeApi(api));

describe('awaiting-approval page', () => {
  it('re-reads the account on "Check again" and continues once it is approved', async () => {
    renderApp('/awaiting-approval', { user: waiting });
    expect(screen.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account has not been approved yet.');

    api.user = { ...waiting, approved_at: '2026-11-22T13:00:00.000Z' };
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.approved_at).toBe('2026-11-22T13:00:00.000Z');
    expect(callsTo(api)).toEqual(['GET /api/web/v1/auth/user', 'GET /api/web/v1/auth/user']);
  });

  it('sends an approved user on to their next step', async () => {
    renderApp('/awaiting-approval', { user: makeMember({ email_verified_at: null }) });
    expect(await screen.findByTestId('verify-email')).toBeInTheDocument();
    expect(screen.queryByTestId('awaiting-approval')).not.toBeInTheDocument();
  });

  it('logs out to the sign-in page', async () => {
    renderApp('/awaiting-approval', { user: waiting });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(callsTo(api)).toEqual(['POST /api/web/v1/auth/logout']);
  });
});
