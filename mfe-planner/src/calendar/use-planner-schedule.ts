// A planner's calendar window, and moving a post optimistically: the post jumps at once, goes back
// (with an error message) if the server refuses.
import { firstValidationMessage } from '@cadence/shared-lib';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { useLoad } from '@cadence/shared-lib';
import type { CalendarEntry } from '../preview/preview-model';
import { loadSchedule, reschedule } from './schedule-api';

export function usePlannerSchedule(plannerId: number, from: string, to: string) {
  const { t } = useTranslation(PLANNER_NS);
  const { message } = App.useApp();
  const load = useCallback(() => loadSchedule(plannerId, from, to), [plannerId, from, to]);
  const schedule = useLoad(load, `${plannerId}:${from}:${to}`);
  const { setData } = schedule;

  const place = useCallback(
    (id: number, date: string, time: string) =>
      setData((old) => (old ? { ...old, entries: old.entries.map((e) => (e.id === id ? { ...e, date, time } : e)) } : old)),
    [setData],
  );

  const move = useCallback(
    async (entry: CalendarEntry, date: string, time: string) => {
      place(entry.id, date, time);
      try {
        const placed = await reschedule(entry.id, date, time);
        place(entry.id, placed.date, placed.time);
        void message.success(t('calendar.moved'));
      } catch (error) {
        place(entry.id, entry.date, entry.time);
        void message.error(firstValidationMessage(error) ?? t('calendar.moveFailed'));
      }
    },
    [place, message, t],
  );

  return { schedule, move };
}
