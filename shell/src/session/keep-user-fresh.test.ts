import { useSessionStore } from '@cadence/shared-lib';
import { waitFor } from '@testing-library/react';
import { closeFakeApi, useFakeApi } from '../../test/support/fake-api-session';
import type { FakeApi } from '../../test/support/fake-api-server';
import { makeMember } from '../../test/support/users';
import { keepUserFresh, REFRESH_ON_FOCUS_AFTER_MS } from './keep-user-fresh';

const userCalls = (api: FakeApi) => api.seen.filter((r) => r.method === 'GET' && r.path === '/api/web/v1/auth/user').length;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('keepUserFresh', () => {
  let api: FakeApi;
  let stop: () => void = () => undefined;
  afterEach(async () => {
    stop();
    await closeFakeApi(api);
  });

  it('replaces the stored user with the server’s at start, so a plan edited meanwhile unlocks its features', async () => {
    api = await useFakeApi(makeMember({ access: ['brainstorm'], features: [{ key: 'brainstorm', in_plan: true, is_active: true }] }));
    useSessionStore.getState().setSession(makeMember({ access: [] }), '7|stored-token');
    stop = keepUserFresh();
    await waitFor(() => expect(useSessionStore.getState().user?.access).toEqual(['brainstorm']));
  });

  it('does nothing without a session', async () => {
    api = await useFakeApi(makeMember());
    stop = keepUserFresh();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(userCalls(api)).toBe(0);
  });

  it('re-reads the user when the tab comes back after a minute, not on every switch', async () => {
    api = await useFakeApi(makeMember());
    useSessionStore.getState().setSession(makeMember(), '7|stored-token');
    let clock = 1_000_000;
    stop = keepUserFresh(() => clock);
    await waitFor(() => expect(userCalls(api)).toBe(1));
    setVisibility('visible');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(userCalls(api)).toBe(1);
    clock += REFRESH_ON_FOCUS_AFTER_MS;
    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() => expect(userCalls(api)).toBe(2));
  });
});
