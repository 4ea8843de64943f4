// mfe-account's `./module`: what the shell composes from this remote (routes, i18n). No menu
// entry: the shell's user menu links to account settings.
import type { RemoteModule } from '@cadence/shared-lib';
import ar from './i18n/ar.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import { ACCOUNT_NS } from './i18n/namespace';
import pt from './i18n/pt.json';

const loadSettings = () => import('./pages/AccountSettingsPage');

const account: RemoteModule = {
  name: 'mfe_account',
  version: __APP_VERSION__,
  namespace: ACCOUNT_NS,
  locales: { en, ar, fr, de, pt },
  routes: [
    { path: '/pages/account-setting', load: loadSettings, resource: 'user|admin|staff', titleKey: 'title' },
    { path: '/pages/account-setting/:filter', load: loadSettings, resource: 'user|admin|staff', titleKey: 'title' },
    // Any signed-in user (no resource), without the menu and navbar (spec §2).
    { path: '/plans', load: () => import('./plans/PlansPage'), layout: 'full', titleKey: 'plans.title' },
    // Back from the payment provider: bare like /plans (a first subscription has no menu yet).
    { path: '/subscriptions/checkout/success', load: () => import('./checkout/CheckoutSuccessPage'), resource: 'user', layout: 'full', titleKey: 'checkout.title' },
    { path: '/invoices/list', load: () => import('./invoices/InvoicesListPage'), resource: 'user', titleKey: 'invoices.title' },
    { path: '/invoices/preview/:id', load: () => import('./invoices/InvoicePreviewPage'), resource: 'user', titleKey: 'invoices.previewTitle' },
    { path: '/addons', load: () => import('./addons/AddonsPage'), resource: 'user', titleKey: 'addons.title' },
  ],
  menu: [],
  widgets: [],
};

export default account;
