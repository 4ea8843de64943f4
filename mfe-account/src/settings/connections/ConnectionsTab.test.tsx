import { useSessionStore } from '@cadence/shared-lib';
import { makeUser } from '@cadence/shared-lib/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { arrivedAt, renderWithRoutes } from '../../../test/support/render-with-routes';
import { testApiForEachTest } from '../../../test/support/test-api';
import { account, bakeryInstagram, bakeryPage, connectionsAnswer, linkedinMember, option } from './connection-answers';
import { ConnectionsTab } from './ConnectionsTab';
import { setLeaveApp } from './leave-app';

const api = testApiForEachTest();

const ROUTE = '/pages/account-setting/connections';
const LIST = '/account-settings/connections';
const show = (route = ROUTE) => renderWithRoutes({ [ROUTE]: <ConnectionsTab /> }, { route, user: makeUser() });

let left: string[];
let restoreLeave: () => void;
beforeEach(() => {
  left = [];
  restoreLeave = setLeaveApp((url) => left.push(url));
});
afterEach(() => restoreLeave());

const confirmDialog = () => screen.getByText('Are you sure by remove connection?', { selector: '.ant-modal-confirm-title' }).closest('.ant-modal-confirm') as HTMLElement;

describe('Connections tab', () => {
  it('shows the success banner from the return query, drops the query and refreshes the stored user', async () => {
    api.on('GET', LIST, connectionsAnswer());
    api.on('GET', '/auth/user', { status: 200, body: { data: { user: makeUser({ connected_with_facebook: true }) } } });
    show(`${ROUTE}?status=success&platform=facebook`);
    expect(await screen.findByText('Connected with Facebook successfully')).toBeInTheDocument();
    await arrivedAt(ROUTE);
    // The banner outlives the query it came from.
    expect(screen.getByText('Connected with Facebook successfully')).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().user?.connected_with_facebook).toBe(true));
    expect(await screen.findByRole('link', { name: 'Bakery Page' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Connected with Facebook successfully')).not.toBeInTheDocument());
  });

  it('shows the error banner with the reason, without refreshing the user', async () => {
    api.on('GET', LIST, connectionsAnswer());
    show(`${ROUTE}?status=error&platform=linkedin&reason=${encodeURIComponent('You cancelled the connection.')}`);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('An error occurred while connecting to LinkedIn');
    expect(banner).toHaveTextContent('You cancelled the connection.');
    await arrivedAt(ROUTE);
    expect(await screen.findByRole('link', { name: 'Dana Baker' })).toBeInTheDocument();
    // The list call carries the return's query along (spec §7).
    expect(api.sent('GET', LIST)[0].url).toContain('status=error&platform=linkedin&reason=You+cancelled+the+connection.');
    expect(api.sent('GET', '/auth/user')).toHaveLength(0);
  });

  it('ignores a malformed return query', async () => {
    api.on('GET', LIST, connectionsAnswer());
    show(`${ROUTE}?status=maybe&platform=myspace`);
    expect(await screen.findByRole('link', { name: 'Bakery Page' })).toBeInTheDocument();
    expect(screen.queryByText(/Connected with|An error occurred/)).not.toBeInTheDocument();
  });

  it('lists the connected accounts by platform, each name linking to the account', async () => {
    api.on('GET', LIST, connectionsAnswer());
    show();
    const facebook = await screen.findByRole('region', { name: 'Facebook Pages' });
    const page = within(facebook).getByRole('link', { name: 'Bakery Page' });
    expect(page).toHaveAttribute('href', 'https://www.facebook.com/101');
    expect(page).toHaveAttribute('target', '_blank');
    expect(page).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(facebook).getByText(/^Page · Connected November 2, 2026$/)).toBeInTheDocument();

    const instagram = screen.getByRole('region', { name: 'Instagram' });
    expect(within(instagram).getByRole('link', { name: 'Bakery Insta' })).toHaveAttribute('href', 'https://www.instagram.com/bakery.insta');
    expect(within(instagram).getByText(/Instagram business · @bakery.insta/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'LinkedIn' })).getByRole('link', { name: 'Dana Baker' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/dana-baker',
    );
    // No Twitter account: no empty Twitter group.
    expect(screen.queryByRole('region', { name: 'Twitter' })).not.toBeInTheDocument();

    // Connected networks offer Reconnect and Remove; the others Connect.
    expect(screen.getByRole('button', { name: 'Reconnect Facebook' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove Facebook connection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Twitter' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove Twitter connection' })).not.toBeInTheDocument();
    // What Facebook asks for, and the advice to keep every Page.
    expect(screen.getByText(FACEBOOK_SCOPES_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/select every Page and account/)).toBeInTheDocument();
  });

  it('asks before removing a network, then removes it, says so and reloads the list and the user', async () => {
    let listed = 0;
    api.on('GET', LIST, () => (++listed === 1 ? connectionsAnswer() : connectionsAnswer({ connections: [linkedinMember] })));
    api.on('DELETE', LIST, { status: 200, body: { success: true, message: 'Your Facebook connection has been deleted.' } });
    api.on('GET', '/auth/user', { status: 200, body: { data: { user: makeUser({ connected_with_facebook: false, connected_with_linkedin: true }) } } });
    show();

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Facebook connection' }));
    expect(within(confirmDialog()).getByText('Publishing content automatically will not work anymore.')).toBeInTheDocument();
    fireEvent.click(within(confirmDialog()).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByText('Are you sure by remove connection?', { selector: '.ant-modal-confirm-title' })).not.toBeInTheDocument());
    expect(api.sent('DELETE', LIST)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Facebook connection' }));
    fireEvent.click(await screen.findByText('Yes, remove it!'));
    expect(await screen.findByText('Removed!')).toBeInTheDocument();
    expect(screen.getByText('Your Facebook connection has been deleted.')).toBeInTheDocument();
    expect(JSON.parse(api.sent('DELETE', LIST)[0].body)).toEqual({ platform: 'facebook' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bakery Page' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Bakery Insta' })).not.toBeInTheDocument();
    expect(listed).toBe(2);
    await waitFor(() => expect(useSessionStore.getState().user?.connected_with_linkedin).toBe(true));
  });

  it('removes one account by id', async () => {
    api.on('GET', LIST, connectionsAnswer());
    api.on('DELETE', LIST, { status: 200, body: { success: true, message: 'Your Instagram connection has been deleted.' } });
    api.on('GET', '/auth/user', { status: 200, body: { data: { user: makeUser({ connected_with_facebook: true }) } } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bakery Insta' }));
    fireEvent.click(await screen.findByText('Yes, remove it!'));
    expect(await screen.findByText('Your Instagram connection has been deleted.')).toBeInTheDocument();
    expect(JSON.parse(api.sent('DELETE', LIST)[0].body)).toEqual({ platform: 'instagram', id: 2 });
    await waitFor(() => expect(api.sent('GET', LIST)).toHaveLength(2));
    await waitFor(() => expect(api.sent('GET', '/auth/user')).toHaveLength(1));
  });

  it('connects: fetches the consent URL and leaves the app for it', async () => {
    api.on('GET', LIST, connectionsAnswer());
    api.on('GET', '/account-settings/connections/connect-with-linkedin', { status: 200, body: { data: { url: 'https://www.linkedin.com/oauth/v2/authorization?state=abc' } }, delayMs: 300 });
    show();
    const connect = await screen.findByRole('button', { name: 'Reconnect LinkedIn' });
    fireEvent.click(connect);
    await waitFor(() => expect(connect).toHaveClass('ant-btn-loading'));
    await waitFor(() => expect(left).toEqual(['https://www.linkedin.com/oauth/v2/authorization?state=abc']));
    expect(api.sent('GET', '/account-settings/connections/connect-with-linkedin')).toHaveLength(1);
  });

  it('shows why a connect was refused, and frees the button', async () => {
    api.on('GET', LIST, connectionsAnswer({ connections: [] }));
    const refused = 'Twitter is not available yet: ask the administrator to enable it.';
    api.on('GET', '/account-settings/connections/connect-with-twitter', { status: 422, body: { message: refused, errors: { platform: [refused] } } });
    show();
    const connect = await screen.findByRole('button', { name: 'Connect Twitter' });
    fireEvent.click(connect);
    expect(await screen.findByText(refused)).toBeInTheDocument();
    await waitFor(() => expect(connect).not.toHaveClass('ant-btn-loading'));
    expect(left).toEqual([]);
  });

  it('disables a network the administrator has not enabled, and says why', async () => {
    api.on('GET', LIST, connectionsAnswer({ connections: [], networks: [option('facebook'), option('linkedin'), option('twitter', { available: false })] }));
    show();
    const connect = await screen.findByRole('button', { name: 'Connect Twitter' });
    expect(connect).toBeDisabled();
    expect(connect).toHaveAccessibleDescription('Twitter is not available yet: ask the administrator to enable it.');
    expect(screen.getByRole('button', { name: 'Connect Facebook' })).toBeEnabled();
  });

  it('warns about a connection that needs reconnecting, with the reason and a Reconnect', async () => {
    const broken = account({
      ...bakeryPage,
      status: 'reconnect_needed',
      status_reason: 'Facebook says the session has expired (the password was changed).',
    });
    api.on('GET', LIST, connectionsAnswer({ connections: [broken, bakeryInstagram], networks: [option('facebook', { connected: true, reconnect_needed: true }), option('linkedin'), option('twitter')] }));
    api.on('GET', '/account-settings/connections/connect-with-facebook', { status: 200, body: { data: { url: 'https://www.facebook.com/v23.0/dialog/oauth?state=x' } } });
    show();
    const item = await screen.findByTestId('connection-1');
    expect(within(item).getByText('Your Facebook connection has stopped working: reconnect it so scheduled posts can go out.')).toBeInTheDocument();
    expect(within(item).getByText('Facebook says the session has expired (the password was changed).')).toBeInTheDocument();
    expect(within(item).getByText('Reconnect needed')).toBeInTheDocument();
    expect(within(screen.getByTestId('connection-2')).getByText('Connected')).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Reconnect Facebook' }));
    await waitFor(() => expect(left).toEqual(['https://www.facebook.com/v23.0/dialog/oauth?state=x']));
  });

  it('labels the sandbox, and shows the empty state', async () => {
    api.on('GET', LIST, connectionsAnswer({ connections: [], sandbox: true }));
    show();
    expect(await screen.findByText("Sandbox networks: connections and posts go to Cadence's local sandbox, not to the real networks.")).toBeInTheDocument();
    expect(screen.getByText('No connected accounts yet — connect a network to publish automatically')).toBeInTheDocument();
  });

  it('shows a loading state, then offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    api.on('GET', LIST, () => (++calls === 1 ? { status: 500, body: { message: 'Down' }, delayMs: 200 } : connectionsAnswer()));
    show();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByText('Your connections could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Bakery Page' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    const { applyLocale } = await import('@cadence/shared-lib');
    applyLocale('ar');
    try {
      api.on('GET', LIST, connectionsAnswer());
      api.on('GET', '/auth/user', { status: 200, body: { data: { user: makeUser() } } });
      show(`${ROUTE}?status=success&platform=twitter`);
      expect(await screen.findByText('تم الربط مع Twitter بنجاح')).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'صفحات Facebook' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'إعادة الربط Facebook' })).toBeInTheDocument();
      expect(document.querySelector('.ant-alert-rtl')).not.toBeNull();
      await waitFor(() => expect(api.sent('GET', '/auth/user')).toHaveLength(1));
    } finally {
      act(() => applyLocale('en'));
    }
  });
});

const FACEBOOK_SCOPES_TEXT = 'instagram_basic, pages_show_list, pages_read_engagement, pages_manage_posts, instagram_content_publish';
