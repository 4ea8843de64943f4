// Impersonation (spec §2 /admin/users/login/{hash}): begin switches to the user's session with the
// admin's stashed; end revokes the user token and brings the admin back to /admin/users.
import type { User } from '../contract/user';
import { call } from '../client/call';
import { navigate } from '../client/navigation';
import {
  IMPERSONATION_RETURN_PATH,
  readImpersonationStash,
  restoreAdminSession,
  writeImpersonationStash,
} from './impersonation-stash';
import { useSessionStore } from './session-store';

export interface BeginImpersonationInput {
  user: User;
  access_token: string;
}

/** True while an admin is signed in as someone else (the payload says so, or an admin session is stashed). */
export function impersonationActive(): boolean {
  return Boolean(useSessionStore.getState().user?.impersonated_by) || readImpersonationStash() !== null;
}

/** Stashes the current (admin) session and switches the session store to the impersonated user's. */
export function beginImpersonation({ user, access_token }: BeginImpersonationInput): void {
  const { user: current, accessToken } = useSessionStore.getState();
  // Only a real admin session is stashed: a second impersonation keeps the way back to the admin.
  if (current && accessToken && !current.impersonated_by && readImpersonationStash() === null) {
    writeImpersonationStash({ user: current, accessToken });
  }
  useSessionStore.getState().setSession(user, access_token);
}

/**
 * Ends the impersonation: POST /auth/impersonation/stop revokes the user token, the admin's session
 * comes back and the page reloads on /admin/users. Without a stash (another browser) it signs out.
 */
export async function endImpersonation(): Promise<void> {
  // Read first: a 401 on the stop call already restores (and forgets) the stash in the client.
  const stash = readImpersonationStash();
  try {
    await call('stopImpersonation');
  } catch {
    // An expired or already revoked impersonation token still ends the impersonation here.
  }
  // A full page load, so every remote drops what it cached about the impersonated user.
  navigate(restoreAdminSession(stash) ? IMPERSONATION_RETURN_PATH : '/login');
}
