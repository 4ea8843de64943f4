// mfe-planner's `./module`: what the shell composes from this remote (routes, menu, i18n).
import type { RemoteModule, RouteDef } from '@cadence/shared-lib';
import ar from './i18n/ar.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';

// Only QA builds (QA_ROUTES=1) get a page that crashes on render, so browser tests can prove
// the shell contains it; the constant folds to `[]` in normal builds, leaving no trace.
const qaRoutes: RouteDef[] = __QA_ROUTES__ ? [{ path: '/qa/boom', load: () => import('./pages/QaBoom') }] : [];

const planner: RemoteModule = {
  name: 'mfe_planner',
  version: __APP_VERSION__,
  namespace: 'mfe-planner',
  locales: { en, ar, fr, de, pt },
  routes: [
    { path: '/accounts', load: () => import('./pages/PlannersHome'), resource: 'user', titleKey: 'title' },
    { path: '/workplace', load: () => import('./pages/WorkplaceHome'), resource: 'user', feature: 'content-creator', titleKey: 'workplace.title' },
    // Staff have no dashboard: this is their home (spec §2, §4).
    { path: '/admin/workplace', load: () => import('./pages/WorkplaceHome'), resource: 'admin|staff', titleKey: 'workplace.title' },
    ...qaRoutes,
  ],
  menu: [
    { key: 'planners', titleKey: 'title', path: '/accounts', resource: 'user', order: 20 },
    { key: 'workplace', titleKey: 'workplace.title', path: '/workplace', resource: 'user', feature: 'content-creator', order: 30 },
    { key: 'admin-workplace', titleKey: 'workplace.title', path: '/admin/workplace', resource: 'admin|staff', order: 110 },
  ],
  widgets: [],
};

export default planner;
