// A user as the admin list shows it (no password hash, no tokens).
import type { AdminUserRow } from '@cadence/shared-lib/contract';
import type { UserRow } from '../../db/schema';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function presentAdminUser(row: UserRow, plan: string | null): AdminUserRow {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    avatar: row.avatar,
    locale: row.locale,
    email_verified_at: iso(row.email_verified_at),
    approved_at: iso(row.approved_at),
    suspended_at: iso(row.suspended_at),
    created_at: row.created_at.toISOString(),
    plan,
  };
}
