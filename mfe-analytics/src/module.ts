// mfe-analytics' `./module`: what the shell composes from this remote (routes, menu, i18n).
import type { RemoteModule } from '@cadence/shared-lib';
import ar from './i18n/ar.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';

const analytics: RemoteModule = {
  name: 'mfe_analytics',
  version: __APP_VERSION__,
  namespace: 'mfe-analytics',
  locales: { en, ar, fr, de, pt },
  routes: [
    { path: '/twitter/trends', load: () => import('./pages/TrendsHome'), resource: 'user', feature: 'twitter.trends', titleKey: 'title' },
  ],
  menu: [
    {
      key: 'analytics',
      titleKey: 'menuGroup',
      resource: 'user',
      order: 60,
      children: [{ key: 'twitter-trends', titleKey: 'title', path: '/twitter/trends', resource: 'user', feature: 'twitter.trends', order: 10 }],
    },
  ],
  widgets: [],
};

export default analytics;
