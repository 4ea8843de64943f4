// Where a user stands with a gated feature (spec §6): 'allowed' (in access and not switched off),
// 'blocked' (the feature list marks it inactive: hidden, no upgrade on offer) or 'locked' (not in the
// plan: shown with a lock, leading to the upgrade prompt).
import type { FeatureKey } from '../contract/domain';
import type { User } from '../contract/user';
import { useSessionStore } from '../stores/session-store';

export type FeatureState = 'allowed' | 'locked' | 'blocked';

export function featureStateFor(user: Pick<User, 'access' | 'features'> | null, key?: FeatureKey): FeatureState {
  if (!key) return 'allowed';
  const entry = user?.features.find((feature) => feature.key === key);
  if (entry && !entry.is_active) return 'blocked';
  return user?.access.includes(key) ? 'allowed' : 'locked';
}

/** The session user's state for `key` (no key: allowed). */
export function featureState(key?: FeatureKey): FeatureState {
  return featureStateFor(useSessionStore.getState().user, key);
}

/** React hook: the session user's state for `key`, following session changes. */
export function useFeature(key?: FeatureKey): FeatureState {
  const user = useSessionStore((state) => state.user);
  return featureStateFor(user, key);
}
