// A users-list row for tests; overrides replace top-level fields.
import type { AdminUserRow } from '@cadence/shared-lib/contract';

export function makeRow(overrides: Partial<AdminUserRow> & Pick<AdminUserRow, 'id' | 'full_name'>): AdminUserRow {
  return {
    email: `${overrides.full_name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    phone: null,
    role: 'user',
    avatar: null,
    locale: 'en',
    email_verified_at: '2026-11-01T09:00:00.000Z',
    approved_at: '2026-11-02T09:00:00.000Z',
    suspended_at: null,
    created_at: '2026-11-01T09:00:00.000Z',
    plan: null,
    ...overrides,
  };
}
