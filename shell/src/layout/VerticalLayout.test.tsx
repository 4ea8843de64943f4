import { applyLocale, http, useLayoutStore, useSessionStore } from '@cadence/shared-lib';
import { makeMember } from '../../test/support/users';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { startFakeApi, type FakeApi } from '../../test/support/fake-api-server';
import { renderApp } from '../../test/support/render-app';

let api: FakeApi;
const originalBaseUrl = http.defaults.baseURL;
const user = makeMember({ email: 'demo@example.com', full_name: 'Dana Demo' });

beforeEach(async () => {
  localStorage.clear();
  useLayoutStore.setState({ skin: 'light', menuCollapsed: true });
  api = await startFakeApi({ user, password: 'unused' });
  http.defaults.baseURL = `${api.origin}/api/web/v1/`;
});

afterEach(async () => {
  applyLocale('en');
  http.defaults.baseURL = originalBaseUrl;
  await api.close();
});

async function openDashboard() {
  const app = renderApp('/dashboard', { user });
  await act(() => app.loaded);
  await screen.findByTestId('dashboard');
  return app;
}

describe('signed-in layout', () => {
  it('starts with the side menu collapsed and toggles it', async () => {
    await openDashboard();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav.closest('[data-collapsed]')).toHaveAttribute('data-collapsed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle menu' }));
    expect(nav.closest('[data-collapsed]')).toHaveAttribute('data-collapsed', 'false');
  });

  it('switches to the dark skin and back', async () => {
    await openDashboard();
    expect(document.documentElement).toHaveAttribute('data-skin', 'light');
    fireEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-skin', 'dark');
    fireEvent.click(screen.getByRole('button', { name: 'Light mode' }));
    expect(document.documentElement).toHaveAttribute('data-skin', 'light');
  });

  it('saves the chosen language on the account and applies it', async () => {
    // The page reload 0.6 s later is jsdom's "not implemented" navigation.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Language: EN' }));
    for (const name of ['English', 'العربية', 'Français', 'Deutsch', 'Português']) {
      expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(api.seen.map((r) => `${r.method} ${r.path}`)).toContain('PUT /api/web/v1/account-settings/locale/ar');
    expect(useSessionStore.getState().user?.locale).toBe('ar');
    // Let the 0.6 s reload timer fire inside this test.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
  });

  it('logs out from the user menu: revokes the token, clears the session and shows /login', async () => {
    await openDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'User menu: Dana Demo' }));
    expect(await screen.findByRole('menuitem', { name: 'Account Settings' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
    expect(api.seen.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/web/v1/auth/logout');
  });

  it('offers "Scroll to top" only after 250 px of scrolling', async () => {
    await openDashboard();
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});
