// The admin's own session, stashed while they act as a user (impersonation) and restored when they return.
// Kept in localStorage next to the session itself, so a reload or a second tab still knows the way back.
// Free of the HTTP client, so the client can restore the admin when the impersonation token expires.
import { z } from 'zod';
import { User } from '../contract/user';
import { useSessionStore } from './session-store';

export const IMPERSONATION_STORAGE_KEY = 'cadence.impersonation';
/** Where the admin lands after returning to their own account. */
export const IMPERSONATION_RETURN_PATH = '/admin/users';

const Stash = z.object({ user: User, accessToken: z.string() });
export type ImpersonationStash = z.infer<typeof Stash>;

/** The stashed admin session, or null (missing or unreadable). */
export function readImpersonationStash(): ImpersonationStash | null {
  const raw = localStorage.getItem(IMPERSONATION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = Stash.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeImpersonationStash(stash: ImpersonationStash): void {
  localStorage.setItem(IMPERSONATION_STORAGE_KEY, JSON.stringify(stash));
}

/**
 * Puts the stashed admin session back (and forgets the stash); false when there was none, in which
 * case the session is cleared: an impersonation token must not outlive the way back.
 */
export function restoreAdminSession(stash: ImpersonationStash | null = readImpersonationStash()): boolean {
  localStorage.removeItem(IMPERSONATION_STORAGE_KEY);
  if (!stash) {
    useSessionStore.getState().clear();
    return false;
  }
  useSessionStore.getState().setSession(stash.user, stash.accessToken);
  return true;
}
