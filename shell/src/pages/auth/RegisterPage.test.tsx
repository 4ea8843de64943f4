import { useSessionStore } from '@cadence/shared-lib';
import { fireEvent, screen } from '@testing-library/react';
import { REGISTERED_TOKEN, type FakeApi } from '../../../test/support/fake-api-server';
import { callsTo, closeFakeApi, useFakeApi } from '../../../test/support/fake-api-session';
import { renderApp } from '../../../test/support/render-app';
import { makeMember } from '../../../test/support/users';

let api: FakeApi;

beforeEach(async () => {
  // A new account: nothing verified, subscribed or approved yet.
  api = await useFakeApi(makeMember({ id: 9, email_verified_at: null, subscribed_to: null, approved_at: null }));
});
afterEach(() => closeFakeApi(api));

function fill(values: { name?: string; phone?: string; email?: string; password?: string }) {
  const set = (label: string, value?: string) => {
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  };
  set('Full name', values.name);
  set('Phone', values.phone);
  set('Email', values.email);
  set('Password', values.password);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

describe('register page', () => {
  it('checks the fields in order with the spec messages and sends nothing while invalid', async () => {
    renderApp('/register');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The Full name field is required');
    expect(screen.getByLabelText('Full name')).toHaveFocus();

    fill({ name: 'Nadia Saleh', phone: '10 1234 5678', email: 'nadia@example.com', password: 'Se#1a' });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is too short, you want to get hacked?');

    fill({ password: 'secret123' });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Password must contain at least one uppercase, one lowercase, one special character and one digit',
    );

    fill({ password: 'Secret#123', phone: '10-1234' });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The Phone field format is invalid');
    expect(callsTo(api)).toEqual([]);
  });

  it('registers with the Egyptian code by default, stores the session and reaches the next step after about a second', async () => {
    renderApp('/register');
    expect(screen.getByLabelText('Country code')).toHaveValue('EG');
    fill({ name: ' Nadia Saleh ', phone: '10 1234 5678', email: 'nadia@example.com', password: 'Secret#123' });
    const started = Date.now();
    submit();

    expect(await screen.findByRole('status')).toHaveTextContent('Your account has been created');
    expect(useSessionStore.getState().accessToken).toBe(REGISTERED_TOKEN);
    expect(useSessionStore.getState().user?.email).toBe('nadia@example.com');
    expect(callsTo(api)).toEqual(['GET /api/web/v1/sanctum/csrf-cookie', 'POST /api/web/v1/auth/register']);
    expect(api.seen.find((r) => r.path.endsWith('/auth/register'))?.body).toEqual({
      full_name: 'Nadia Saleh',
      phone: '+201012345678',
      email: 'nadia@example.com',
      password: 'Secret#123',
    });

    // /dashboard, where the guard sends an unverified user on to /verify-email.
    expect(await screen.findByTestId('verify-email')).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(screen.getByText(/We sent a verification link to nadia@example\.com/)).toBeInTheDocument();
  });

  it('prepends the chosen country code', async () => {
    renderApp('/register');
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: 'FR' } });
    fill({ name: 'Élise Martin', phone: '6 12 34 56 78', email: 'elise@example.com', password: 'Secret#123' });
    submit();
    await screen.findByRole('status');
    expect(api.seen.find((r) => r.path.endsWith('/auth/register'))?.body).toMatchObject({ phone: '+33612345678' });
    expect(await screen.findByTestId('verify-email')).toBeInTheDocument();
  });

  it("shows the server's first validation message in a red alert", async () => {
    const message = 'The email has already been taken.';
    api.answers.set('POST /auth/register', { status: 422, body: { message, errors: { email: [message] } } });
    renderApp('/register');
    fill({ name: 'Nadia Saleh', phone: '1012345678', email: 'demo@example.com', password: 'Secret#123' });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });
});
