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
  routes: [
    { path: '/admin/users', load: () => import('./pages/UsersPage'), resource: 'admin', titleKey: 'title' },
    {
      path: '/admin/users/login/:hash',
      load: () => import('./pages/ImpersonateLoginPage'),
      resource: 'admin',
      layout: 'full',
      titleKey: 'impersonateLogin.title',
    },
    { path: '/admin/features', load: () => import('./pages/FeaturesPage'), resource: 'admin', titleKey: 'features.title' },
    { path: '/admin/channels', load: () => import('./pages/ChannelsPage'), resource: 'admin', titleKey: 'channels.title' },
    { path: '/admin/plans', load: () => import('./pages/PlansPage'), resource: 'admin', titleKey: 'plans.title' },
    { path: '/admin/addons', load: () => import('./pages/AddonsPage'), resource: 'admin', titleKey: 'addons.title' },
    { path: '/admin/services', load: () => import('./pages/ServicesPage'), resource: 'admin', titleKey: 'services.title' },
    { path: '/admin/settings', load: () => import('./pages/SettingsPage'), resource: 'admin', titleKey: 'settings.title' },
  ],
  // Spec §2 Menus: Users, Features, Channels, Manage Plans, Manage Addons, Ordered Services, then
  // (from other remotes) Workplace at 110 and the rest; Settings closes the admin menu.
  menu: [
    { key: 'admin-users', titleKey: 'title', path: '/admin/users', resource: 'admin', order: 100 },
    { key: 'admin-features', titleKey: 'menu.features', path: '/admin/features', resource: 'admin', order: 101 },
    { key: 'admin-channels', titleKey: 'menu.channels', path: '/admin/channels', resource: 'admin', order: 102 },
    { key: 'admin-plans', titleKey: 'menu.plans', path: '/admin/plans', resource: 'admin', order: 103 },
    { key: 'admin-addons', titleKey: 'menu.addons', path: '/admin/addons', resource: 'admin', order: 104 },
    { key: 'admin-services', titleKey: 'menu.services', path: '/admin/services', resource: 'admin', order: 105 },
    { key: 'admin-settings', titleKey: 'menu.settings', path: '/admin/settings', resource: 'admin', order: 190 },
  ],
  widgets: [],
};

export default admin;
