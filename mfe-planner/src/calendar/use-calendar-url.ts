// The calendar's view and date live in the URL (?view=&date=) so a reload or a shared address keeps them.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isDate, isView, type CalendarView } from './calendar-model';

export function useCalendarUrl(today: string, allowed: readonly CalendarView[]): {
  view: CalendarView;
  date: string;
  go(change: { view?: CalendarView; date?: string }): void;
} {
  const [params, setParams] = useSearchParams();
  const rawView = params.get('view');
  const rawDate = params.get('date');
  const view = isView(rawView) && allowed.includes(rawView) ? rawView : allowed[0];
  const date = isDate(rawDate) ? rawDate : today;
  const go = useCallback(
    (change: { view?: CalendarView; date?: string }) => {
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          if (change.view) next.set('view', change.view);
          if (change.date) next.set('date', change.date);
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );
  return { view, date, go };
}
