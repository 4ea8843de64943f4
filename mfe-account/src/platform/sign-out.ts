// Ends the session from inside this remote (password changed, own session revoked, plans page):
// revoke the token on the server when it still works, then forget it here in any case.
import { call, useSessionStore } from '@cadence/shared-lib';

export async function signOut({ revoke = true }: { revoke?: boolean } = {}): Promise<void> {
  if (revoke) {
    try {
      await call('logout');
    } catch {
      // An already revoked token still ends the session on this device.
    }
  }
  // The ability follows the session store (shared-lib), so clearing it is enough.
  useSessionStore.getState().clear();
}
