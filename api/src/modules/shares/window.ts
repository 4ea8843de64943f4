// The shared calendar's window: local days from..to (both included) in the planner's zone. Missing
// ends: 31 days from today (in that zone), or around the one end given.
import { DateTime } from 'luxon';
import { wallClockOf, windowOf } from '../posts/zone-time';

export const DEFAULT_WINDOW_DAYS = 31;

const plusDays = (day: string, days: number) => DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toFormat('yyyy-MM-dd');

export function sharedWindow(query: { from?: string; to?: string }, timezone: string, now: Date): { start: Date; end: Date } {
  const from = query.from ?? (query.to ? plusDays(query.to, 1 - DEFAULT_WINDOW_DAYS) : wallClockOf(now, timezone).date);
  const to = query.to ?? plusDays(from, DEFAULT_WINDOW_DAYS - 1);
  return windowOf(from, to, timezone);
}
