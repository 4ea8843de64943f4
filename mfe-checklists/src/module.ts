// mfe-checklists' `./module`: what the shell composes from this remote (routes, menu, i18n).
import type { RemoteModule } from '@cadence/shared-lib';
import ar from './i18n/ar.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';

const checklists: RemoteModule = {
  name: 'mfe_checklists',
  version: __APP_VERSION__,
  namespace: 'mfe-checklists',
  locales: { en, ar, fr, de, pt },
  routes: [{ path: '/to-do', load: () => import('./pages/ToDoHome'), resource: 'user', titleKey: 'title' }],
  menu: [{ key: 'to-do', titleKey: 'title', path: '/to-do', resource: 'user', order: 40 }],
  widgets: [],
};

export default checklists;
