export { useSessionStore, type SessionState } from './session-store';
export { useLayoutStore, type LayoutState, type Skin } from './layout-store';
