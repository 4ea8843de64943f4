// The signed-in frame's issue-4 behaviour: impersonation banner, maintenance mode, product name, and the
// upgrade prompt for the feature gate's 403.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emitUpgradeRequired, http, useSessionStore } from '@cadence/shared-lib';
import { makeUser, setNavigation } from '@cadence/shared-lib/testing';
import { startFakeApi, type FakeApi } from '../../test/support/fake-api-server';
import { renderApp } from '../../test/support/render-app';
import { makeMember } from '../../test/support/users';
import { resetSiteSettings } from '../session/site-settings';

const customer = makeMember({ full_name: 'Carla Customer', impersonated_by: { id: 1, full_name: 'Ada Admin' } });
const admin = makeUser({ id: 1, role: 'admin', full_name: 'Ada Admin', abilities: [{ action: 'read', subject: 'admin' }] });

let api: FakeApi;
let visited: string[];
let restoreNavigation: () => void;
const originalBaseUrl = http.defaults.baseURL;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetSiteSettings();
  visited = [];
  restoreNavigation = setNavigation({ navigate: (url) => visited.push(url) });
  api = await startFakeApi({ user: customer, password: 'unused' });
  http.defaults.baseURL = `${api.origin}/api/web/v1/`;
});

afterEach(async () => {
  restoreNavigation();
  http.defaults.baseURL = originalBaseUrl;
  await api.close();
});

function settings(data: Record<string, unknown>) {
  api.answers.set('GET /settings', { status: 200, body: { data } });
}

describe('impersonation banner', () => {
  it('names the user and the admin, cannot be dismissed, and returns the admin to /admin/users', async () => {
    localStorage.setItem('cadence.impersonation', JSON.stringify({ user: admin, accessToken: '1|admin-token' }));
    api.answers.set('POST /auth/impersonation/stop', { status: 200, body: { data: { success: true } } });
    const app = renderApp('/dashboard', { user: customer });
    await act(() => app.loaded);

    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('You are signed in as Carla Customer (admin: Ada Admin)');
    expect(within(banner).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    const back = within(banner).getByRole('button', { name: 'Return to my account' });
    back.focus();
    expect(back).toHaveFocus();
    fireEvent.click(back);

    await waitFor(() => expect(visited).toEqual(['/admin/users']));
    expect(api.seen.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/web/v1/auth/impersonation/stop');
    expect(useSessionStore.getState()).toMatchObject({ user: admin, accessToken: '1|admin-token' });
  });

  it('is absent for a normal session', async () => {
    const app = renderApp('/dashboard', { user: makeMember({ full_name: 'Dana Demo' }) });
    await act(() => app.loaded);
    await screen.findByTestId('dashboard');
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
  });
});

describe('site settings', () => {
  it('sends a customer to the under-maintenance page with the admin message', async () => {
    settings({ product_name: 'Cadence', maintenance_mode: true, maintenance_message: 'Back at 6 pm.' });
    const app = renderApp('/dashboard', { user: makeMember() });
    await act(() => app.loaded);
    const page = await screen.findByTestId('misc-under-maintenance');
    expect(await within(page).findByText('Back at 6 pm.')).toBeInTheDocument();
  });

  it('leaves admins working during maintenance', async () => {
    settings({ product_name: 'Cadence', maintenance_mode: true, maintenance_message: 'Back at 6 pm.' });
    const app = renderApp('/dashboard', { user: admin });
    await act(() => app.loaded);
    await screen.findByTestId('dashboard');
    await waitFor(() => expect(api.seen.some((r) => r.path.startsWith('/api/web/v1/settings'))).toBe(true));
    expect(screen.queryByTestId('misc-under-maintenance')).not.toBeInTheDocument();
  });

  it('titles the document and the brand with the product name', async () => {
    settings({ product_name: 'Orbit Social', maintenance_mode: false, maintenance_message: null });
    renderApp('/dashboard', { user: makeMember() });
    await waitFor(() => expect(document.title).toBe('Orbit Social'));
    expect(screen.getByRole('link', { name: 'O' })).toHaveAttribute('href', '/');
  });
});

describe('feature gate answers', () => {
  it('opens the upgrade prompt over the page', async () => {
    const app = renderApp('/dashboard', { user: makeMember() });
    await act(() => app.loaded);
    await screen.findByTestId('dashboard');
    act(() => {
      emitUpgradeRequired('ad.library');
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Upgrade to use Ad Library' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard')).toBeInTheDocument();
  });
});
