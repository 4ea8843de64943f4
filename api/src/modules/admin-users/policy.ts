// Object-level rules of the admin users back office: an admin never locks themself out.
import type { Role } from '@cadence/shared-lib/contract';
import type { UserRow } from '../../db/schema';

export function maySuspend(actor: UserRow, target: UserRow): boolean {
  return actor.id !== target.id;
}

export function mayChangeRole(actor: UserRow, target: UserRow, role: Role): boolean {
  return actor.id !== target.id || role === 'admin';
}
