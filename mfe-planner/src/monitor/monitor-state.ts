// How a row's and a target's states read (spec §4): 'active' is shown as Scheduled, and a target
// whose outcome is being checked with the network ('unconfirmed') as Publishing.
import type { MonitorRow, Target } from './monitor-api';
import type { MonitorState } from './monitor-filters';

export function shownState(state: MonitorRow['auto_publishing_state']): MonitorState {
  return state === 'active' ? 'scheduled' : state;
}

/** Publish now and disable act on scheduled posts only. */
export const canAct = (row: MonitorRow): boolean => shownState(row.auto_publishing_state) === 'scheduled';

export const targetInFlight = (target: Target): boolean => target.state === 'processing' || target.state === 'unconfirmed';

/** How close to its time a scheduled row starts being watched (the worker picks it up within seconds). */
export const DUE_SOON_MS = 60_000;
/** A scheduled row this long past its time is not about to change by itself (no connection, say). */
const OVERDUE_WATCH_MS = 5 * 60_000;

const isScheduled = (row: MonitorRow): boolean => shownState(row.auto_publishing_state) === 'scheduled';

/** Something on screen is going out, or is about to (its time is near or just passed): worth watching. */
export function anyInFlight(rows: readonly MonitorRow[], now: number = Date.now()): boolean {
  return rows.some((row) => {
    if (row.auto_publishing_state === 'processing' || row.published_on.some(targetInFlight)) return true;
    if (!isScheduled(row)) return false;
    const due = Date.parse(row.start_date);
    return due - now <= DUE_SOON_MS && now - due <= OVERDUE_WATCH_MS;
  });
}

/** Milliseconds until the next scheduled row comes within DUE_SOON_MS of its time; null when none is ahead. */
export function msUntilNextDue(rows: readonly MonitorRow[], now: number = Date.now()): number | null {
  const ahead = rows
    .filter(isScheduled)
    .map((row) => Date.parse(row.start_date) - DUE_SOON_MS - now)
    .filter((ms) => ms > 0);
  return ahead.length > 0 ? Math.min(...ahead) : null;
}

/** Antd preset tag colours: they follow the theme, so the dark skin keeps its contrast. */
export const STATE_TAG_COLORS: Record<MonitorState, string> = {
  scheduled: 'blue',
  processing: 'gold',
  published: 'green',
  failure: 'red',
};
