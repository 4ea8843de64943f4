// A post's date and time as the user gave them (the planner's wall clock) → what is stored:
// the UTC instant, the wall clock and the zone; refused when a DST gap skips the time or when a
// scheduled post would already be due.
import { postMessages } from '@cadence/shared-lib/contract';
import type { Refusal } from './policy';
import { instantFor, toLocalTime } from './zone-time';

export interface Timing {
  scheduled_at: Date | null;
  local_time: string | null;
  timezone: string;
}

export function resolveTiming(
  date: string | null,
  time: string | null,
  timezone: string,
  mustBeFuture: boolean,
  now: Date,
): { timing: Timing } | { refusal: Refusal } {
  if (date === null || time === null) return { timing: { scheduled_at: null, local_time: null, timezone } };
  const at = instantFor(date, time, timezone);
  if (at === null) return { refusal: { field: 'time', message: postMessages.nonexistentTime(date, time, timezone) } };
  if (mustBeFuture && at.getTime() <= now.getTime()) return { refusal: { field: 'date', message: postMessages.inThePast } };
  return { timing: { scheduled_at: at, local_time: toLocalTime(date, time), timezone } };
}
