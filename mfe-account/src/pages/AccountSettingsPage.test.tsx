import { makeUser } from '@cadence/shared-lib/testing';
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../test/support/render-page';
import { settingsAnswer } from '../../test/support/settings-answers';
import { arrivedAt } from '../../test/support/render-with-routes';
import { testApiForEachTest } from '../../test/support/test-api';
import { connectionsAnswer } from '../settings/connections/connection-answers';

const api = testApiForEachTest();

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('account settings page', () => {
  it('shows users every tab, General first, and the URL follows the chosen tab', async () => {
    const user = makeUser();
    api.on('GET', '/account-settings', { status: 200, body: settingsAnswer(user) });
    renderPage('/pages/account-setting', user);
    expect(await screen.findByRole('tab', { name: 'General', selected: true })).toBeInTheDocument();
    expect(tabNames()).toEqual(['General', 'Change Password', 'Information', 'Connections', 'Notifications', 'Plans']);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Demo User');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');

    fireEvent.click(screen.getByRole('tab', { name: 'Information' }));
    await arrivedAt('/pages/account-setting/information');
    expect(screen.getByRole('tab', { name: 'Information', selected: true })).toBeInTheDocument();
    expect(await screen.findByLabelText('Website')).toHaveValue('bakery.example.com');

    api.on('GET', '/account-settings/connections', connectionsAnswer());
    fireEvent.click(screen.getByRole('tab', { name: 'Connections' }));
    await arrivedAt('/pages/account-setting/connections');
    expect(await screen.findByRole('link', { name: 'Bakery Page' })).toHaveAttribute('href', 'https://www.facebook.com/101');
    expect(screen.getByRole('button', { name: 'Connect Twitter' })).toBeEnabled();
  });

  it('opens the tab named in the URL', async () => {
    const user = makeUser();
    api.on('GET', '/account-settings', { status: 200, body: settingsAnswer(user, { post_reminder: true }) });
    renderPage('/pages/account-setting/notifications', user);
    expect(await screen.findByRole('tab', { name: 'Notifications', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Notify me on the same day a post is scheduled' })).toBeChecked();
  });

  it('gives admins and staff General (without avatar and full name) and Change Password only', async () => {
    const admin = makeUser({ role: 'admin', abilities: [{ action: 'manage', subject: 'all' }] });
    api.on('GET', '/account-settings', { status: 200, body: settingsAnswer(admin) });
    renderPage('/pages/account-setting/information', admin);
    // A user-only tab falls back to General.
    await arrivedAt('/pages/account-setting/general');
    expect(await screen.findByRole('tab', { name: 'General', selected: true })).toBeInTheDocument();
    expect(tabNames()).toEqual(['General', 'Change Password']);
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload new photo' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const user = makeUser();
    let calls = 0;
    api.on('GET', '/account-settings', () => (++calls === 1 ? { status: 500, body: { message: 'Down' } } : { status: 200, body: settingsAnswer(user) }));
    renderPage('/pages/account-setting', user);
    expect(await screen.findByText('Your account settings could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Demo User');
  });

  it('is right to left and translated in Arabic', async () => {
    const { applyLocale } = await import('@cadence/shared-lib');
    applyLocale('ar');
    try {
      const user = makeUser({ locale: 'ar' });
      api.on('GET', '/account-settings', { status: 200, body: settingsAnswer(user) });
      renderPage('/pages/account-setting', user);
      expect(await screen.findByRole('tab', { name: 'عام', selected: true })).toBeInTheDocument();
      expect(document.querySelector('.ant-tabs-rtl')).not.toBeNull();
      expect(screen.getByText('المسموح: JPG أو GIF أو JPEG. الحجم الأقصى 800 كيلوبايت')).toBeInTheDocument();
    } finally {
      applyLocale('en');
    }
  });
});
