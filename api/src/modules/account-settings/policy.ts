// Which account-settings fields a role may change (spec §2: only users see the avatar and the
// full name). Everything else about the account (role, approval, email) is never changed here.
import type { Role } from '@cadence/shared-lib/contract';

export const mayChangeNameAndAvatar = (role: Role): boolean => role === 'user';
