// Wall-clock date and time in the planner's zone (never the browser's), and the zone's label.
import { dayjs } from '@cadence/shared-lib';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';

/** "Europe/Berlin (UTC+01:00)": the offset the zone has at that wall-clock moment (DST aware). */
export function zoneLabel(zone: string, date: string, time: string): string {
  const at = dayjs.tz(`${date} ${time}`, `${DATE_FORMAT} ${TIME_FORMAT}`, zone);
  return `${zone} (UTC${at.isValid() ? at.format('Z') : dayjs().tz(zone).format('Z')})`;
}

/** The next full hour in the zone: the default time of a new post. */
export function nextHourIn(zone: string): { date: string; time: string } {
  const next = dayjs().tz(zone).add(1, 'hour').startOf('hour');
  return { date: next.format(DATE_FORMAT), time: next.format(TIME_FORMAT) };
}

export function isDate(value: string | null): value is string {
  return !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, DATE_FORMAT, true).isValid();
}

export function isTime(value: string | null): value is string {
  return !!value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}
