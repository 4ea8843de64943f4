// The shell's one federated export (`shell/shell-info`). A container with no exposes emits no
// remoteEntry.js; this small, dependency-free module gives the shell one, and tells tools which
// build of the shell is running and which paths it owns.
import { PATHS } from '../routing/paths';

export const shellInfo = {
  name: 'shell',
  version: __APP_VERSION__,
  paths: Object.values(PATHS),
} as const;

export default shellInfo;
