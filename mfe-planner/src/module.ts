// mfe-planner's `./module`: what the shell composes from this remote (routes, menu, i18n).
import type { RemoteModule, RouteDef } from '@cadence/shared-lib';
import ar from './i18n/ar.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';
import editorAr from './i18n/editor/ar.json';
import editorDe from './i18n/editor/de.json';
import editorEn from './i18n/editor/en.json';
import editorFr from './i18n/editor/fr.json';
import editorPt from './i18n/editor/pt.json';
import calendarAr from './i18n/calendar/ar.json';
import calendarDe from './i18n/calendar/de.json';
import calendarEn from './i18n/calendar/en.json';
import calendarFr from './i18n/calendar/fr.json';
import calendarPt from './i18n/calendar/pt.json';
import monitorAr from './i18n/monitor/ar.json';
import monitorDe from './i18n/monitor/de.json';
import monitorEn from './i18n/monitor/en.json';
import monitorFr from './i18n/monitor/fr.json';
import monitorPt from './i18n/monitor/pt.json';

// Only QA builds (QA_ROUTES=1) get a page that crashes on render, so browser tests can prove
// the shell contains it; the constant folds to `[]` in normal builds, leaving no trace.
const qaRoutes: RouteDef[] = __QA_ROUTES__ ? [{ path: '/qa/boom', load: () => import('./pages/QaBoom') }] : [];

const planner: RemoteModule = {
  name: 'mfe_planner',
  version: __APP_VERSION__,
  namespace: 'mfe-planner',
  // The post editor's and the queue's keys (editor.*, queue.*) and the planners', calendar's, preview's
  // and sharing's keys (planners.*, calendar.*, preview.*, share.*) live in their own files, and so do the
  // auto-publishing monitor's, the delivery statuses' and the account picker's (monitor.*, publishing.*, editor.accounts.*).
  locales: {
    en: { ...en, ...editorEn, ...calendarEn, ...monitorEn },
    ar: { ...ar, ...editorAr, ...calendarAr, ...monitorAr },
    fr: { ...fr, ...editorFr, ...calendarFr, ...monitorFr },
    de: { ...de, ...editorDe, ...calendarDe, ...monitorDe },
    pt: { ...pt, ...editorPt, ...calendarPt, ...monitorPt },
  },
  routes: [
    { path: '/accounts', load: () => import('./pages/PlannersHome'), resource: 'user', titleKey: 'title' },
    { path: '/workplace', load: () => import('./pages/WorkplaceHome'), resource: 'user', feature: 'content-creator', titleKey: 'workplace.title' },
    // Staff have no dashboard: this is their home (spec §2, §4).
    { path: '/admin/workplace', load: () => import('./pages/WorkplaceHome'), resource: 'admin|staff', titleKey: 'workplace.title' },
    { path: '/posts/create/:id', load: () => import('./pages/PostEditorPage'), resource: 'user', titleKey: 'editor.createTitle' },
    { path: '/posts/edit/:id', load: () => import('./pages/PostEditorPage'), resource: 'user', titleKey: 'editor.editTitle' },
    { path: '/posts/queue', load: () => import('./pages/QueuePage'), resource: 'user', titleKey: 'queue.title' },
    // Listed before /schedules/:id so that no router, even one matching in order, takes "auto-publishing-monitor" for a planner id.
    {
      path: '/schedules/auto-publishing-monitor',
      load: () => import('./pages/MonitorPage'),
      resource: 'user',
      feature: 'auto-publishing',
      titleKey: 'monitor.title',
    },
    { path: '/schedules/:id', load: () => import('./pages/SchedulePage'), resource: 'user', titleKey: 'calendar.title' },
    // Shared views: any signed-in user holding the link, bare page (spec §2).
    { path: '/schedules/accounts/:hash', load: () => import('./pages/SharedPlannerPage'), layout: 'full', titleKey: 'share.sharedPlanner' },
    { path: '/posts/queue/users/:hash', load: () => import('./pages/SharedQueuePage'), layout: 'full', titleKey: 'share.sharedQueue' },
    ...qaRoutes,
  ],
  menu: [
    { key: 'planners', titleKey: 'title', path: '/accounts', resource: 'user', order: 20 },
    { key: 'queue', titleKey: 'queue.title', path: '/posts/queue', resource: 'user', order: 21 },
    { key: 'auto-publishing', titleKey: 'monitor.menu', path: '/schedules/auto-publishing-monitor', resource: 'user', feature: 'auto-publishing', order: 22 },
    { key: 'workplace', titleKey: 'workplace.title', path: '/workplace', resource: 'user', feature: 'content-creator', order: 30 },
    { key: 'admin-workplace', titleKey: 'workplace.title', path: '/admin/workplace', resource: 'admin|staff', order: 110 },
  ],
  widgets: [
    { key: 'planners', load: () => import('./widgets/PlannersWidget'), resource: 'user', order: 10, span: 24 },
    // spec §2 Dashboard: only when the plan includes auto publishing.
    { key: 'auto-publishing', load: () => import('./widgets/MonitorWidget'), resource: 'user', feature: 'auto-publishing', order: 20, span: 24 },
  ],
};

export default planner;
