// The calendar's body in the chosen view. With `onMove` posts can be dragged to a day (month) or a
// day and hour (week), or moved with the keyboard; without it the calendar is read-only.
import { isRtl, currentLocale } from '@cadence/shared-lib';
import { useMemo, useRef, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import type { CalendarEntry } from '../preview/preview-model';
import { byDay as groupByDay, monthGrid, timeInHour, weekDays, windowOf, addDays, type CalendarView } from './calendar-model';
import { ListView } from './ListView';
import { MonthView } from './MonthView';
import { useKeyboardMove } from './use-keyboard-move';
import { WeekView } from './WeekView';

export interface CalendarViewsProps {
  view: CalendarView;
  date: string;
  today: string;
  weekStart: number;
  entries: readonly CalendarEntry[];
  onOpen(entry: CalendarEntry): void;
  /** Moves a post to a local date and time; omitted: read-only. */
  onMove?(entry: CalendarEntry, date: string, time: string): void;
  onCreateAt?(date: string, time: string): void;
}

const DRAG_TYPE = 'text/plain';

export function CalendarViews({ view, date, today, weekStart, entries, onOpen, onMove, onCreateAt }: CalendarViewsProps) {
  const { t } = useTranslation(PLANNER_NS);
  const rtl = isRtl(currentLocale());
  const readOnly = !onMove;
  const dragged = useRef<number | null>(null);
  const byDay = useMemo(() => groupByDay(entries), [entries]);
  const move = useKeyboardMove(view, rtl, (entry, d, time) => onMove?.(entry, d, time));

  const days = useMemo(() => {
    if (view === 'month') return monthGrid(date, weekStart);
    if (view === 'week') return weekDays(date, weekStart);
    const { from, to } = windowOf('list', date, weekStart);
    const list: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) list.push(d);
    return list;
  }, [view, date, weekStart]);

  function onDragStart(entry: CalendarEntry, event: DragEvent<HTMLElement>) {
    dragged.current = entry.id;
    event.dataTransfer?.setData(DRAG_TYPE, String(entry.id));
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
  }

  function onDropAt(day: string, hour: number | null, event: DragEvent<HTMLElement>) {
    event.preventDefault();
    event.stopPropagation();
    const id = Number(event.dataTransfer?.getData(DRAG_TYPE) || dragged.current);
    dragged.current = null;
    const entry = entries.find((e) => e.id === id);
    if (!entry || !onMove) return;
    const time = hour === null ? entry.time : timeInHour(hour, entry.time);
    if (entry.date === day && entry.time === time) return;
    onMove(entry, day, time);
  }

  const props = {
    days,
    anchor: date,
    today,
    byDay,
    rtl,
    readOnly,
    moving: move.moving,
    onOpen,
    onKey: readOnly ? undefined : move.onKey,
    onDragStart: readOnly ? undefined : onDragStart,
    onDropAt: readOnly ? undefined : onDropAt,
    onCreateAt,
  };
  return (
    <>
      {view === 'month' ? <MonthView {...props} /> : view === 'week' ? <WeekView {...props} /> : <ListView {...props} />}
      {readOnly ? null : (
        <>
          <p id="calendar-move-help" hidden>
            {t('calendar.move.help')}
          </p>
          <div role="status" aria-live="assertive" data-testid="calendar-announcer" style={visuallyHidden}>
            {move.announcement}
          </div>
        </>
      )}
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
