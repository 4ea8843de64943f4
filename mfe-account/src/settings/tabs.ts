// The account-settings tabs (spec §2): users get all six, admins and staff General and Change Password.
import type { Role } from '@cadence/shared-lib';

export const SETTINGS_PATH = '/pages/account-setting';

export const TAB_KEYS = ['general', 'password', 'information', 'connections', 'notifications', 'plans'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

const STAFF_TABS: readonly TabKey[] = ['general', 'password'];

export function tabsFor(role: Role): readonly TabKey[] {
  return role === 'user' ? TAB_KEYS : STAFF_TABS;
}

export function isTabKey(value: string | undefined): value is TabKey {
  return (TAB_KEYS as readonly string[]).includes(value ?? '');
}

export function tabPath(tab: TabKey): string {
  return `${SETTINGS_PATH}/${tab}`;
}
