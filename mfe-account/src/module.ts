// mfe-account's `./module`: what the shell composes from this remote (routes, i18n). No menu
// entry: the shell's user menu links to account settings.
import type { RemoteModule } from '@cadence/shared-lib';
import ar from './i18n/ar.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';

const account: RemoteModule = {
  name: 'mfe_account',
  version: __APP_VERSION__,
  namespace: 'mfe-account',
  locales: { en, ar, fr, de, pt },
  routes: [
    { path: '/pages/account-setting', load: () => import('./pages/AccountSettingsHome'), resource: 'user|admin|staff', titleKey: 'title' },
  ],
  menu: [],
  widgets: [],
};

export default account;
