// mfe-admin's `./module`: what the shell composes from this remote (routes, menu, i18n).
import type { RemoteModule } from '@cadence/shared-lib';
import ar from './i18n/ar.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';

const admin: RemoteModule = {
  name: 'mfe_admin',
  version: __APP_VERSION__,
  namespace: 'mfe-admin',
  locales: { en, ar, fr, de, pt },
  routes: [{ path: '/admin/users', load: () => import('./pages/UsersPage'), resource: 'admin', titleKey: 'title' }],
  menu: [{ key: 'admin-users', titleKey: 'title', path: '/admin/users', resource: 'admin', order: 100 }],
  widgets: [],
};

export default admin;
