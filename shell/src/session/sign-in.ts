// Sign-in (spec §4 Login): CSRF cookie, POST /auth/login, then session, abilities and the user's locale.
import { applyLocale, call, updateAbility, useSessionStore, type User } from '@cadence/shared-lib';

export interface Credentials {
  email: string;
  password: string;
  remember_me: boolean;
}

export async function signIn(credentials: Credentials): Promise<User> {
  try {
    await call('csrfCookie');
  } catch {
    // The bearer token authenticates API calls; a missing XSRF cookie must not block signing in.
  }
  const answer = await call('login', { body: credentials });
  const { user, access_token: token } = answer.data;
  useSessionStore.getState().setSession(user, token);
  updateAbility(user.abilities);
  applyLocale(user.locale);
  return user;
}
