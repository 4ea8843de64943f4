import { expectLocalesComplete } from '@cadence/shared-lib/testing';
import { version } from '../package.json';
import account from './module';
import AccountSettingsHome from './pages/AccountSettingsHome';

describe('mfe-account module', () => {
  it('exposes /pages/account-setting to every role, with no menu entry of its own', () => {
    expect(account).toMatchObject({
      name: 'mfe_account',
      namespace: 'mfe-account',
      version,
      routes: [{ path: '/pages/account-setting', resource: 'user|admin|staff', titleKey: 'title' }],
      menu: [],
      widgets: [],
    });
    expect(account.locales.en.title).toBe('Account Settings');
  });

  it('loads its page lazily and is translated in every locale', async () => {
    await expect(account.routes[0].load()).resolves.toEqual({ default: AccountSettingsHome });
    expectLocalesComplete(account.locales);
  });
});
