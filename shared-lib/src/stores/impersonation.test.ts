import { startTestApi, type TestApi } from '@cadence/shared-lib/testing';
import { makeUser } from '../testing/make-user';
import { call } from '../client/call';
import { setNavigation } from '../client/navigation';
import { beginImpersonation, endImpersonation, impersonationActive } from './impersonation';
import { IMPERSONATION_STORAGE_KEY, readImpersonationStash } from './impersonation-stash';
import { useSessionStore } from './session-store';

const admin = makeUser({ id: 1, role: 'admin', full_name: 'Ada Admin', abilities: [{ action: 'read', subject: 'admin' }] });
const customer = makeUser({ id: 7, full_name: 'Carla Customer', impersonated_by: { id: 1, full_name: 'Ada Admin' } });

let api: TestApi;
let visited: string[];
let restoreNavigation: () => void;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

beforeEach(() => {
  api.requests.length = 0;
  localStorage.clear();
  visited = [];
  restoreNavigation = setNavigation({ navigate: (url) => visited.push(url) });
  useSessionStore.getState().setSession(admin, '1|admin-token');
});
afterEach(() => restoreNavigation());

describe('impersonation', () => {
  it('begins: stashes the admin session and switches to the user', () => {
    expect(impersonationActive()).toBe(false);
    beginImpersonation({ user: customer, access_token: '9|user-token' });

    expect(useSessionStore.getState()).toMatchObject({ user: customer, accessToken: '9|user-token' });
    expect(readImpersonationStash()).toEqual({ user: admin, accessToken: '1|admin-token' });
    expect(impersonationActive()).toBe(true);
  });

  it('sends the impersonation token on later calls', async () => {
    beginImpersonation({ user: customer, access_token: '9|user-token' });
    api.on('GET', '/auth/user', { status: 200, body: { data: { user: customer } } });
    await call('me');
    expect(api.sent('GET', '/auth/user')[0].headers.authorization).toBe('Bearer 9|user-token');
  });

  it('ends: revokes the user token on the server, restores the admin and goes to /admin/users', async () => {
    beginImpersonation({ user: customer, access_token: '9|user-token' });
    api.on('POST', '/auth/impersonation/stop', { status: 200, body: { data: { success: true } } });

    await endImpersonation();

    const stop = api.sent('POST', '/auth/impersonation/stop');
    expect(stop).toHaveLength(1);
    expect(stop[0].headers.authorization).toBe('Bearer 9|user-token');
    expect(useSessionStore.getState()).toMatchObject({ user: admin, accessToken: '1|admin-token' });
    expect(localStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    expect(impersonationActive()).toBe(false);
    expect(visited).toEqual(['/admin/users']);
  });

  it('ends even when the impersonation token has already expired (401)', async () => {
    beginImpersonation({ user: customer, access_token: '9|user-token' });
    api.on('POST', '/auth/impersonation/stop', { status: 401, body: { message: 'Unauthenticated.' } });

    await endImpersonation();

    expect(useSessionStore.getState()).toMatchObject({ user: admin, accessToken: '1|admin-token' });
    expect(visited[visited.length - 1]).toBe('/admin/users');
    expect(visited).not.toContain('/login');
  });

  it('without a stash (another browser) ends by signing out', async () => {
    useSessionStore.getState().setSession(customer, '9|user-token');
    api.on('POST', '/auth/impersonation/stop', { status: 200, body: { data: { success: true } } });
    expect(impersonationActive()).toBe(true);

    await endImpersonation();

    expect(useSessionStore.getState().user).toBeNull();
    expect(visited).toEqual(['/login']);
  });

  it('a second impersonation keeps the way back to the admin', () => {
    beginImpersonation({ user: customer, access_token: '9|user-token' });
    beginImpersonation({ user: makeUser({ id: 8, impersonated_by: { id: 1, full_name: 'Ada Admin' } }), access_token: '10|other' });
    expect(readImpersonationStash()?.accessToken).toBe('1|admin-token');
  });

  it('an expired impersonation token on any call hands the admin session back', async () => {
    beginImpersonation({ user: customer, access_token: '9|user-token' });
    api.on('GET', '/auth/user', { status: 401, body: { message: 'Unauthenticated.' } });

    await expect(call('me')).rejects.toThrow();

    expect(useSessionStore.getState()).toMatchObject({ user: admin, accessToken: '1|admin-token' });
    expect(visited).toEqual(['/admin/users']);
  });
});
