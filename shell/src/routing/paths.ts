// The shell's own paths (DESIGN §3) and the role homes of spec §4.
import type { User } from '@cadence/shared-lib';

export const PATHS = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  awaitingApproval: '/awaiting-approval',
  verifyEmail: '/verify-email',
  verifyEmailLink: '/verify-email/:id/:hash',
  misc: '/pages/miscellaneous',
  notAuthorized: '/pages/miscellaneous/not-authorized',
  error404: '/error-404',
  dashboard: '/dashboard',
  staffHome: '/admin/workplace',
  accountSettings: '/pages/account-setting',
  plans: '/plans',
} as const;

export function homePathFor(user: Pick<User, 'role'>): string {
  return user.role === 'staff' ? PATHS.staffHome : PATHS.dashboard;
}

/** Only same-app paths may be returned to after sign-in (no `//host` or absolute URLs). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value === PATHS.login || value.startsWith(`${PATHS.login}?`)) return null;
  return value;
}
