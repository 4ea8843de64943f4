// The week: 7 day columns × hour rows (06:00–23:00, scrolling), in CSS grid following the text
// direction. A slot takes dropped posts (the minutes are kept) and a click creates a post at its hour.
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { formatDate } from '../platform/dates';
import { FIRST_HOUR, hourLabel, hourRow, LAST_HOUR } from './calendar-model';
import { DEFAULT_CREATE_TIME } from './MonthView';
import { PostChip } from './PostChip';
import { allowDrop, type ViewProps } from './view-props';

const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR + 1 }, (_, i) => FIRST_HOUR + i);

export function WeekView({ days, today, byDay, rtl, readOnly, moving, onOpen, onKey, onDragStart, onDropAt, onCreateAt }: ViewProps) {
  const { t } = useTranslation(PLANNER_NS);
  const { token } = theme.useToken();
  const line = `1px solid ${token.colorBorderSecondary}`;
  return (
    <div
      data-testid="calendar-grid"
      dir={rtl ? 'rtl' : 'ltr'}
      role="group"
      aria-label={`${formatDate(days[0])} – ${formatDate(days[6])}`}
      style={{ border: line, borderRadius: token.borderRadius, maxBlockSize: 640, overflow: 'auto' }}
    >
      <div style={{ display: 'grid', gridTemplateColumns: '56px repeat(7, minmax(96px, 1fr))' }}>
        <div style={{ position: 'sticky', insetBlockStart: 0, background: token.colorBgContainer, borderBlockEnd: line, zIndex: 1 }} />
        {days.map((day) => (
          <div key={`h${day}`} style={{ position: 'sticky', insetBlockStart: 0, zIndex: 1, background: token.colorBgContainer, borderBlockEnd: line, borderInlineStart: line, padding: 4, textAlign: 'center' }}>
            {readOnly ? (
              <strong>{formatDate(day, 'ddd D')}</strong>
            ) : (
              <Button
                type={day === today ? 'primary' : 'text'}
                size="small"
                aria-label={t('calendar.createOn', { date: formatDate(day, 'dddd LL') })}
                onClick={() => onCreateAt?.(day, DEFAULT_CREATE_TIME)}
              >
                {formatDate(day, 'ddd D')}
              </Button>
            )}
          </div>
        ))}
        {HOURS.map((hour) => [
          <div key={`t${hour}`} style={{ padding: 4, fontSize: token.fontSizeSM, color: token.colorTextSecondary, borderBlockEnd: line }}>
            {hourLabel(hour)}
          </div>,
          ...days.map((day) => {
            const entries = (byDay.get(day) ?? []).filter((entry) => hourRow(entry.time) === hour);
            const target = moving?.target.date === day && moving.target.hour === hour;
            return (
              <div
                key={`${day}-${hour}`}
                data-testid={`slot-${day}-${hourLabel(hour)}`}
                aria-label={t('calendar.createAt', { date: formatDate(day, 'dddd LL'), time: hourLabel(hour) })}
                onDragOver={readOnly ? undefined : allowDrop}
                onDrop={readOnly ? undefined : (event) => onDropAt?.(day, hour, event)}
                onClick={readOnly ? undefined : () => onCreateAt?.(day, hourLabel(hour))}
                style={{
                  minBlockSize: 36,
                  padding: 2,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 2,
                  minInlineSize: 0,
                  borderBlockEnd: line,
                  borderInlineStart: line,
                  background: target ? token.colorPrimaryBg : undefined,
                  outline: target ? `2px solid ${token.colorPrimary}` : undefined,
                  cursor: readOnly ? undefined : 'copy',
                }}
              >
                {entries.map((entry) => (
                  <PostChip key={entry.id} entry={entry} readOnly={readOnly} moving={moving?.entry.id === entry.id} onOpen={onOpen} onKeyDown={onKey} onDragStart={onDragStart} />
                ))}
              </div>
            );
          }),
        ])}
      </div>
    </div>
  );
}
