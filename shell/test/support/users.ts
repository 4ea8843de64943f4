// Test users past the role-user guard (spec §4): verified, approved and subscribed to the free plan,
// like the seeded demo user. Overrides replace top-level fields (e.g. `subscribed_to: null`).
import type { User } from '@cadence/shared-lib';
import { makeUser } from '@cadence/shared-lib/testing';

export const FREE_SUBSCRIPTION: NonNullable<User['subscribed_to']> = {
  plan: { id: 1, name: 'Free' },
  renews_on: null,
  trial_days_left: null,
  duration: { price_format: '$0.00', duration: 'month' },
  status: 'active',
  cancels_on: null,
};

export function makeMember(overrides: Partial<User> = {}): User {
  return makeUser({ subscribed_to: FREE_SUBSCRIPTION, ...overrides });
}
