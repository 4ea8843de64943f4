// Zone maths for posts: a wall-clock date and time in a planner's IANA zone ↔ a UTC instant, with
// luxon's zone data (never hand-made offsets). Daylight saving:
// - gap (spring forward, e.g. 02:30 on 2026-03-29 in Europe/Berlin): the time does not exist → null,
//   so an edit is refused with a clear message rather than silently moved;
// - overlap (fall back, e.g. 02:30 on 2026-10-25 in Europe/Berlin happens twice): the EARLIER
//   instant (the first 02:30, still on summer time), so a post never goes out later than expected.
import { DateTime, IANAZone } from 'luxon';

const MINUTE = 60_000;
const DAY = 86_400_000;

function zoneOf(timezone: string): IANAZone {
  const zone = IANAZone.create(timezone);
  if (!zone.isValid) throw new Error(`Unknown time zone: ${timezone}`);
  return zone;
}

/** The instant of `date` ('YYYY-MM-DD') at `time` ('HH:mm') in `timezone`; null when a DST gap skips it. */
export function instantFor(date: string, time: string, timezone: string): Date | null {
  const zone = zoneOf(timezone);
  // The wall clock read as if it were UTC; the real instant is that minus the zone's offset then.
  const wall = DateTime.fromISO(`${date}T${time}`, { zone: 'utc' }).toMillis();
  // Any transition near this wall time shows up among the offsets a day either side.
  const offsets = new Set([zone.offset(wall - DAY), zone.offset(wall), zone.offset(wall + DAY)]);
  const instants = [...offsets]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => zone.offset(instant) * MINUTE === wall - instant)
    .sort((a, b) => a - b);
  return instants.length > 0 ? new Date(instants[0]) : null;
}

/** Like instantFor, but a time a gap skips moves forward by the gap (for zone changes, which cannot be refused). */
export function instantForLenient(date: string, time: string, timezone: string): Date {
  return instantFor(date, time, timezone) ?? DateTime.fromISO(`${date}T${time}`, { zone: zoneOf(timezone) }).toJSDate();
}

/** The instant's wall clock in `timezone`. */
export function wallClockOf(instant: Date, timezone: string): { date: string; time: string } {
  const local = DateTime.fromJSDate(instant, { zone: zoneOf(timezone) });
  return { date: local.toFormat('yyyy-MM-dd'), time: local.toFormat('HH:mm') };
}

/** posts.local_time ('YYYY-MM-DDTHH:mm') ↔ its parts. */
export const toLocalTime = (date: string, time: string): string => `${date}T${time}`;
export function splitLocalTime(localTime: string): { date: string; time: string } {
  const [date, time] = localTime.split('T');
  return { date, time };
}

/** The window [start, end) of local days `from`..`to` (inclusive) in `timezone`. */
export function windowOf(from: string, to: string, timezone: string): { start: Date; end: Date } {
  const zone = zoneOf(timezone);
  const start = DateTime.fromISO(from, { zone }).startOf('day');
  const end = DateTime.fromISO(to, { zone }).plus({ days: 1 }).startOf('day');
  return { start: start.toJSDate(), end: end.toJSDate() };
}

/** The current month, as local days, in `timezone`. */
export function currentMonthIn(timezone: string, now: Date): { from: string; to: string } {
  const local = DateTime.fromJSDate(now, { zone: zoneOf(timezone) });
  return { from: local.startOf('month').toFormat('yyyy-MM-dd'), to: local.endOf('month').toFormat('yyyy-MM-dd') };
}
