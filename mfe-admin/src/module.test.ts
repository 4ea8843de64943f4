import { expectLocalesComplete } from '@cadence/shared-lib/testing';
import { version } from '../package.json';
import admin from './module';
import UsersPage from './pages/UsersPage';

describe('mfe-admin module', () => {
  it('exposes /admin/users and its "Users" menu entry to admins only', () => {
    expect(admin).toMatchObject({
      name: 'mfe_admin',
      namespace: 'mfe-admin',
      version,
      routes: [{ path: '/admin/users', resource: 'admin', titleKey: 'title' }],
      menu: [{ titleKey: 'title', path: '/admin/users', resource: 'admin', order: 100 }],
      widgets: [],
    });
    expect(admin.locales.en.title).toBe('Users');
  });

  it('loads its page lazily and is translated in every locale', async () => {
    await expect(admin.routes[0].load()).resolves.toEqual({ default: UsersPage });
    expectLocalesComplete(admin.locales);
  });
});
