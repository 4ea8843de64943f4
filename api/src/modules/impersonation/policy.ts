// Who may be impersonated: a customer account (role user), not suspended, never oneself.
import { impersonationMessages } from '@cadence/shared-lib/contract';
import type { UserRow } from '../../db/schema';

/** Null when allowed, otherwise the reason shown to the admin. */
export function impersonationRefusal(admin: UserRow, target: UserRow): string | null {
  if (admin.id === target.id) return impersonationMessages.self;
  if (target.role !== 'user') return impersonationMessages.notUser;
  if (target.suspended_at) return impersonationMessages.suspended;
  return null;
}

/** Routes an impersonation token may not use (method + path below the API prefix): the account's credentials. */
export const REFUSED_WHILE_IMPERSONATING = new Set(['PUT /account-settings/security']);
