// Previous / today / next, the period shown, the view switch and the planner's zone.
import { Button, Flex, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { formatDate, zoneLabel } from '../platform/dates';
import { shiftDate, windowOf, type CalendarView } from './calendar-model';

export interface CalendarToolbarProps {
  view: CalendarView;
  views: readonly CalendarView[];
  date: string;
  today: string;
  weekStart: number;
  zone: string;
  onChange(change: { view?: CalendarView; date?: string }): void;
}

export function periodTitle(view: CalendarView, date: string, weekStart: number): string {
  if (view === 'month') return formatDate(date, 'MMMM YYYY');
  const { from, to } = windowOf(view, date, weekStart);
  return `${formatDate(from)} – ${formatDate(to)}`;
}

export function CalendarToolbar({ view, views, date, today, weekStart, zone, onChange }: CalendarToolbarProps) {
  const { t } = useTranslation(PLANNER_NS);
  return (
    <Flex justify="space-between" align="center" wrap gap="small">
      <Space wrap>
        <Space.Compact>
          <Button onClick={() => onChange({ date: shiftDate(view, date, -1) })}>{t('calendar.previous')}</Button>
          <Button onClick={() => onChange({ date: today })}>{t('calendar.today')}</Button>
          <Button onClick={() => onChange({ date: shiftDate(view, date, 1) })}>{t('calendar.next')}</Button>
        </Space.Compact>
        <Typography.Title level={4} style={{ margin: 0 }} aria-live="polite">
          {periodTitle(view, date, weekStart)}
        </Typography.Title>
      </Space>
      <Space wrap>
        <Typography.Text type="secondary" data-testid="calendar-zone">
          {t('calendar.zone', { zone: zoneLabel(zone) })}
        </Typography.Text>
        <Segmented<CalendarView>
          aria-label={t('calendar.view')}
          value={view}
          onChange={(value) => onChange({ view: value })}
          options={views.map((v) => ({ value: v, label: t(`calendar.view.${v}`) }))}
        />
      </Space>
    </Flex>
  );
}
