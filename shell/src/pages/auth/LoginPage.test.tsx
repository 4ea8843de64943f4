import { applyLocale, http, useSessionStore } from '@cadence/shared-lib';
import { makeMember } from '../../../test/support/users';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { startFakeApi, type FakeApi } from '../../../test/support/fake-api-server';
import { makeModule, textPage } from '../../../test/support/fake-remotes';
import { renderApp } from '../../../test/support/render-app';

const PASSWORD = 'Secret#123';
let api: FakeApi;
const originalBaseUrl = http.defaults.baseURL;

async function startWith(user = makeMember({ email: 'demo@example.com' })) {
  api = await startFakeApi({ user, password: PASSWORD });
  http.defaults.baseURL = `${api.origin}/api/web/v1/`;
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

afterEach(async () => {
  // Every test shows /login, which asks for the auth image: let that request land before closing.
  await waitFor(() => expect(api.seen.some((r) => r.path.startsWith('/api/web/v1/settings'))).toBe(true));
  http.defaults.baseURL = originalBaseUrl;
  await api.close();
  useSessionStore.getState().clear();
  applyLocale('en');
  localStorage.clear();
});

describe('login page', () => {
  it('shows the first email error in an alert and sends nothing while the form is invalid', async () => {
    await startWith();
    renderApp('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/email/i);
    fill('not-an-email', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/email/i);
    expect(api.seen.filter((r) => r.path.includes('/auth/login'))).toHaveLength(0);
  });

  it("shows the server's first validation message when the credentials are wrong", async () => {
    await startWith();
    renderApp('/login');
    fill('demo@example.com', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
    expect(useSessionStore.getState().accessToken).toBeNull();
  });

  it('signs in (CSRF cookie first), stores the session and returns to the page asked for', async () => {
    await startWith();
    const planner = makeModule('mfe_planner', {
      routes: [{ path: '/accounts', load: textPage('Planner list'), resource: 'user' }],
    });
    const app = renderApp('/accounts', { modules: { mfe_planner: planner } });
    await act(() => app.loaded);
    fill('demo@example.com', PASSWORD);
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Planner list')).toBeInTheDocument();
    expect(useSessionStore.getState().accessToken).toBe('7|a-real-looking-token');
    const calls = api.seen.filter((r) => !r.path.startsWith('/api/web/v1/settings'));
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/web/v1/sanctum/csrf-cookie',
      'POST /api/web/v1/auth/login',
    ]);
    expect(calls[1].body).toEqual({ email: 'demo@example.com', password: PASSWORD, remember_me: true });
  });

  it("applies an Arabic user's locale right to left and goes to the dashboard", async () => {
    await startWith(makeMember({ email: 'demo@example.com', locale: 'ar' }));
    renderApp('/login');
    fill('demo@example.com', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });

  it('shows the configured auth image and falls back to the shipped one when it fails', async () => {
    await startWith();
    api.authImage = '/media/show/auth.png';
    renderApp('/login');
    const image = screen.getByTestId('auth-image');
    await waitFor(() => expect(image).toHaveAttribute('src', '/media/show/auth.png'));
    fireEvent.error(image);
    expect(image.getAttribute('src')).not.toBe('/media/show/auth.png');
    expect(image.getAttribute('src')).toBeTruthy();
  });
});
