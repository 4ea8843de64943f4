// /schedules/auto-publishing-monitor: the user's auto-published posts with each delivery's state,
// filterable (in the URL), with the preview modal, Publish now and Disable auto publishing.
// A 403 (plan without auto publishing) is handled by the shell's upgrade prompt; the page then only
// says the monitor is not in the plan.
import { firstValidationMessage, useLoad, useSessionStore } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { App, Button, Card, Empty, Flex, Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PLANNER_NS } from '../i18n/namespace';
import { disableAutoPublishing, loadMonitor, publishNow, type MonitorRow } from '../monitor/monitor-api';
import { readMonitorFilters, writeMonitorFilters, type MonitorFilters } from '../monitor/monitor-filters';
import { MonitorFiltersBar } from '../monitor/MonitorFiltersBar';
import { MonitorTable } from '../monitor/MonitorTable';
import { isPlanDenied } from '../monitor/plan-denial';
import { useWatchPublishing } from '../monitor/use-watch-in-flight';
import { PageHeader } from '../platform/PageHeader';
import { PreviewModal } from '../preview/PreviewModal';
import { fromSchedulePost, type PreviewPost } from '../preview/preview-model';

export default function MonitorPage() {
  const { t } = useTranslation(PLANNER_NS);
  const { message } = App.useApp();
  const ownerName = useSessionStore((state) => state.user?.full_name ?? '');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readMonitorFilters(params), [params]);
  const list = useLoad(() => loadMonitor(filters), writeMonitorFilters(filters).toString());
  const [preview, setPreview] = useState<PreviewPost | null>(null);
  const [busy, setBusy] = useState<Record<number, 'publish' | 'disable'>>({});
  // Refreshes made by the watcher stay quiet: no spinner over the table every 5 s.
  const quiet = useRef(false);

  const rows = list.data?.rows ?? [];
  useWatchPublishing(rows, () => {
    quiet.current = true;
    list.reload();
  });
  if (!list.loading) quiet.current = false;

  const change = (next: Partial<MonitorFilters>) => setParams(writeMonitorFilters({ ...filters, page: 1, ...next }));
  const filtered = Boolean(filters.q || filters.channel || filters.state);

  const act = async (row: MonitorRow, kind: 'publish' | 'disable', action: () => Promise<void>) => {
    setBusy((current) => ({ ...current, [row.id]: kind }));
    try {
      await action();
    } catch (error) {
      const text = firstValidationMessage(error);
      if (text) void message.error(text);
      // The row may have moved on meanwhile (published, disabled elsewhere): show how it is now.
      list.reload();
    } finally {
      setBusy(({ [row.id]: _done, ...rest }) => rest);
    }
  };

  const onPublishNow = (row: MonitorRow) =>
    void act(row, 'publish', async () => {
      const updated = await publishNow(row.post.id);
      // spec §4: the row turns Publishing at once, from the answer.
      list.setData((current) => (current ? { ...current, rows: current.rows.map((r) => (r.id === row.id ? updated : r)) } : current));
      void message.success(t('monitor.publishNowStarted'));
    });

  const onDisable = (row: MonitorRow) =>
    void act(row, 'disable', async () => {
      await disableAutoPublishing(row.post.id);
      void message.success(t('monitor.disable.done'));
      list.reload();
    });

  let body;
  if (list.loading && !list.data) body = <Spin size="large" aria-label={t('monitor.loading')} style={{ display: 'block', margin: 48 }} />;
  else if (list.failed && isPlanDenied(list.error)) body = <Empty description={t('monitor.notInPlan')} />;
  else if (list.failed || !list.data) body = <LoadFailed text={t('monitor.loadFailed')} onRetry={list.reload} />;
  else if (list.data.rows.length === 0)
    body = (
      <Empty description={t(filtered ? 'monitor.emptyFiltered' : 'monitor.empty')}>
        {filtered ? <Button onClick={() => setParams(new URLSearchParams())}>{t('monitor.clearFilters')}</Button> : null}
      </Empty>
    );
  else
    body = (
      <MonitorTable
        answer={list.data}
        refreshing={list.loading && !quiet.current}
        busy={busy}
        onOpen={(row) => setPreview({ ...fromSchedulePost(row.post, row.start_date, row.account.timezone), publishing: row.published_on })}
        onPublishNow={onPublishNow}
        onDisable={onDisable}
        onPage={(page) => change({ page })}
      />
    );

  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('monitor.title')} description={t('monitor.description')} />
      <Card size="small">
        <Flex vertical gap="middle">
          <MonitorFiltersBar filters={filters} onChange={change} />
          {body}
        </Flex>
      </Card>
      <PreviewModal post={preview} ownerName={ownerName} onClose={() => setPreview(null)} onChanged={list.reload} />
    </Flex>
  );
}
