// A 403 from the feature gate (spec §6) means "your plan lacks this", not "you may not": the shell shows
// the upgrade prompt instead of the not-authorized page. A tiny channel, free of React and antd.
import { isFeatureKey, type FeatureKey } from '../contract/domain';

/** The gate's message (api: registerEndpoint), recognised when the answer carries no feature key. */
export const PLAN_FEATURE_MESSAGE = 'Your plan does not include this feature. Upgrade to use it.';

export type UpgradeListener = (feature: FeatureKey | null) => void;

const listeners = new Set<UpgradeListener>();


/** True when a 403 body is the feature gate's answer. */
export function isPlanFeatureDenial(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  const body = data as Record<string, unknown>;
  return isFeatureKey(body.feature) || body.upgrade === true || body.message === PLAN_FEATURE_MESSAGE;
}

/** The feature key a gate answer names, when it names one. */
export function deniedFeature(data: unknown): FeatureKey | null {
  if (!data || typeof data !== 'object') return null;
  const feature = (data as Record<string, unknown>).feature;
  return isFeatureKey(feature) ? feature : null;
}

/** Tells the UI an upgrade is needed; false when nothing listens (then the caller falls back). */
export function emitUpgradeRequired(feature: FeatureKey | null): boolean {
  if (listeners.size === 0) return false;
  for (const listener of [...listeners]) listener(feature);
  return true;
}

/** Subscribes to upgrade prompts; returns the unsubscribe function. */
export function onUpgradeRequired(listener: UpgradeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
