// The stored user (plan, features, approval) can change on the server while the browser keeps an
// old copy: an admin edits the plan, a renewal fails, a trial ends. Re-read it when the app starts
// with a session, and when the tab comes back into view after a while.
import { useSessionStore } from '@cadence/shared-lib';
import { refreshUser } from './refresh-user';

/** At most one refresh per minute from tab switches. */
export const REFRESH_ON_FOCUS_AFTER_MS = 60_000;

export function keepUserFresh(now: () => number = Date.now): () => void {
  let last = 0;
  const refresh = () => {
    if (!useSessionStore.getState().accessToken) return;
    last = now();
    // A 401 is handled by the client (session cleared → /login); anything else keeps the stored user.
    refreshUser().catch(() => undefined);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && now() - last >= REFRESH_ON_FOCUS_AFTER_MS) refresh();
  };
  refresh();
  document.addEventListener('visibilitychange', onVisible);
  return () => document.removeEventListener('visibilitychange', onVisible);
}
