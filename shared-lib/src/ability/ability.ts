// The one CASL ability of the app (spec §6). Rules come from the session user's `abilities`;
// everyone may always read the Auth subject.
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { AbilityRule } from '../contract/user';
import { useSessionStore } from '../stores/session-store';

export type AppAbility = MongoAbility<[string, string]>;

const DEFAULT_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export const ability: AppAbility = createMongoAbility<[string, string]>(DEFAULT_RULES);

export function updateAbility(rules: AbilityRule[]): void {
  ability.update([...DEFAULT_RULES, ...rules]);
}

export function resetAbility(): void {
  ability.update(DEFAULT_RULES);
}

// Follow the session: a stored session restores its rules at start, sign-out or a 401 drops them.
function syncWithSession(): void {
  const user = useSessionStore.getState().user;
  if (user) updateAbility(user.abilities);
  else resetAbility();
}
syncWithSession();
useSessionStore.subscribe((state, previous) => {
  if (state.user !== previous.user) syncWithSession();
});
