// CASL rules sent with the user. Subjects are role names: the shell's `canAccess('admin|staff')`
// checks `read` on each; everyone may read `Auth` (spec §6).
import type { AbilityRule, Role } from '@cadence/shared-lib/contract';

export function abilitiesFor(role: Role): AbilityRule[] {
  return [
    { action: 'read', subject: role },
    { action: 'read', subject: 'Auth' },
  ];
}
