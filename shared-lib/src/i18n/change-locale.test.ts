import { setNavigation } from '../client/navigation';
import { makeUser } from '../testing/make-user';
import { useSessionStore } from '../stores/session-store';
import { startTestApi, type TestApi } from '@cadence/shared-lib/testing';
import { changeLocale, LOCALE_RELOAD_DELAY_MS } from './change-locale';
import { LOCALE_STORAGE_KEY, applyLocale, currentLocale } from './locale';

let api: TestApi;
let reloads: number;
let restore: () => void;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

beforeEach(() => {
  reloads = 0;
  restore = setNavigation({ reload: () => (reloads += 1) });
});

afterEach(() => {
  restore();
  jest.useRealTimers();
  applyLocale('en');
  useSessionStore.getState().clear();
});

it('signed out: stores the locale locally and reloads after 0.6 s without calling the API', async () => {
  jest.useFakeTimers();
  await changeLocale('fr');

  expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
  expect(currentLocale()).toBe('fr');
  expect(api.requests).toHaveLength(0);
  jest.advanceTimersByTime(LOCALE_RELOAD_DELAY_MS - 1);
  expect(reloads).toBe(0);
  jest.advanceTimersByTime(1);
  expect(reloads).toBe(1);
});

it('signed in: saves the locale on the account, refreshes the user, then reloads after 0.6 s', async () => {
  useSessionStore.getState().setSession(makeUser({ locale: 'en' }), '1|t');
  api.on('PUT', '/account-settings/locale/ar', { status: 200, body: { data: { user: makeUser({ locale: 'ar' }) } } });

  await changeLocale('ar');

  expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /api/web/v1/account-settings/locale/ar']);
  expect(useSessionStore.getState().user?.locale).toBe('ar');
  expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  expect(reloads).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, LOCALE_RELOAD_DELAY_MS + 50));
  expect(reloads).toBe(1);
});
