// Dashboard widget (spec §2 Dashboard, shown when the plan includes auto publishing): the next few
// auto-published posts with their state, and a link to the full monitor.
import { useLoad } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { Card, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PLANNER_NS } from '../i18n/namespace';
import { loadMonitor } from '../monitor/monitor-api';
import { isPlanDenied } from '../monitor/plan-denial';
import { StatusTag } from '../monitor/StatusTag';
import { useWatchPublishing } from '../monitor/use-watch-in-flight';
import { formatDate } from '../platform/dates';
import { platformName } from '../preview/PublishingStatus';
import { excerpt } from '../queue/QueueRow';

const MONITOR_PATH = '/schedules/auto-publishing-monitor';
const WIDGET_ROWS = 5;

export default function MonitorWidget() {
  const { t } = useTranslation(PLANNER_NS);
  const { token } = theme.useToken();
  const list = useLoad(() => loadMonitor({ q: '', page: 1 }));
  const rows = (list.data?.rows ?? []).slice(0, WIDGET_ROWS);
  useWatchPublishing(rows, list.reload);

  let body;
  if (list.failed && isPlanDenied(list.error)) body = <Empty description={t('monitor.notInPlan')} />;
  else if (list.failed) body = <LoadFailed text={t('monitor.loadFailed')} onRetry={list.reload} />;
  else if (!list.data) body = <Skeleton active />;
  else if (rows.length === 0) body = <Empty description={t('monitor.empty')} />;
  else
    body = (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <li key={row.id} data-testid={`monitor-widget-row-${row.id}`} style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
            <Flex justify="space-between" align="center" gap="small" wrap>
              <Flex vertical style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Typography.Text ellipsis>{excerpt(row.post.title || row.post.caption, 60) || t('monitor.untitled')}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {[row.account.name, `${formatDate(row.local_date)} ${row.local_time}`, row.published_on.map((p) => platformName(t, p.platform)).join(', ')]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
              </Flex>
              <StatusTag state={row.auto_publishing_state} />
            </Flex>
          </li>
        ))}
      </ul>
    );

  return (
    <Card title={t('monitor.widget.title')} extra={<Link to={MONITOR_PATH}>{t('monitor.widget.all')}</Link>}>
      {body}
    </Card>
  );
}
