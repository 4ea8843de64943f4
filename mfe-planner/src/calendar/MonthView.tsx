// The month: 6 weeks × 7 days in CSS grid (which follows the text direction, so Arabic runs right to
// left). Days take dropped posts; a day's number creates a post on it.
import { Button, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { formatDate } from '../platform/dates';
import { sameMonth } from './calendar-model';
import { PostChip } from './PostChip';
import { allowDrop, type ViewProps } from './view-props';

/** The default time of a post created from a day of the month view. */
export const DEFAULT_CREATE_TIME = '09:00';

export function MonthView({ days, anchor, today, byDay, rtl, readOnly, moving, onOpen, onKey, onDragStart, onDropAt, onCreateAt }: ViewProps) {
  const { t } = useTranslation(PLANNER_NS);
  const { token } = theme.useToken();
  return (
    <div
      data-testid="calendar-grid"
      dir={rtl ? 'rtl' : 'ltr'}
      role="group"
      aria-label={formatDate(anchor, 'MMMM YYYY')}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}
    >
      {days.slice(0, 7).map((day) => (
        <div key={`h${day}`} style={{ padding: 6, textAlign: 'center', fontWeight: 600, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
          {formatDate(day, 'ddd')}
        </div>
      ))}
      {days.map((day) => {
        const entries = byDay.get(day) ?? [];
        const target = moving?.target.date === day;
        return (
          <div
            key={day}
            data-testid={`day-${day}`}
            aria-label={formatDate(day, 'dddd LL')}
            onDragOver={readOnly ? undefined : allowDrop}
            onDrop={readOnly ? undefined : (event) => onDropAt?.(day, null, event)}
            onClick={readOnly ? undefined : () => onCreateAt?.(day, DEFAULT_CREATE_TIME)}
            style={{
              minBlockSize: 104,
              padding: 4,
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              minInlineSize: 0,
              borderBlockStart: `1px solid ${token.colorBorderSecondary}`,
              borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
              background: target ? token.colorPrimaryBg : sameMonth(day, anchor) ? undefined : token.colorFillQuaternary,
              outline: target ? `2px solid ${token.colorPrimary}` : undefined,
              cursor: readOnly ? undefined : 'copy',
            }}
          >
            {readOnly ? (
              <Typography.Text type={sameMonth(day, anchor) ? undefined : 'secondary'} strong={day === today}>
                {Number(day.slice(8))}
              </Typography.Text>
            ) : (
              <Button
                type={day === today ? 'primary' : 'text'}
                size="small"
                shape="circle"
                aria-label={t('calendar.createOn', { date: formatDate(day, 'dddd LL') })}
                onClick={(event) => {
                  event.stopPropagation();
                  onCreateAt?.(day, DEFAULT_CREATE_TIME);
                }}
                style={{ alignSelf: 'flex-start' }}
              >
                {Number(day.slice(8))}
              </Button>
            )}
            {entries.map((entry) => (
              <PostChip
                key={entry.id}
                entry={entry}
                readOnly={readOnly}
                moving={moving?.entry.id === entry.id}
                onOpen={onOpen}
                onKeyDown={onKey}
                onDragStart={onDragStart}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
