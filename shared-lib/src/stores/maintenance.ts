// Maintenance mode (spec §2 /admin/settings): the API answers users 503 `{message, maintenance: true}`.
// The message is kept for the under-maintenance page, which may be reached by a full page load.
export const MAINTENANCE_PATH = '/pages/miscellaneous/under-maintenance';
const MESSAGE_KEY = 'cadence.maintenance-message';

/** True when a 503 body is the maintenance answer. */
export function isMaintenanceAnswer(data: unknown): data is { message?: unknown; maintenance: true } {
  return Boolean(data && typeof data === 'object' && (data as Record<string, unknown>).maintenance === true);
}

export function rememberMaintenanceMessage(message: string | null): void {
  if (message) sessionStorage.setItem(MESSAGE_KEY, message);
  else sessionStorage.removeItem(MESSAGE_KEY);
}

/** The last maintenance message the API gave this tab, if any. */
export function rememberedMaintenanceMessage(): string | null {
  return sessionStorage.getItem(MESSAGE_KEY);
}
