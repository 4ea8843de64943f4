// `@cadence/shared-lib` (core). Never import antd here, directly or through another file:
// the login route must stay small (see src/antd for the antd-based half).
export type { RemoteModule, RouteDef, MenuEntry, WidgetDef, LocaleResources, PageLoader, Resource } from './platform/remote-module';
export type { User, AbilityRule, UserFeature } from './contract/user';
export type { Locale, FeatureKey, Role } from './contract/domain';
export { COUNTRY_CODES, type CountryCode } from './contract/countries';

export {
  http,
  call,
  withMethod,
  firstValidationMessage,
  emitServerError,
  onServerError,
  type CallInput,
  type CallResult,
  type SpoofedMethod,
  type ServerErrorListener,
} from './client';

export { useSessionStore, useLayoutStore, type SessionState, type LayoutState, type Skin } from './stores';
export {
  beginImpersonation,
  endImpersonation,
  impersonationActive,
  readImpersonationStash,
  IMPERSONATION_RETURN_PATH,
  type BeginImpersonationInput,
  type ImpersonationStash,
  MAINTENANCE_PATH,
  rememberedMaintenanceMessage,
} from './stores';

export {
  ability,
  updateAbility,
  resetAbility,
  canAccess,
  hasFeature,
  featureState,
  featureStateFor,
  useFeature,
  onUpgradeRequired,
  emitUpgradeRequired,
  isPlanFeatureDenial,
  deniedFeature,
  PLAN_FEATURE_MESSAGE,
  type AppAbility,
  type FeatureState,
  type UpgradeListener,
} from './ability';

export { i18n, initI18n, registerNamespace, currentLocale, isRtl, applyLocale, changeLocale } from './i18n';

export { dayjs } from './dates/dayjs';

export { imageFileProblem, mediaUrl, readAsDataUrl, type ImageFileLimits, type ImageFileProblem } from './media/image-file';
export { useLoad, type Loaded } from './ui/use-load';
export { formatMoney } from './ui/format-money';

export { rules, validate, type RuleFn, type RuleName, type RuleParam, type RuleSpec, type ValidationContext } from './validation';

export {
  LeanButton,
  LeanInput,
  LeanCheckbox,
  LeanAlert,
  LeanCard,
  LeanSpinner,
  LeanSelect,
  type LeanButtonProps,
  type LeanInputProps,
  type LeanCheckboxProps,
  type LeanAlertProps,
  type LeanCardProps,
  type LeanSpinnerProps,
  type LeanSelectProps,
  type LeanSelectOption,
} from './ui/lean';
