// Date display in a planner's zone and the active language (dayjs: the shared singleton with utc + timezone).
import { currentLocale, dayjs } from '@cadence/shared-lib';

/** An ISO instant as wall-clock text in `zone`, e.g. "Mar 30, 2026 9:00 AM". */
export function formatInZone(instant: string, zone: string, format = 'lll'): string {
  return dayjs(instant).tz(zone).locale(currentLocale()).format(format);
}

/** A calendar date 'YYYY-MM-DD' (no zone: it is already local) in the active language. */
export function formatDate(date: string, format = 'll'): string {
  return dayjs.utc(date).locale(currentLocale()).format(format);
}

/** The zone with its current UTC offset, e.g. "Europe/Berlin (UTC+01:00)". */
export function zoneLabel(zone: string, at: string | number = Date.now()): string {
  return `${zone.replace(/_/g, ' ')} (UTC${dayjs(at).tz(zone).format('Z')})`;
}
