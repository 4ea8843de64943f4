import { expectLocalesComplete } from '@cadence/shared-lib/testing';
import { version } from '../package.json';
import account from './module';
import AccountSettingsPage from './pages/AccountSettingsPage';
import AddonsPage from './addons/AddonsPage';
import CheckoutSuccessPage from './checkout/CheckoutSuccessPage';
import InvoicePreviewPage from './invoices/InvoicePreviewPage';
import InvoicesListPage from './invoices/InvoicesListPage';
import PlansPage from './plans/PlansPage';

describe('mfe-account module', () => {
  it('exposes account settings to every role, /plans to any signed-in user and the billing pages to users', () => {
    expect(account).toMatchObject({ name: 'mfe_account', namespace: 'mfe-account', version, menu: [], widgets: [] });
    const routes = account.routes.map(({ path, resource, layout }) => ({ path, resource, layout }));
    expect(routes).toEqual([
      { path: '/pages/account-setting', resource: 'user|admin|staff', layout: undefined },
      { path: '/pages/account-setting/:filter', resource: 'user|admin|staff', layout: undefined },
      { path: '/plans', resource: undefined, layout: 'full' },
      { path: '/subscriptions/checkout/success', resource: 'user', layout: 'full' },
      { path: '/invoices/list', resource: 'user', layout: undefined },
      { path: '/invoices/preview/:id', resource: 'user', layout: undefined },
      { path: '/addons', resource: 'user', layout: undefined },
    ]);
    // Every route names its page title in the remote's locales.
    for (const route of account.routes) expect(account.locales.en[route.titleKey ?? '']).toEqual(expect.any(String));
    expect(account.locales.en.title).toBe('Account Settings');
  });

  it('loads its pages lazily', async () => {
    await expect(account.routes[0].load()).resolves.toEqual({ default: AccountSettingsPage });
    await expect(account.routes[1].load()).resolves.toEqual({ default: AccountSettingsPage });
    await expect(account.routes[2].load()).resolves.toEqual({ default: PlansPage });
    await expect(account.routes[3].load()).resolves.toEqual({ default: CheckoutSuccessPage });
    await expect(account.routes[4].load()).resolves.toEqual({ default: InvoicesListPage });
    await expect(account.routes[5].load()).resolves.toEqual({ default: InvoicePreviewPage });
    await expect(account.routes[6].load()).resolves.toEqual({ default: AddonsPage });
  });

  it('is translated in every locale, with the spec texts in English', () => {
    expectLocalesComplete(account.locales);
    expect(account.locales.en['general.avatarHelp']).toBe('Allowed JPG, GIF or JEPG. Max size of 800kB');
    expect(account.locales.ar['general.avatarHelp']).not.toBe(account.locales.en['general.avatarHelp']);
  });
});
