// One queued post: planner (its colour), time on the planner's clock, channels, caption excerpt,
// state and review status. The row (or its caption button, for the keyboard) opens the preview.
import { Button, Flex, Tag, Typography, theme } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { networkName } from '../editor/fields/network-name';
import { isNetwork } from '../editor/networks';
import { PLANNER_NS } from '../i18n/namespace';
import type { QueueEntry } from './queue-api';
import { ReschedulePopover } from './ReschedulePopover';

const STATE_COLOURS: Record<string, string> = { draft: 'default', scheduled: 'blue', processing: 'gold', published: 'green', failure: 'red' };
const REVIEW_COLOURS: Record<string, string> = { approved: 'green', changes_requested: 'orange' };

export function excerpt(text: string, max = 90): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

export function QueueRow({ entry, onOpen, onChanged }: { entry: QueueEntry; onOpen(entry: QueueEntry): void; onChanged(): void }) {
  const { t } = useTranslation(PLANNER_NS);
  const { token } = theme.useToken();
  const { post, planner } = entry;
  const editable = post.state === 'draft' || post.state === 'scheduled';

  const rowClick = (event: MouseEvent<HTMLLIElement>) => {
    // Clicks from the reschedule popover (a portal) and on the row's own controls do not open it.
    const target = event.target as Element;
    if (!event.currentTarget.contains(target) || target.closest('button, a, input, .ant-picker, .ant-popover')) return;
    onOpen(entry);
  };

  return (
    <li
      data-testid={`queue-row-${post.id}`}
      onClick={rowClick}
      style={{ padding: '10px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}`, cursor: 'pointer', listStyle: 'none' }}
    >
      <Flex wrap gap="middle" align="center">
        <Flex vertical style={{ minWidth: 120 }}>
          <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
            {entry.local_time}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {planner.timezone}
          </Typography.Text>
        </Flex>
        <Flex gap="small" align="center" style={{ minWidth: 140 }}>
          <span aria-hidden="true" style={{ width: 10, height: 10, borderRadius: '50%', background: planner.color, flex: 'none' }} />
          <Typography.Text>{planner.name}</Typography.Text>
        </Flex>
        <Flex gap={4} wrap style={{ minWidth: 120 }}>
          {post.channels.length === 0 ? <Typography.Text type="secondary">{t('queue.noChannels')}</Typography.Text> : null}
          {post.channels.map((channel) => (
            <Tag key={channel}>{isNetwork(channel) ? networkName(t, channel) : channel}</Tag>
          ))}
        </Flex>
        <Button type="link" onClick={() => onOpen(entry)} style={{ flex: '1 1 200px', textAlign: 'start', whiteSpace: 'normal', height: 'auto', padding: 0 }}>
          {excerpt(post.caption) || t('editor.preview.noText')}
        </Button>
        <Flex gap={4} wrap>
          <Tag color={STATE_COLOURS[post.state]}>{t(`queue.state.${post.state}`)}</Tag>
          {post.review_status !== 'none' ? <Tag color={REVIEW_COLOURS[post.review_status]}>{t(`queue.review.${post.review_status}`)}</Tag> : null}
        </Flex>
        <Flex gap={4}>
          {editable ? <ReschedulePopover entry={entry} onDone={onChanged} /> : null}
          {editable ? (
            <Link to={`/posts/edit/${post.id}`} aria-label={t('queue.editPost', { caption: excerpt(post.caption, 40) })}>
              {t('queue.edit')}
            </Link>
          ) : null}
        </Flex>
      </Flex>
    </li>
  );
}
