export { ability, updateAbility, resetAbility, type AppAbility } from './ability';
export { canAccess, hasFeature } from './access';
export { featureState, featureStateFor, useFeature, type FeatureState } from './feature-state';
export {
  onUpgradeRequired,
  emitUpgradeRequired,
  isPlanFeatureDenial,
  deniedFeature,
  PLAN_FEATURE_MESSAGE,
  type UpgradeListener,
} from './upgrade-required';
