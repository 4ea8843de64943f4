// Route/menu checks: resource restrictions (CASL subjects) and gated features (spec §6).
import type { FeatureKey } from '../contract/domain';
import { useSessionStore } from '../stores/session-store';
import { ability } from './ability';

/** True when the user may read any subject of `resource` (`'admin|staff'`); no resource: always. */
export function canAccess(resource?: string): boolean {
  if (!resource) return true;
  return resource
    .split('|')
    .map((subject) => subject.trim())
    .filter((subject) => subject.length > 0)
    .some((subject) => ability.can('read', subject));
}

/** True when the session user's plan includes the feature and it is not switched off. */
export function hasFeature(key?: FeatureKey): boolean {
  if (!key) return true;
  const user = useSessionStore.getState().user;
  if (!user || !user.access.includes(key)) return false;
  const entry = user.features.find((feature) => feature.key === key);
  return entry ? entry.is_active : true;
}
