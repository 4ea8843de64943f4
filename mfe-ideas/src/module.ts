// mfe-ideas' `./module`: what the shell composes from this remote (routes, menu, i18n).
import type { RemoteModule } from '@cadence/shared-lib';
import ar from './i18n/ar.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';

const ideas: RemoteModule = {
  name: 'mfe_ideas',
  version: __APP_VERSION__,
  namespace: 'mfe-ideas',
  locales: { en, ar, fr, de, pt },
  routes: [
    { path: '/ideas-generator', load: () => import('./pages/IdeasHome'), resource: 'user', feature: 'brainstorm', titleKey: 'title' },
  ],
  menu: [{ key: 'ideas-generator', titleKey: 'title', path: '/ideas-generator', resource: 'user', feature: 'brainstorm', order: 70 }],
  widgets: [],
};

export default ideas;
