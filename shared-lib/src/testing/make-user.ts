// A valid contract User for tests; overrides replace top-level fields.
import { User } from '@cadence/shared-lib/contract';

export function makeUser(overrides: Partial<User> = {}): User {
  const base: User = {
    id: 1,
    role: 'user',
    abilities: [{ action: 'read', subject: 'user' }],
    locale: 'en',
    full_name: 'Demo User',
    phone: '+201000000000',
    gender: null,
    avatar: null,
    email: 'demo@example.com',
    email_verified_at: '2026-01-01T00:00:00.000Z',
    approved_at: '2026-01-01T00:00:00.000Z',
    features: [],
    access: [],
    subscribed_to: null,
    unread_messages_count: 0,
    connected_with_facebook: false,
    connected_with_linkedin: false,
    connected_with_twitter: false,
    impersonated_by: null,
  };
  // Parsing proves the result still matches the contract after the overrides.
  return User.parse({ ...base, ...overrides });
}
