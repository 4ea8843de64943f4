// Points the shared client at a fake API for one test file and cleans up after each test.
import { applyLocale, http, useSessionStore, type User } from '@cadence/shared-lib';
import { cleanup } from '@testing-library/react';
import { startFakeApi, type FakeApi } from './fake-api-server';

const originalBaseUrl = http.defaults.baseURL;

export async function useFakeApi(user: User, password = 'Secret#123'): Promise<FakeApi> {
  const api = await startFakeApi({ user, password });
  http.defaults.baseURL = `${api.origin}/api/web/v1/`;
  return api;
}

/** Unmounts the app first (no new requests start), lets requests already sent (the auth image of every
 * auth page) reach the server, then closes it, so no request meets a closed port. */
export async function closeFakeApi(api: FakeApi): Promise<void> {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  http.defaults.baseURL = originalBaseUrl;
  await api.close();
  useSessionStore.getState().clear();
  applyLocale('en');
  localStorage.clear();
}

/** The requests a page made, without the auth image lookups. */
export function callsTo(api: FakeApi): string[] {
  return api.seen.filter((r) => !r.path.startsWith('/api/web/v1/settings')).map((r) => `${r.method} ${r.path}`);
}
