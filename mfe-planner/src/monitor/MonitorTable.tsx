// The monitor's table (spec §2): account, post preview, publishing on, publishing time, status, actions.
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { HTMLAttributes } from 'react';
import { PLANNER_NS } from '../i18n/namespace';
import { formatDate } from '../platform/dates';
import { PublishingStatus } from '../preview/PublishingStatus';
import type { MonitorAnswer, MonitorRow } from './monitor-api';
import { PostCell } from './PostCell';
import { RowActions } from './RowActions';
import { StatusTag } from './StatusTag';

export interface MonitorTableProps {
  answer: MonitorAnswer;
  refreshing: boolean;
  busy: Record<number, 'publish' | 'disable'>;
  onOpen(row: MonitorRow): void;
  onPublishNow(row: MonitorRow): void;
  onDisable(row: MonitorRow): void;
  onPage(page: number): void;
}

export function MonitorTable({ answer, refreshing, busy, onOpen, onPublishNow, onDisable, onPage }: MonitorTableProps) {
  const { t } = useTranslation(PLANNER_NS);
  const columns: ColumnsType<MonitorRow> = [
    {
      key: 'account',
      title: t('monitor.column.account'),
      render: (_, row) => (
        <div>
          <Typography.Text strong>{row.account.name}</Typography.Text>
          {row.account.desc ? (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
              {row.account.desc}
            </Typography.Paragraph>
          ) : null}
        </div>
      ),
    },
    { key: 'post', title: t('monitor.column.post'), render: (_, row) => <PostCell row={row} onOpen={onOpen} /> },
    {
      key: 'publishingOn',
      title: t('monitor.column.publishingOn'),
      render: (_, row) => <PublishingStatus targets={row.published_on} postId={row.post.id} timezone={row.account.timezone} compact />,
    },
    {
      key: 'time',
      title: t('monitor.column.time'),
      render: (_, row) => (
        <div>
          <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>{`${formatDate(row.local_date)} ${row.local_time}`}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{row.account.timezone}</Typography.Text>
        </div>
      ),
    },
    { key: 'status', title: t('monitor.column.status'), render: (_, row) => <StatusTag state={row.auto_publishing_state} /> },
    {
      key: 'actions',
      title: t('monitor.column.actions'),
      render: (_, row) => <RowActions row={row} busy={busy[row.id] ?? null} onPublishNow={onPublishNow} onDisable={onDisable} />,
    },
  ];
  return (
    <Table<MonitorRow>
      rowKey="id"
      columns={columns}
      dataSource={answer.rows}
      loading={refreshing}
      scroll={{ x: 960 }}
      onRow={(row) => ({ 'data-testid': `monitor-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
      pagination={{
        current: answer.meta.page,
        pageSize: answer.meta.per_page,
        total: answer.meta.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPage,
      }}
    />
  );
}
