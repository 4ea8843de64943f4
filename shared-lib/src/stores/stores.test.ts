import { makeUser } from '../testing/make-user';
import { LAYOUT_STORAGE_KEY, useLayoutStore } from './layout-store';
import { SESSION_STORAGE_KEY, useSessionStore } from './session-store';

describe('session store', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('stores the user and token and persists them for the next page load', () => {
    const user = makeUser({ email: 'staff@example.com', role: 'staff' });
    useSessionStore.getState().setSession(user, '3|token');

    expect(useSessionStore.getState().user?.email).toBe('staff@example.com');
    const saved = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(saved.state).toEqual({ user, accessToken: '3|token' });
  });

  it('setUser refreshes the user and keeps the token; clear forgets both', () => {
    useSessionStore.getState().setSession(makeUser(), '3|token');
    useSessionStore.getState().setUser(makeUser({ full_name: 'Renamed' }));
    expect(useSessionStore.getState().user?.full_name).toBe('Renamed');
    expect(useSessionStore.getState().accessToken).toBe('3|token');

    useSessionStore.getState().clear();
    expect(useSessionStore.getState()).toMatchObject({ user: null, accessToken: null });
  });
});

describe('layout store', () => {
  afterEach(() => {
    useLayoutStore.getState().setSkin('light');
    useLayoutStore.getState().setMenuCollapsed(true);
  });

  it('defaults to the light skin, collapsed menu and vertical layout (spec §9)', () => {
    expect(useLayoutStore.getState()).toMatchObject({ skin: 'light', menuCollapsed: true, layout: 'vertical' });
    expect(document.documentElement.getAttribute('data-skin')).toBe('light');
  });

  it('toggles the skin, mirrors it on <html data-skin> and persists it', () => {
    useLayoutStore.getState().toggleSkin();
    expect(useLayoutStore.getState().skin).toBe('dark');
    expect(document.documentElement.getAttribute('data-skin')).toBe('dark');
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}').state.skin).toBe('dark');

    useLayoutStore.getState().toggleSkin();
    expect(document.documentElement.getAttribute('data-skin')).toBe('light');
  });

  it('remembers the menu state', () => {
    useLayoutStore.getState().setMenuCollapsed(false);
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}').state.menuCollapsed).toBe(false);
  });
});
