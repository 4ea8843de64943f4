// The navigation guard for role user (spec §4): an unverified email, a missing subscription and a
// missing approval each send the user to the page that resolves it, in that order. The pages that
// resolve those states (and the pages around them) are exempt, or the guard would loop. Logout is an
// action (POST /auth/logout from the user menu or these pages), not a route, so it never meets the guard.
import type { User } from '@cadence/shared-lib';
import { homePathFor, PATHS } from './paths';

type GateUser = Pick<User, 'role' | 'email_verified_at' | 'subscribed_to' | 'approved_at'>;

/** mfe-account's checkout pages (not a shell path, so not in PATHS). */
const CHECKOUT = '/subscriptions/checkout';

/** Exact paths and path prefixes (a prefix covers itself and everything below it). */
const EXEMPT_EXACT: readonly string[] = [PATHS.plans, PATHS.awaitingApproval];
const EXEMPT_PREFIXES: readonly string[] = [PATHS.verifyEmail, CHECKOUT, PATHS.misc, PATHS.error404];

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0];
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function isGateExempt(path: string): boolean {
  const bare = normalise(path);
  if (EXEMPT_EXACT.includes(bare)) return true;
  return EXEMPT_PREFIXES.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
}

/** Where a user must go first, before any other page; null when they may go anywhere their role allows. */
export function pendingStepFor(user: GateUser): string | null {
  if (user.role !== 'user') return null;
  if (!user.email_verified_at) return PATHS.verifyEmail;
  if (!user.subscribed_to) return PATHS.plans;
  if (!user.approved_at) return PATHS.awaitingApproval;
  return null;
}

/** The guard's answer for a signed-in user visiting `path`: a redirect target, or null to let them in. */
export function gateRedirect(user: GateUser, path: string): string | null {
  if (isGateExempt(path)) return null;
  return pendingStepFor(user);
}

/** Where to continue once a step is done: the next pending step, else the role's home. */
export function nextStepFor(user: GateUser): string {
  return pendingStepFor(user) ?? homePathFor(user);
}
