import { expectLocalesComplete } from '@cadence/shared-lib/testing';
import { version } from '../package.json';
import planner from './module';
import PlannersHome from './pages/PlannersHome';

describe('mfe-planner module', () => {
  it('exposes /accounts and the "Content Planners" menu entry, with no QA route in a normal build', () => {
    expect(planner).toMatchObject({
      name: 'mfe_planner',
      namespace: 'mfe-planner',
      version,
      routes: [{ path: '/accounts', resource: 'user', titleKey: 'title' }],
      menu: [{ key: 'planners', titleKey: 'title', path: '/accounts', resource: 'user', order: 20 }],
      widgets: [],
    });
    expect(planner.locales.en.title).toBe('Content Planners');
  });

  it('loads its home page lazily', async () => {
    await expect(planner.routes[0].load()).resolves.toEqual({ default: PlannersHome });
  });

  it('has every key translated in every locale', () => {
    expectLocalesComplete(planner.locales);
  });
});
