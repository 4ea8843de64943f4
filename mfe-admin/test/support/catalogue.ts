// Catalogue and plan rows for the back-office tests, in the contract's shapes.
import type { AdminAddon } from '../../src/addons/addons-api';
import type { AdminPlan, CatalogueFeature as AdminFeature } from '../../src/plans/plans-api';

export const CATALOGUE: AdminFeature[] = [
  { key: 'brainstorm', name: 'Brainstorm', icon: 'bulb', active: true, sort: 1 },
  { key: 'spin-wheel', name: 'Spin Wheel', icon: null, active: true, sort: 2 },
  { key: 'video-creator', name: 'Video Creator', icon: 'video', active: false, sort: 3 },
];

export function makePlan(overrides: Partial<AdminPlan> & Pick<AdminPlan, 'id' | 'name'>): AdminPlan {
  return {
    desc: null,
    free: false,
    default: false,
    recommended: false,
    trial_days: 0,
    offer_code: null,
    sort: 0,
    durations: [{ id: overrides.id * 10, label: 'Monthly', duration: 'month', price: 1900, currency: 'USD', discount_text: null, default: true }],
    features: [],
    subscribers: 0,
    ...overrides,
  };
}

export function makeAddon(overrides: Partial<AdminAddon> & Pick<AdminAddon, 'id' | 'name'>): AdminAddon {
  return {
    desc: null,
    kind: 'service',
    feature_key: null,
    price: 9900,
    currency: 'USD',
    active: true,
    sort: 0,
    orders: 0,
    ...overrides,
  };
}
