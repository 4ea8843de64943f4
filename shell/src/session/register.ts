// Registration (spec §4): CSRF cookie, POST /auth/register, then the session, abilities and locale are
// stored exactly as after sign-in.
import { applyLocale, call, updateAbility, useSessionStore, type User } from '@cadence/shared-lib';

export interface Registration {
  full_name: string;
  phone: string;
  email: string;
  password: string;
}

export async function register(registration: Registration): Promise<User> {
  try {
    await call('csrfCookie');
  } catch {
    // The bearer token authenticates API calls; a missing XSRF cookie must not block signing up.
  }
  const answer = await call('register', { body: registration });
  const { user, access_token: token } = answer.data;
  useSessionStore.getState().setSession(user, token);
  updateAbility(user.abilities);
  applyLocale(user.locale);
  return user;
}
