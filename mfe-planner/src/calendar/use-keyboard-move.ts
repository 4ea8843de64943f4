// Moving a post without a mouse: focus it, press M, choose the target day (and hour in the week view)
// with the arrow keys, Enter moves it, Escape cancels. Every step is announced through an aria-live region.
import { useCallback, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { formatDate } from '../platform/dates';
import type { CalendarEntry } from '../preview/preview-model';
import { addDays, FIRST_HOUR, hourRow, LAST_HOUR, timeInHour, type CalendarView } from './calendar-model';

export interface MoveTarget {
  date: string;
  /** The hour row in the week view; null elsewhere (the time is kept). */
  hour: number | null;
}

export interface KeyboardMove {
  moving: { entry: CalendarEntry; target: MoveTarget } | null;
  announcement: string;
  onKey(entry: CalendarEntry, event: KeyboardEvent<HTMLElement>): void;
}

export function useKeyboardMove(
  view: CalendarView,
  rtl: boolean,
  onConfirm: (entry: CalendarEntry, date: string, time: string) => void,
): KeyboardMove {
  const { t } = useTranslation(PLANNER_NS);
  const [moving, setMoving] = useState<KeyboardMove['moving']>(null);
  const [announcement, setAnnouncement] = useState('');

  const timeFor = useCallback((entry: CalendarEntry, target: MoveTarget) => (target.hour === null ? entry.time : timeInHour(target.hour, entry.time)), []);
  const describe = useCallback(
    (entry: CalendarEntry, target: MoveTarget) => t('calendar.move.target', { date: formatDate(target.date, 'dddd LL'), time: timeFor(entry, target) }),
    [t, timeFor],
  );

  const onKey = useCallback(
    (entry: CalendarEntry, event: KeyboardEvent<HTMLElement>) => {
      if (!moving || moving.entry.id !== entry.id) {
        if (event.key === 'm' || event.key === 'M') {
          event.preventDefault();
          const target = { date: entry.date, hour: view === 'week' ? hourRow(entry.time) : null };
          setMoving({ entry, target });
          setAnnouncement(`${t('calendar.move.start')} ${describe(entry, target)}`);
        }
        return;
      }
      const { target } = moving;
      // Arrows follow the screen: in right-to-left layouts the next day is on the left.
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
      let next: MoveTarget;
      if (event.key === forward) next = { ...target, date: addDays(target.date, 1) };
      else if (event.key === backward) next = { ...target, date: addDays(target.date, -1) };
      else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (view === 'week' && target.hour !== null) next = { ...target, hour: Math.min(LAST_HOUR, Math.max(FIRST_HOUR, target.hour + step)) };
        else next = { ...target, date: addDays(target.date, step * (view === 'month' ? 7 : 1)) };
      } else if (event.key === 'Enter') {
        event.preventDefault();
        setMoving(null);
        setAnnouncement(t('calendar.move.done', { date: formatDate(target.date, 'dddd LL'), time: timeFor(entry, target) }));
        onConfirm(entry, target.date, timeFor(entry, target));
        return;
      } else if (event.key === 'Escape') {
        event.preventDefault();
        setMoving(null);
        setAnnouncement(t('calendar.move.cancelled'));
        return;
      } else return;
      event.preventDefault();
      setMoving({ entry, target: next });
      setAnnouncement(describe(entry, next));
    },
    [moving, rtl, view, t, describe, timeFor, onConfirm],
  );

  return { moving, announcement, onKey };
}
