export { useSessionStore, type SessionState } from './session-store';
export { useLayoutStore, type LayoutState, type Skin } from './layout-store';
export {
  beginImpersonation,
  endImpersonation,
  impersonationActive,
  type BeginImpersonationInput,
} from './impersonation';
export { readImpersonationStash, restoreAdminSession, IMPERSONATION_RETURN_PATH, type ImpersonationStash } from './impersonation-stash';
export { MAINTENANCE_PATH, isMaintenanceAnswer, rememberMaintenanceMessage, rememberedMaintenanceMessage } from './maintenance';
