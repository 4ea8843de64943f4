// The ordered-service workflow (contract SERVICE_TRANSITIONS): pending → in_progress → delivered,
// any status not final → cancelled; delivered and cancelled are final.
import { SERVICE_TRANSITIONS, type ServiceStatus } from '@cadence/shared-lib/contract';

export function mayTransition(from: ServiceStatus, to: ServiceStatus): boolean {
  return SERVICE_TRANSITIONS[from].includes(to);
}
