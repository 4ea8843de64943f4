import { expectLocalesComplete } from '@cadence/shared-lib/testing';
import { version } from '../package.json';
import account from './module';
import AccountSettingsPage from './pages/AccountSettingsPage';
import PlansPage from './plans/PlansPage';

describe('mfe-account module', () => {
  it('exposes account settings to every role and /plans to any signed-in user in the full layout', () => {
    expect(account).toMatchObject({ name: 'mfe_account', namespace: 'mfe-account', version, menu: [], widgets: [] });
    const routes = account.routes.map(({ path, resource, layout }) => ({ path, resource, layout }));
    expect(routes).toEqual([
      { path: '/pages/account-setting', resource: 'user|admin|staff', layout: undefined },
      { path: '/pages/account-setting/:filter', resource: 'user|admin|staff', layout: undefined },
      { path: '/plans', resource: undefined, layout: 'full' },
    ]);
    expect(account.locales.en.title).toBe('Account Settings');
  });

  it('loads its pages lazily', async () => {
    await expect(account.routes[0].load()).resolves.toEqual({ default: AccountSettingsPage });
    await expect(account.routes[1].load()).resolves.toEqual({ default: AccountSettingsPage });
    await expect(account.routes[2].load()).resolves.toEqual({ default: PlansPage });
  });

  it('is translated in every locale, with the spec texts in English', () => {
    expectLocalesComplete(account.locales);
    expect(account.locales.en['general.avatarHelp']).toBe('Allowed JPG, GIF or JEPG. Max size of 800kB');
    expect(account.locales.ar['general.avatarHelp']).not.toBe(account.locales.en['general.avatarHelp']);
  });
});
