import { http } from '@cadence/shared-lib';
import { makeMember } from '../../test/support/users';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startFakeApi } from '../../test/support/fake-api-server';
import { makeModule, page, textPage } from '../../test/support/fake-remotes';
import { renderApp } from '../../test/support/render-app';

function Broken(): never {
  throw new Error('render failure in a remote page');
}

const planner = makeModule('mfe_planner', {
  version: '2.3.4',
  texts: { menuPlanners: 'Content Planners', menuLibrary: 'Library', menuWorkplace: 'Workplace' },
  routes: [
    { path: '/accounts', load: textPage('Planner list'), resource: 'user' },
    { path: '/library', load: textPage('Library page'), resource: 'user', feature: 'elements' },
    { path: '/admin/workplace', load: textPage('Workplace chat'), resource: 'admin|staff' },
    { path: '/broken', load: page(Broken), resource: 'user' },
    { path: '/schedules/accounts/:hash', load: textPage('Shared planner'), layout: 'full' },
  ],
  menu: [
    { key: 'planners', titleKey: 'menuPlanners', path: '/accounts', resource: 'user', order: 10 },
    { key: 'library', titleKey: 'menuLibrary', path: '/library', resource: 'user', feature: 'elements', order: 20 },
  ],
});
const analytics = makeModule('mfe_analytics', {
  routes: [{ path: '/insights', load: textPage('Insights page'), resource: 'user' }],
});
const modules = { mfe_planner: planner, mfe_analytics: analytics };

const user = makeMember({ role: 'user', abilities: [{ action: 'read', subject: 'user' }] });
const admin = makeMember({ id: 2, role: 'admin', abilities: [{ action: 'read', subject: 'admin' }] });

beforeEach(() => localStorage.clear());

describe('routing and guards', () => {
  it('sends a signed-out visitor of a remote page to /login', async () => {
    // The login page asks the API for its picture: give it a real one to answer.
    const api = await startFakeApi({ user, password: 'unused' });
    const originalBaseUrl = http.defaults.baseURL;
    http.defaults.baseURL = `${api.origin}/api/web/v1/`;
    try {
      const app = renderApp('/accounts', { modules });
      await act(() => app.loaded);
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.queryByText('Planner list')).not.toBeInTheDocument();
      await waitFor(() => expect(api.seen.map((r) => r.path)).toContain('/api/web/v1/settings?keys=auth_image'));
    } finally {
      http.defaults.baseURL = originalBaseUrl;
      await api.close();
    }
  });

  it('renders a remote page inside its data-remote container for an allowed user', async () => {
    renderApp('/accounts', { modules, user });
    const text = await screen.findByText('Planner list');
    const container = text.closest('[data-remote]');
    expect(container).toHaveAttribute('data-remote', 'mfe_planner');
    expect(container).toHaveAttribute('data-remote-version', '2.3.4');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('sends a signed-in user without the resource to not-authorized', async () => {
    renderApp('/accounts', { modules, user: admin });
    expect(await screen.findByTestId('misc-not-authorized')).toBeInTheDocument();
    expect(screen.queryByText('Planner list')).not.toBeInTheDocument();
  });

  it('shows the upgrade prompt instead of a page whose feature is not in the plan', async () => {
    renderApp('/library', { modules, user });
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(within(prompt).getByRole('heading', { name: 'Upgrade to use Content Library' })).toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pages/account-setting/plans');
    expect(within(prompt).getByRole('link', { name: 'Browse add-ons' })).toHaveAttribute('href', '/addons');
    expect(screen.queryByText('Library page')).not.toBeInTheDocument();
  });

  it('keeps a gated menu entry visible with a lock, leading to the upgrade prompt', async () => {
    renderApp('/dashboard', { modules, user });
    const locked = await screen.findByRole('link', { name: 'Library (upgrade required)' });
    expect(locked).toHaveAttribute('href', '/library');
    fireEvent.click(locked);
    expect(await screen.findByTestId('upgrade-prompt')).toBeInTheDocument();
  });

  it('follows the upgrade link to the Plans tab inside the app', async () => {
    const app = renderApp('/library', { modules, user });
    await act(() => app.loaded);
    fireEvent.click(await screen.findByRole('link', { name: 'See plans' }));
    // No remote here owns the Plans tab: the in-app route change ends on the 404 page, not a page load.
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
    expect(screen.queryByTestId('upgrade-prompt')).not.toBeInTheDocument();
  });

  it('opens the gated page when the plan includes the feature', async () => {
    const subscriber = makeMember({ access: ['elements'], features: [{ key: 'elements', in_plan: true, is_active: true }] });
    renderApp('/library', { modules, user: subscriber });
    expect(await screen.findByText('Library page')).toBeInTheDocument();
  });

  it('treats a feature switched off in the user features list as missing, and hides its menu entry', async () => {
    const blocked = makeMember({ access: ['elements'], features: [{ key: 'elements', in_plan: true, is_active: false }] });
    renderApp('/library', { modules, user: blocked });
    expect(await screen.findByTestId('upgrade-prompt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Content Planners' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Library/ })).not.toBeInTheDocument();
  });

  it('shows error-404 for an unknown path once every remote is ready', async () => {
    const app = renderApp('/no-such-page', { modules, user });
    await act(() => app.loaded);
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
  });

  it('shows feature-unavailable for an unknown path while a remote is down, and the page after a successful Retry', async () => {
    const app = renderApp('/insights', { modules, user, dead: ['mfe_analytics'] });
    await act(() => app.loaded);
    const unavailable = await screen.findByTestId('feature-unavailable');
    expect(screen.queryByTestId('error-404')).not.toBeInTheDocument();
    // The rest of the shell keeps working: the menu still lists the healthy remote's entries.
    expect(screen.getByRole('link', { name: 'Content Planners' })).toBeInTheDocument();

    app.fake.dead.delete('mfe_analytics');
    fireEvent.click(within(unavailable).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Insights page')).toBeInTheDocument();
    expect(screen.getByText('Insights page').closest('[data-remote]')).toHaveAttribute('data-remote', 'mfe_analytics');
  });

  it('keeps feature-unavailable when the retried remote is still down', async () => {
    const app = renderApp('/insights', { modules, user, dead: ['mfe_analytics'] });
    await act(() => app.loaded);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    // Two attempts at start, two more for the retry.
    await waitFor(() => expect(app.fake.loads.filter((id) => id === 'mfe_analytics/module')).toHaveLength(4));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
    expect(screen.getByTestId('feature-unavailable')).toBeInTheDocument();
    expect(app.store.getState().remotes.mfe_analytics.status).toBe('unavailable');
  });

  it('contains a page that throws in PageBoundary and keeps the menu usable', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/broken', { modules, user });
    const error = await screen.findByTestId('page-error');
    expect(error.closest('[data-remote]')).toHaveAttribute('data-remote', 'mfe_planner');
    fireEvent.click(screen.getByRole('link', { name: 'Content Planners' }));
    expect(await screen.findByText('Planner list')).toBeInTheDocument();
    expect(screen.queryByTestId('page-error')).not.toBeInTheDocument();
  });

  it('shows a failed lazy page as feature-unavailable and loads it on Retry', async () => {
    let fail = true;
    const flaky = makeModule('mfe_ideas', {
      routes: [
        {
          path: '/decision-maker',
          resource: 'user',
          load: () => (fail ? Promise.reject(new Error('chunk failed')) : textPage('Spin the wheel')()),
        },
      ],
    });
    renderApp('/decision-maker', { modules: { mfe_ideas: flaky }, user });
    const unavailable = await screen.findByTestId('feature-unavailable');
    fail = false;
    fireEvent.click(within(unavailable).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Spin the wheel')).toBeInTheDocument();
  });

  it('renders full-layout routes without the side menu', async () => {
    renderApp('/schedules/accounts/abc', { modules, user });
    expect(await screen.findByText('Shared planner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it.each(['/login', '/register', '/forgot-password', '/reset-password/a1b2c3?email=demo%40example.com'])(
    'sends a signed-in visitor of %s to the dashboard',
    async (path) => {
      renderApp(path, { modules, user });
      expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    },
  );

  it('sends staff from the dashboard to the workplace', async () => {
    const staff = makeMember({ id: 3, role: 'staff', abilities: [{ action: 'read', subject: 'staff' }] });
    renderApp('/', { modules, user: staff });
    expect(await screen.findByText('Workplace chat')).toBeInTheDocument();
  });

  describe('the role-user guard (spec §4)', () => {
    const account = makeModule('mfe_account', {
      routes: [
        { path: '/plans', load: textPage('Choose a plan'), layout: 'full' },
        { path: '/subscriptions/checkout/success', load: textPage('Checkout done'), resource: 'user', layout: 'full' },
        { path: '/pages/account-setting', load: textPage('Account settings'), resource: 'user|admin|staff' },
      ],
    });
    const all = { ...modules, mfe_account: account };

    it('sends a user without a verified email from any page to /verify-email', async () => {
      renderApp('/accounts', { modules: all, user: makeMember({ email_verified_at: null, subscribed_to: null }) });
      expect(await screen.findByTestId('verify-email')).toBeInTheDocument();
      expect(screen.queryByText('Planner list')).not.toBeInTheDocument();
    });

    it('sends a verified user without a subscription to the plans page, and lets them use it', async () => {
      renderApp('/dashboard', { modules: all, user: makeMember({ subscribed_to: null }) });
      expect(await screen.findByText('Choose a plan')).toBeInTheDocument();
      expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();
    });

    it('lets a user without a subscription reach checkout, which is exempt', async () => {
      renderApp('/subscriptions/checkout/success', { modules: all, user: makeMember({ subscribed_to: null, approved_at: null }) });
      expect(await screen.findByText('Checkout done')).toBeInTheDocument();
    });

    it('does not exempt account settings', async () => {
      renderApp('/pages/account-setting', { modules: all, user: makeMember({ approved_at: null }) });
      expect(await screen.findByTestId('awaiting-approval')).toBeInTheDocument();
      expect(screen.queryByText('Account settings')).not.toBeInTheDocument();
    });

    it('leads a signed-in user away from /login through the guard', async () => {
      renderApp('/login', { modules: all, user: makeMember({ email_verified_at: null }) });
      expect(await screen.findByTestId('verify-email')).toBeInTheDocument();
    });

    it('does not hold admins on those steps', async () => {
      const newAdmin = makeMember({ ...admin, email_verified_at: null, subscribed_to: null, approved_at: null });
      renderApp('/dashboard', { modules: all, user: newAdmin });
      expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
    });

    it('sends a signed-out visitor of /awaiting-approval to /login', async () => {
      const api = await startFakeApi({ user, password: 'unused' });
      const originalBaseUrl = http.defaults.baseURL;
      http.defaults.baseURL = `${api.origin}/api/web/v1/`;
      try {
        renderApp('/awaiting-approval', { modules: all });
        expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
        expect(screen.queryByTestId('awaiting-approval')).not.toBeInTheDocument();
        await waitFor(() => expect(api.seen.map((r) => r.path)).toContain('/api/web/v1/settings?keys=auth_image'));
      } finally {
        http.defaults.baseURL = originalBaseUrl;
        await api.close();
      }
    });
  });

  it('serves the misc pages with their test ids', async () => {
    renderApp('/pages/miscellaneous/under-maintenance');
    expect(await screen.findByTestId('misc-under-maintenance')).toBeInTheDocument();
  });
});
