import { expectLocalesComplete } from '@cadence/shared-lib/testing';
import { version } from '../package.json';
import admin from './module';
import UsersPage from './pages/UsersPage';

describe('mfe-admin module', () => {
  it('exposes the back office routes to admins only, the login link in the full layout', () => {
    expect(admin).toMatchObject({ name: 'mfe_admin', namespace: 'mfe-admin', version, widgets: [] });
    expect(admin.routes.map((r) => [r.path, r.resource, r.layout ?? 'vertical'])).toEqual([
      ['/admin/users', 'admin', 'vertical'],
      ['/admin/users/login/:hash', 'admin', 'full'],
      ['/admin/features', 'admin', 'vertical'],
      ['/admin/channels', 'admin', 'vertical'],
      ['/admin/plans', 'admin', 'vertical'],
      ['/admin/addons', 'admin', 'vertical'],
      ['/admin/services', 'admin', 'vertical'],
      ['/admin/settings', 'admin', 'vertical'],
    ]);
    expect(admin.locales.en.title).toBe('Users');
  });

  it('lists the menu in the order of spec §2, admins only', () => {
    const menu = [...admin.menu].sort((a, b) => a.order - b.order);
    expect(menu.map((m) => admin.locales.en[m.titleKey])).toEqual([
      'Users',
      'Features',
      'Channels',
      'Manage Plans',
      'Manage Addons',
      'Ordered Services',
      'Settings',
    ]);
    expect(menu.every((m) => m.resource === 'admin')).toBe(true);
    // Workplace (mfe-planner, order 110) sits after Ordered Services and before Settings.
    expect(menu[5].order).toBeLessThan(110);
    expect(menu[6].order).toBeGreaterThan(110);
  });

  it('loads its pages lazily and is translated in every locale', async () => {
    await expect(admin.routes[0].load()).resolves.toEqual({ default: UsersPage });
    for (const route of admin.routes) {
      const page = await route.load();
      expect(typeof page.default).toBe('function');
    }
    expectLocalesComplete(admin.locales);
  });
});
