// Re-reads the signed-in user (GET /auth/user) after something changed on the server side
// (email verified, account approved), so the stored user, abilities and the guard follow.
import { call, updateAbility, useSessionStore, type User } from '@cadence/shared-lib';

export async function refreshUser(): Promise<User> {
  const answer = await call('me');
  const { user } = answer.data;
  useSessionStore.getState().setUser(user);
  updateAbility(user.abilities);
  return user;
}
