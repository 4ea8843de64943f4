// The list: the window's posts grouped by day, in time order.
import { Empty, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { formatDate } from '../platform/dates';
import { PostChip, excerpt } from './PostChip';
import type { ViewProps } from './view-props';

export function ListView({ days, byDay, rtl, readOnly, moving, onOpen, onKey }: ViewProps) {
  const { t } = useTranslation(PLANNER_NS);
  const { token } = theme.useToken();
  const withPosts = days.filter((day) => (byDay.get(day) ?? []).length > 0);
  if (withPosts.length === 0) return <Empty data-testid="calendar-grid" description={t('calendar.emptyList')} />;
  return (
    <Flex vertical gap="middle" data-testid="calendar-grid" dir={rtl ? 'rtl' : 'ltr'}>
      {withPosts.map((day) => (
        <section key={day} aria-label={formatDate(day, 'dddd LL')} data-testid={`list-day-${day}`}>
          <Typography.Title level={5} style={{ marginBlock: 0, paddingBlockEnd: 4, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
            {formatDate(day, 'dddd LL')}
          </Typography.Title>
          <Flex vertical gap={6} style={{ paddingBlockStart: 6 }}>
            {(byDay.get(day) ?? []).map((entry) => (
              <Flex key={entry.id} gap="small" align="center">
                <div style={{ flex: '0 0 220px', minInlineSize: 0 }}>
                  <PostChip entry={entry} readOnly={readOnly} moving={moving?.entry.id === entry.id} onOpen={onOpen} onKeyDown={onKey} />
                </div>
                <Typography.Text ellipsis style={{ flex: 1 }}>
                  {entry.post.planner ? `${entry.post.planner.name} · ` : ''}
                  {excerpt(entry.post.title || entry.post.caption, 120)}
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        </section>
      ))}
    </Flex>
  );
}
