import { makeUser } from '../testing/make-user';
import { useSessionStore } from '../stores/session-store';
import { ability, resetAbility, updateAbility } from './ability';
import { canAccess, hasFeature } from './access';

afterEach(() => {
  useSessionStore.getState().clear();
  resetAbility();
});

describe('ability', () => {
  it('always lets anyone read Auth, and nothing else when signed out', () => {
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(canAccess('user')).toBe(false);
    updateAbility([{ action: 'read', subject: 'user' }]);
    expect(ability.can('read', 'Auth')).toBe(true);
    resetAbility();
    expect(canAccess('user')).toBe(false);
  });

  it('follows the session user: signing in loads the rules, clearing drops them', () => {
    useSessionStore.getState().setSession(makeUser({ abilities: [{ action: 'read', subject: 'user' }] }), '1|t');
    expect(canAccess('user')).toBe(true);
    useSessionStore.getState().clear();
    expect(canAccess('user')).toBe(false);
  });
});

describe('canAccess', () => {
  it('allows any signed-in page without a resource', () => {
    expect(canAccess()).toBe(true);
    expect(canAccess('')).toBe(true);
  });

  it("accepts any of 'a|b'", () => {
    updateAbility([{ action: 'read', subject: 'staff' }]);
    expect(canAccess('admin|staff')).toBe(true);
    expect(canAccess('admin')).toBe(false);
    expect(canAccess('user|admin')).toBe(false);
  });

  it('an admin managing everything can open every resource', () => {
    updateAbility([{ action: 'manage', subject: 'all' }]);
    expect(canAccess('admin')).toBe(true);
    expect(canAccess('user|admin|staff')).toBe(true);
  });
});

describe('hasFeature', () => {
  it('needs no feature when none is asked', () => {
    expect(hasFeature()).toBe(true);
  });

  it('is false when signed out', () => {
    expect(hasFeature('insights')).toBe(false);
  });

  it("needs the key in the user's access list", () => {
    useSessionStore.getState().setSession(makeUser({ access: ['insights'] }), '1|t');
    expect(hasFeature('insights')).toBe(true);
    expect(hasFeature('video-creator')).toBe(false);
  });

  it('is blocked when the feature entry is inactive', () => {
    useSessionStore.getState().setSession(
      makeUser({
        access: ['insights', 'spin-wheel'],
        features: [
          { key: 'insights', in_plan: true, is_active: false },
          { key: 'spin-wheel', in_plan: true, is_active: true },
        ],
      }),
      '1|t',
    );
    expect(hasFeature('insights')).toBe(false);
    expect(hasFeature('spin-wheel')).toBe(true);
  });
});
