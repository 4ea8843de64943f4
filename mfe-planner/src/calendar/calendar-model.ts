// Pure calendar maths on local calendar dates ('YYYY-MM-DD', no zone: they already are the planner's
// wall clock). Arithmetic runs in UTC so no daylight-saving change can shift a day.
import { dayjs } from '@cadence/shared-lib';

export const VIEWS = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof VIEWS)[number];

/** Hours the week view shows (earlier and later posts land in the first / last row). */
export const FIRST_HOUR = 6;
export const LAST_HOUR = 23;
/** Days the list view covers from its date. */
export const LIST_DAYS = 31;

const ymd = 'YYYY-MM-DD';

export function isView(value: string | null): value is CalendarView {
  return value !== null && (VIEWS as readonly string[]).includes(value);
}

export function isDate(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value, ymd, true).isValid();
}

/** First day of the week of the locale (dayjs locale data: en Sunday, fr/de/pt Monday, ar Saturday). */
export function weekStartOf(locale: string): number {
  return dayjs.Ls[locale]?.weekStart ?? 0;
}

export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format(ymd);
}

/** The first day of the week holding `date`. */
export function startOfWeek(date: string, weekStart: number): string {
  const d = dayjs.utc(date);
  return d.subtract((d.day() - weekStart + 7) % 7, 'day').format(ymd);
}

/** 6 rows × 7 days covering the month of `date`. */
export function monthGrid(date: string, weekStart: number): string[] {
  const first = startOfWeek(dayjs.utc(date).startOf('month').format(ymd), weekStart);
  return Array.from({ length: 42 }, (_, i) => addDays(first, i));
}

export function weekDays(date: string, weekStart: number): string[] {
  const first = startOfWeek(date, weekStart);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The days a view shows, first and last included (what the API is asked for). */
export function windowOf(view: CalendarView, date: string, weekStart: number): { from: string; to: string } {
  if (view === 'month') {
    const grid = monthGrid(date, weekStart);
    return { from: grid[0], to: grid[grid.length - 1] };
  }
  if (view === 'week') {
    const days = weekDays(date, weekStart);
    return { from: days[0], to: days[6] };
  }
  return { from: date, to: addDays(date, LIST_DAYS - 1) };
}

/** The anchor date one page earlier (-1) or later (+1). */
export function shiftDate(view: CalendarView, date: string, step: -1 | 1): string {
  if (view === 'month') return dayjs.utc(date).startOf('month').add(step, 'month').format(ymd);
  return addDays(date, step * (view === 'week' ? 7 : LIST_DAYS));
}

export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** Today's date on the planner's wall clock. */
export function todayIn(zone: string): string {
  return dayjs().tz(zone).format(ymd);
}

/** An instant as the planner's wall clock: date 'YYYY-MM-DD' and time 'HH:mm'. */
export function localParts(instant: string, zone: string): { date: string; time: string } {
  const local = dayjs(instant).tz(zone);
  return { date: local.format(ymd), time: local.format('HH:mm') };
}

/** The hour row (FIRST_HOUR…LAST_HOUR) a local time 'HH:mm' falls in. */
export function hourRow(time: string): number {
  return Math.min(LAST_HOUR, Math.max(FIRST_HOUR, Number(time.slice(0, 2))));
}

export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** A new time in the hour `hour` keeping the minutes of `time` (a 09:30 post dropped at 14:00 → 14:30). */
export function timeInHour(hour: number, time: string): string {
  return `${String(hour).padStart(2, '0')}:${time.slice(3, 5) || '00'}`;
}

/** Entries grouped by their local date, each day sorted by time. */
export function byDay<T extends { date: string; time: string }>(entries: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const entry of entries) {
    const list = days.get(entry.date) ?? [];
    list.push(entry);
    days.set(entry.date, list);
  }
  for (const list of days.values()) list.sort((a, b) => a.time.localeCompare(b.time));
  return days;
}
