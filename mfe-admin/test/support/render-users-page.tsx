// Starts the fake admin API, points shared-lib's client at it and renders /admin/users as an
// admin (id 1) with the remote's namespace registered.
import { http, registerNamespace, useSessionStore } from '@cadence/shared-lib';
import type { AdminUserRow } from '@cadence/shared-lib/contract';
import { makeUser, renderWithProviders } from '@cadence/shared-lib/testing';
import { cleanup, configure } from '@testing-library/react';
import admin from '../../src/module';
import UsersPage from '../../src/pages/UsersPage';
import { startFakeAdminApi, type FakeAdminApi } from './fake-admin-api';

// antd renders (styles, dropdowns, dialogs) in jsdom can take seconds on a busy machine.
configure({ asyncUtilTimeout: 15000 });

export const ADMIN_ID = 1;
const originalBaseURL = http.defaults.baseURL;
let current: FakeAdminApi | null = null;

export async function renderUsersPage(users: AdminUserRow[], options: { failList?: number } = {}): Promise<FakeAdminApi> {
  current = await startFakeAdminApi(users, ADMIN_ID);
  current.failList = options.failList ?? null;
  http.defaults.baseURL = current.baseURL;
  registerNamespace(admin.namespace, admin.locales);
  renderWithProviders(<UsersPage />, {
    route: '/admin/users',
    user: makeUser({ id: ADMIN_ID, role: 'admin', full_name: 'Ada Admin', abilities: [{ action: 'manage', subject: 'all' }] }),
  });
  return current;
}

export async function stopUsersPage(): Promise<void> {
  // Unmount first so nothing starts a new request while the server closes.
  cleanup();
  http.defaults.baseURL = originalBaseURL;
  useSessionStore.getState().clear();
  await current?.close();
  current = null;
}
