import { expectLocalesComplete } from '@cadence/shared-lib/testing';
import { version } from '../package.json';
import planner from './module';
import PlannersHome from './pages/PlannersHome';
import WorkplaceHome from './pages/WorkplaceHome';

describe('mfe-planner module', () => {
  it('exposes the planners and the workplace (customers; admins and staff), with no QA route in a normal build', () => {
    expect(planner).toMatchObject({
      name: 'mfe_planner',
      namespace: 'mfe-planner',
      version,
      routes: [
        { path: '/accounts', resource: 'user', titleKey: 'title' },
        { path: '/workplace', resource: 'user', feature: 'content-creator', titleKey: 'workplace.title' },
        { path: '/admin/workplace', resource: 'admin|staff', titleKey: 'workplace.title' },
      ],
      menu: [
        { key: 'planners', titleKey: 'title', path: '/accounts', resource: 'user', order: 20 },
        { key: 'workplace', titleKey: 'workplace.title', path: '/workplace', resource: 'user', feature: 'content-creator', order: 30 },
        { key: 'admin-workplace', titleKey: 'workplace.title', path: '/admin/workplace', resource: 'admin|staff', order: 110 },
      ],
      widgets: [],
    });
    expect(planner.routes).toHaveLength(3);
    expect(planner.locales.en.title).toBe('Content Planners');
  });

  it('loads its pages lazily', async () => {
    await expect(planner.routes[0].load()).resolves.toEqual({ default: PlannersHome });
    await expect(planner.routes[1].load()).resolves.toEqual({ default: WorkplaceHome });
    await expect(planner.routes[2].load()).resolves.toEqual({ default: WorkplaceHome });
  });

  it('has every key translated in every locale', () => {
    expectLocalesComplete(planner.locales);
  });
});
