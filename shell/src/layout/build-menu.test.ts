import { canAccess, featureState, i18n, registerNamespace, useSessionStore, type User } from '@cadence/shared-lib';
import { makeUser } from '@cadence/shared-lib/testing';
import { makeModule } from '../../test/support/fake-remotes';
import { shellLocales, SHELL_NS } from '../i18n';
import { buildMenu, selectedKeys, type MenuNode } from './build-menu';

const planner = makeModule('mfe_planner', {
  texts: { planners: 'Content Planners', workplace: 'Workplace', library: 'Library' },
  menu: [
    { key: 'library', titleKey: 'library', path: '/library', resource: 'user', feature: 'elements', order: 30 },
    { key: 'planners', titleKey: 'planners', path: '/accounts', resource: 'user', order: 10 },
    { key: 'workplace', titleKey: 'workplace', path: '/admin/workplace', resource: 'admin|staff', order: 50 },
  ],
});
const admin = makeModule('mfe_admin', {
  texts: { users: 'Users', kb: 'Knowledge-Base', topics: 'Topics', categories: 'Categories', insightsTool: 'Hidden' },
  menu: [
    { key: 'users', titleKey: 'users', path: '/admin/users', resource: 'admin', order: 5 },
    {
      key: 'kb',
      titleKey: 'kb',
      resource: 'admin',
      order: 60,
      children: [
        { key: 'categories', titleKey: 'categories', path: '/admin/categories', order: 2 },
        { key: 'topics', titleKey: 'topics', path: '/admin/topics', order: 1 },
      ],
    },
  ],
});
const analytics = makeModule('mfe_analytics', {
  texts: { analytics: 'Analytics', insights: 'Instagram Insights' },
  menu: [
    {
      key: 'analytics',
      titleKey: 'analytics',
      resource: 'user',
      order: 40,
      children: [{ key: 'insights', titleKey: 'insights', path: '/insights', feature: 'insights', order: 1 }],
    },
  ],
});

const remotes = [planner, admin, analytics].map((module) => ({ name: module.name, module }));

function labels(nodes: MenuNode[]): unknown[] {
  return nodes.map((node) => (node.children ? { [node.label]: labels(node.children) } : node.label));
}

function menuFor(user: User): MenuNode[] {
  useSessionStore.getState().setSession(user, '1|t');
  return buildMenu(remotes, SHELL_NS, { canAccess, featureState, translate: (ns, key) => i18n.t(key, { ns }) });
}

beforeAll(() => {
  registerNamespace(SHELL_NS, shellLocales);
  for (const { module } of remotes) registerNamespace(module.namespace, module.locales);
});

describe('buildMenu', () => {
  it('gives a user the dashboard and their entries in order, plan-gated ones locked', () => {
    const user = makeUser({ abilities: [{ action: 'read', subject: 'user' }] });
    const nodes = menuFor(user);
    expect(labels(nodes)).toEqual(['Dashboard', 'Content Planners', 'Library', { Analytics: ['Instagram Insights'] }]);
    expect(nodes.find((node) => node.label === 'Library')).toMatchObject({ path: '/library', locked: true });
    expect(nodes.find((node) => node.label === 'Content Planners')?.locked).toBeUndefined();
  });

  it('hides entries whose feature the user list marks inactive, and groups left empty', () => {
    const user = makeUser({
      access: [],
      features: [
        { key: 'elements', in_plan: true, is_active: false },
        { key: 'insights', in_plan: true, is_active: false },
      ],
    });
    expect(labels(menuFor(user))).toEqual(['Dashboard', 'Content Planners']);
  });

  it('unlocks gated entries once the plan includes their features', () => {
    const user = makeUser({ access: ['elements', 'insights'] });
    const nodes = menuFor(user);
    expect(labels(nodes)).toEqual([
      'Dashboard',
      'Content Planners',
      'Library',
      { Analytics: ['Instagram Insights'] },
    ]);
    expect(nodes.some((node) => node.locked || node.children?.some((child) => child.locked))).toBe(false);
  });

  it('gives an admin the admin entries, with children sorted by order', () => {
    const user = makeUser({ role: 'admin', abilities: [{ action: 'read', subject: 'admin' }] });
    expect(labels(menuFor(user))).toEqual([
      'Dashboard',
      'Users',
      'Workplace',
      { 'Knowledge-Base': ['Topics', 'Categories'] },
    ]);
  });

  it('gives staff only the workplace (no dashboard: staff are sent to the workplace)', () => {
    const user = makeUser({ role: 'staff', abilities: [{ action: 'read', subject: 'staff' }] });
    expect(labels(menuFor(user))).toEqual(['Workplace']);
  });

  it('titles entries in the current language from each remote namespace', async () => {
    registerNamespace('mfe-planner', { ...planner.locales, fr: { planners: 'Planificateurs', workplace: 'Atelier', library: 'Bibliothèque' } });
    await i18n.changeLanguage('fr');
    try {
      const user = makeUser();
      expect(labels(menuFor(user))).toEqual(['Tableau de bord', 'Planificateurs', 'Bibliothèque', { Analytics: ['Instagram Insights'] }]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('highlights the entry of the current page or its parent path', () => {
    const nodes = menuFor(makeUser({ role: 'admin', abilities: [{ action: 'read', subject: 'admin' }] }));
    expect(selectedKeys(nodes, '/admin/topics')).toEqual(['mfe-admin:topics']);
    expect(selectedKeys(nodes, '/admin/users/42')).toEqual(['mfe-admin:users']);
    expect(selectedKeys(nodes, '/nowhere')).toEqual([]);
  });
});
