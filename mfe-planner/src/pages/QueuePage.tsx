// /posts/queue: every upcoming post across the user's planners, filterable (in the URL), with quick
// reschedule, a preview per post and a link to share the queue read-only.
import { App, Button, Card, Empty, Flex, Pagination, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PLANNER_NS } from '../i18n/namespace';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { PageHeader } from '../platform/PageHeader';
import { useLoad } from '@cadence/shared-lib';
import { loadPlannerOptions, loadQueue, type QueueEntry } from '../queue/queue-api';
import { readFilters, writeFilters, type QueueFilters } from '../queue/queue-filters';
import { QueueFiltersBar } from '../queue/QueueFiltersBar';
import { QueueList } from '../queue/QueueList';
import { QueuePreviewModal } from '../queue/QueuePreviewModal';
import { ShareQueueButton } from '../queue/ShareQueueButton';

export default function QueuePage() {
  const { t } = useTranslation(PLANNER_NS);
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const queue = useLoad(() => loadQueue(filters), writeFilters(filters).toString());
  const planners = useLoad(loadPlannerOptions, 'planners');
  const [open, setOpen] = useState<QueueEntry | null>(null);

  const change = (next: Partial<QueueFilters>) => setParams(writeFilters({ ...filters, page: 1, ...next }));
  const rescheduled = () => {
    void message.success(t('queue.reschedule.done'));
    queue.reload();
  };
  const filtered = Boolean(filters.planner || filters.channel || filters.state);

  let body;
  if (queue.loading && !queue.data) body = <Spin size="large" aria-label={t('queue.loading')} style={{ display: 'block', margin: 48 }} />;
  else if (queue.failed || !queue.data) body = <LoadFailed text={t('queue.loadFailed')} onRetry={queue.reload} />;
  else if (queue.data.posts.length === 0)
    body = (
      <Empty description={t(filtered ? 'queue.emptyFiltered' : 'queue.empty')}>
        {filtered ? (
          <Button onClick={() => setParams(new URLSearchParams())}>{t('queue.clearFilters')}</Button>
        ) : (
          <Link to="/accounts">{t('queue.toPlanners')}</Link>
        )}
      </Empty>
    );
  else
    body = (
      <Flex vertical gap="middle">
        <Spin spinning={queue.loading}>
          <QueueList entries={queue.data.posts} onOpen={setOpen} onChanged={rescheduled} />
        </Spin>
        <Pagination
          align="center"
          current={queue.data.meta.page}
          pageSize={queue.data.meta.per_page}
          total={queue.data.meta.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => change({ page })}
        />
      </Flex>
    );

  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('queue.title')} description={t('queue.description')} extra={<ShareQueueButton />} />
      <Card size="small">
        <Flex vertical gap="middle">
          <QueueFiltersBar filters={filters} planners={planners.data ?? []} onChange={change} />
          {body}
        </Flex>
      </Card>
      <QueuePreviewModal entry={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
