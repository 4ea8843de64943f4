// The client's answers to the feature gate's 403 and maintenance mode's 503.
import { startTestApi, type TestApi } from '@cadence/shared-lib/testing';
import { PLAN_FEATURE_MESSAGE, onUpgradeRequired } from '../ability/upgrade-required';
import { MAINTENANCE_PATH, rememberedMaintenanceMessage } from '../stores/maintenance';
import { useSessionStore } from '../stores/session-store';
import { makeUser } from '../testing/make-user';
import { call } from './call';
import { setNavigation } from './navigation';
import { onServerError } from './server-errors';

let api: TestApi;
let visited: string[];
let toasts: string[];
const cleanups: Array<() => void> = [];

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

beforeEach(() => {
  visited = [];
  toasts = [];
  sessionStorage.clear();
  cleanups.push(setNavigation({ navigate: (url) => visited.push(url) }), onServerError((m) => toasts.push(m)));
  useSessionStore.getState().setSession(makeUser(), '1|ok');
  window.history.pushState({}, '', '/dashboard');
});
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

describe('feature gate 403', () => {
  it('asks for an upgrade (with the feature named) instead of going to not-authorized', async () => {
    const asked: unknown[] = [];
    cleanups.push(onUpgradeRequired((feature) => asked.push(feature)));
    api.on('GET', '/auth/user', { status: 403, body: { message: PLAN_FEATURE_MESSAGE, feature: 'elements' } });

    await expect(call('me')).rejects.toThrow();

    expect(asked).toEqual(['elements']);
    expect(visited).toEqual([]);
    expect(useSessionStore.getState().accessToken).toBe('1|ok');
  });

  it('recognises the gate by its message alone', async () => {
    const asked: unknown[] = [];
    cleanups.push(onUpgradeRequired((feature) => asked.push(feature)));
    api.on('GET', '/auth/user', { status: 403, body: { message: PLAN_FEATURE_MESSAGE } });
    await expect(call('me')).rejects.toThrow();
    expect(asked).toEqual([null]);
    expect(visited).toEqual([]);
  });

  it('falls back to not-authorized when no screen can show the prompt', async () => {
    api.on('GET', '/auth/user', { status: 403, body: { message: PLAN_FEATURE_MESSAGE } });
    await expect(call('me')).rejects.toThrow();
    expect(visited).toEqual(['/pages/miscellaneous/not-authorized']);
  });

  it('leaves other 403s to the not-authorized page', async () => {
    const asked: unknown[] = [];
    cleanups.push(onUpgradeRequired((feature) => asked.push(feature)));
    api.on('GET', '/auth/user', { status: 403, body: { message: 'This action is unauthorized.' } });
    await expect(call('me')).rejects.toThrow();
    expect(asked).toEqual([]);
    expect(visited).toEqual(['/pages/miscellaneous/not-authorized']);
  });
});

describe('maintenance 503', () => {
  it('goes to the under-maintenance page with the message and raises no toast', async () => {
    api.on('GET', '/auth/user', { status: 503, body: { message: 'Back at 6 pm.', maintenance: true } });
    await expect(call('me')).rejects.toThrow();
    expect(visited).toEqual([MAINTENANCE_PATH]);
    expect(rememberedMaintenanceMessage()).toBe('Back at 6 pm.');
    expect(toasts).toEqual([]);
  });

  it('does not reload the under-maintenance page itself', async () => {
    window.history.pushState({}, '', MAINTENANCE_PATH);
    api.on('GET', '/auth/user', { status: 503, body: { message: 'Back at 6 pm.', maintenance: true } });
    await expect(call('me')).rejects.toThrow();
    expect(visited).toEqual([]);
  });

  it('treats any other 503 as a server error', async () => {
    api.on('GET', '/auth/user', { status: 503, body: { message: 'Overloaded.' } });
    await expect(call('me')).rejects.toThrow();
    expect(visited).toEqual([]);
    expect(toasts).toEqual(['Overloaded.']);
  });
});
