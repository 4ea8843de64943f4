import { useSessionStore } from '@cadence/shared-lib';
import { fireEvent, screen } from '@testing-library/react';
import type { FakeApi } from '../../../test/support/fake-api-server';
import { callsTo, closeFakeApi, useFakeApi } from '../../../test/support/fake-api-session';
import { makeModule, textPage } from '../../../test/support/fake-remotes';
import { renderApp } from '../../../test/support/render-app';
import { makeMember } from '../../../test/support/users';

const HASH = 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3';
const SIGNATURE = '5f4dcc3b5aa765d61d8327deb882cf99e2a1b0c3d4e5f60718293a4b5c6d7e8f';
const LINK = `/verify-email/9/${HASH}?expires=1795000000&signature=${SIGNATURE}`;
const account = makeModule('mfe_account', { routes: [{ path: '/plans', load: textPage('Choose a plan'), layout: 'full' }] });
const modules = { mfe_account: account };
const newcomer = makeMember({ id: 9, email: 'nadia@example.com', email_verified_at: null, subscribed_to: null, approved_at: null });

let api: FakeApi;
beforeEach(async () => {
  api = await useFakeApi(newcomer);
});
afterEach(() => closeFakeApi(api));

describe('verify-email page', () => {
  it('explains where the link went and resends it, showing the throttle message when too soon', async () => {
    renderApp('/verify-email', { user: newcomer });
    expect(screen.getByText(/We sent a verification link to nadia@example\.com/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new verification link has been sent.');

    api.answers.set('POST /auth/email/verification-notification', {
      status: 429,
      body: { message: 'Too many requests. Please try again in 58 seconds.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 58 seconds.');
    expect(callsTo(api)).toEqual([
      'POST /api/web/v1/auth/email/verification-notification',
      'POST /api/web/v1/auth/email/verification-notification',
    ]);
  });

  it('lets a verified user through to their next step', async () => {
    renderApp('/verify-email', { modules, user: makeMember({ subscribed_to: null }) });
    expect(await screen.findByText('Choose a plan')).toBeInTheDocument();
    expect(screen.queryByTestId('verify-email')).not.toBeInTheDocument();
  });

  it('picks up a verification made on another device with "Check again"', async () => {
    renderApp('/verify-email', { modules, user: newcomer });
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your email is not verified yet.');
    api.user = { ...newcomer, email_verified_at: '2026-11-22T12:30:00.000Z' };
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Choose a plan')).toBeInTheDocument();
  });

  it('logs out', async () => {
    renderApp('/verify-email', { user: newcomer });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
    expect(callsTo(api)).toContain('POST /api/web/v1/auth/logout');
  });
});

describe('the verification link page', () => {
  it('verifies, refreshes the signed-in user and continues to the next step', async () => {
    renderApp(LINK, { modules, user: newcomer });
    expect(screen.getByText('Verifying your email…')).toBeInTheDocument();
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.email_verified_at).toBe('2026-11-22T12:00:00.000Z');
    // Verified but not subscribed: the guard's next step is the plans page.
    expect(await screen.findByText('Choose a plan')).toBeInTheDocument();
    expect(callsTo(api)).toEqual([
      `GET /api/web/v1/auth/email/verify/9/${HASH}?expires=1795000000&signature=${SIGNATURE}`,
      'GET /api/web/v1/auth/user',
    ]);
  });

  it('tells a signed-out visitor the email is verified and offers to sign in', async () => {
    renderApp(LINK, { modules });
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(callsTo(api)).toHaveLength(1);
  });

  it('shows a clear message for a bad or expired link, and resends when signed in', async () => {
    api.answers.set(`GET /auth/email/verify/9/${HASH}`, {
      status: 422,
      body: { message: 'Invalid signature.', errors: { signature: ['Invalid signature.'] } },
    });
    renderApp(LINK, { modules, user: newcomer });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid signature.');
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification link' }));
    expect(await screen.findByText('A new verification link has been sent.')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.email_verified_at).toBeNull();
  });

  it('asks a signed-out visitor with a bad link to sign in for a new one', async () => {
    api.answers.set(`GET /auth/email/verify/9/${HASH}`, { status: 422, body: { message: 'Invalid signature.', errors: {} } });
    renderApp(LINK, { modules });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid signature.');
    expect(screen.getByText('Sign in to get a new link.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification link' })).not.toBeInTheDocument();
  });
});
