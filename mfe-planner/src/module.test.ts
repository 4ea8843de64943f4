import { expectLocalesComplete } from '@cadence/shared-lib/testing';
import { version } from '../package.json';
import planner from './module';
import PlannersHome from './pages/PlannersHome';
import SchedulePage from './pages/SchedulePage';
import SharedPlannerPage from './pages/SharedPlannerPage';
import SharedQueuePage from './pages/SharedQueuePage';
import WorkplaceHome from './pages/WorkplaceHome';
import MonitorPage from './pages/MonitorPage';
import MonitorWidget from './widgets/MonitorWidget';
import PlannersWidget from './widgets/PlannersWidget';

const route = (path: string) => {
  const found = planner.routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('mfe-planner module', () => {
  it('exposes the planners, the calendar, the shared views and the workplace, with no QA route in a normal build', () => {
    expect(planner).toMatchObject({ name: 'mfe_planner', namespace: 'mfe-planner', version });
    expect(route('/accounts')).toMatchObject({ resource: 'user', titleKey: 'title' });
    expect(route('/workplace')).toMatchObject({ resource: 'user', feature: 'content-creator', titleKey: 'workplace.title' });
    expect(route('/admin/workplace')).toMatchObject({ resource: 'admin|staff', titleKey: 'workplace.title' });
    expect(route('/schedules/:id')).toMatchObject({ resource: 'user', titleKey: 'calendar.title' });
    // Shared views: any signed-in user (no resource), bare layout.
    expect(route('/schedules/accounts/:hash')).toMatchObject({ layout: 'full', titleKey: 'share.sharedPlanner' });
    expect(route('/schedules/accounts/:hash').resource).toBeUndefined();
    expect(route('/posts/queue/users/:hash')).toMatchObject({ layout: 'full', titleKey: 'share.sharedQueue' });
    expect(route('/posts/queue/users/:hash').resource).toBeUndefined();
    expect(planner.routes.find((r) => r.path === '/qa/boom')).toBeUndefined();
    expect(route('/schedules/auto-publishing-monitor')).toMatchObject({ resource: 'user', feature: 'auto-publishing', titleKey: 'monitor.title' });
    // Before /schedules/:id, so the planner route never takes it.
    const paths = planner.routes.map((r) => r.path);
    expect(paths.indexOf('/schedules/auto-publishing-monitor')).toBeLessThan(paths.indexOf('/schedules/:id'));
    expect(planner.menu).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'planners', titleKey: 'title', path: '/accounts', resource: 'user', order: 20 }),
        expect.objectContaining({ key: 'workplace', path: '/workplace', feature: 'content-creator', order: 30 }),
        expect.objectContaining({ key: 'auto-publishing', titleKey: 'monitor.menu', path: '/schedules/auto-publishing-monitor', resource: 'user', feature: 'auto-publishing' }),
        expect.objectContaining({ key: 'admin-workplace', path: '/admin/workplace', resource: 'admin|staff', order: 110 }),
      ]),
    );
    expect(planner.widgets).toEqual([
      expect.objectContaining({ key: 'planners', resource: 'user' }),
      // spec §2 Dashboard: the monitor only for plans with auto publishing.
      expect.objectContaining({ key: 'auto-publishing', resource: 'user', feature: 'auto-publishing' }),
    ]);
    expect(planner.locales.en.title).toBe('Content Planners');
    expect(planner.locales.en['monitor.menu']).toBe('Auto publishing');
    expect(planner.locales.en['monitor.title']).toBe('Auto-publishing monitor');
  });

  it('loads its pages and its widget lazily', async () => {
    await expect(route('/accounts').load()).resolves.toEqual({ default: PlannersHome });
    await expect(route('/workplace').load()).resolves.toEqual({ default: WorkplaceHome });
    await expect(route('/admin/workplace').load()).resolves.toEqual({ default: WorkplaceHome });
    await expect(route('/schedules/:id').load()).resolves.toEqual({ default: SchedulePage });
    await expect(route('/schedules/accounts/:hash').load()).resolves.toEqual({ default: SharedPlannerPage });
    await expect(route('/posts/queue/users/:hash').load()).resolves.toEqual({ default: SharedQueuePage });
    await expect(route('/schedules/auto-publishing-monitor').load()).resolves.toEqual({ default: MonitorPage });
    await expect(planner.widgets[0].load()).resolves.toEqual({ default: PlannersWidget });
    await expect(planner.widgets[1].load()).resolves.toEqual({ default: MonitorWidget });
  });

  it('has every key translated in every locale', () => {
    expectLocalesComplete(planner.locales);
  });
});
