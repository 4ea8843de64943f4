// Reloads the signed-in user (GET /auth/user) into the session store, so features, menus and the
// guard follow a change the server made (a payment confirmed, a subscription cancelled).
import { call, useSessionStore, type User } from '@cadence/shared-lib';

export async function refreshUser(): Promise<User> {
  const answer = await call('me');
  useSessionStore.getState().setUser(answer.data.user);
  return answer.data.user;
}
