// `@cadence/shared-lib/antd`: the antd-based half. Imports the core only as '@cadence/shared-lib'
// (never relative paths), so stores, i18n and abilities stay single instances at runtime.
export { AntdProviders } from './AntdProviders';
export { confirmChoice, confirmDelete, confirmRemoveConnection, notifyDeleted, type ConfirmTexts } from './dialogs';
export { LoadFailed, type LoadFailedProps } from './LoadFailed';
export { ComingSoon, type ComingSoonProps } from './ComingSoon';
export { AreaHome, type AreaHomeProps } from './AreaHome';
export { PageBoundary, type PageBoundaryProps } from './PageBoundary';
export { renderStandalone } from './render-standalone';
export { UpgradePrompt, type UpgradePromptProps } from './UpgradePrompt';
export { FeatureGate, type FeatureGateProps } from './FeatureGate';
export { UPGRADE_PLANS_PATH, ADDONS_PATH } from './upgrade-paths';
