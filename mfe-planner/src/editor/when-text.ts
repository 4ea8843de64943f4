// The post's wall-clock date and time as the preview shows it ("Mar 30, 2026 9:00 AM"), in the
// active language; null for a draft without a date.
import { currentLocale, dayjs } from '@cadence/shared-lib';
import { DATE_FORMAT, TIME_FORMAT } from './zone';

export function formatWhen(date: string, time: string): string | null {
  if (!date) return null;
  const at = dayjs(`${date} ${time || '00:00'}`, `${DATE_FORMAT} ${TIME_FORMAT}`).locale(currentLocale());
  return at.isValid() ? at.format(time ? 'lll' : 'll') : null;
}
