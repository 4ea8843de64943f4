// Logout: revoke the token on the server, then drop the session and abilities locally in any case.
import { call, resetAbility, useSessionStore } from '@cadence/shared-lib';

export async function signOut(): Promise<void> {
  try {
    await call('logout');
  } catch {
    // An expired or already revoked token still ends the session on this device.
  }
  useSessionStore.getState().clear();
  resetAbility();
}
