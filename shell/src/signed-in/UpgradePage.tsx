// A gated route the user's plan lacks: the upgrade prompt in place of the page (spec §6).
import type { FeatureKey } from '@cadence/shared-lib';
import { UpgradePrompt } from '@cadence/shared-lib/antd';

export function UpgradePage({ feature }: { feature?: FeatureKey }) {
  return <UpgradePrompt feature={feature} />;
}
