// /schedules/accounts/:hash (full layout, any signed-in user): a shared planner, read-only, in month
// and list views; each post can be approved or sent back with a comment.
import { currentLocale } from '@cadence/shared-lib';
import { Flex, Skeleton, Space, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { todayIn, weekStartOf, windowOf, type CalendarView } from '../calendar/calendar-model';
import { CalendarToolbar } from '../calendar/CalendarToolbar';
import { CalendarViews } from '../calendar/CalendarViews';
import { useCalendarUrl } from '../calendar/use-calendar-url';
import { PLANNER_NS } from '../i18n/namespace';
import { ColorDot } from '../planners/ColorDot';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { useLoad } from '@cadence/shared-lib';
import { fromSharedPost, toEntry, type CalendarEntry } from '../preview/preview-model';
import { isGone, LinkUnavailable } from '../shared-views/LinkUnavailable';
import { loadSharedSchedule } from '../shared-views/shares-api';
import { SharedPreviewModal } from '../shared-views/SharedPreviewModal';
import { useOpenPost } from '../shared-views/use-shared-posts';
import { browserTimeZone } from '../planners/time-zones';

const SHARED_VIEWS: readonly CalendarView[] = ['month', 'list'];

export default function SharedPlannerPage() {
  const { t } = useTranslation(PLANNER_NS);
  const hash = useParams().hash ?? '';
  const weekStart = weekStartOf(currentLocale());
  const today = todayIn(browserTimeZone());
  const { view, date, go } = useCalendarUrl(today, SHARED_VIEWS);
  const { from, to } = windowOf(view, date, weekStart);
  const load = useCallback(() => loadSharedSchedule(hash, from, to), [hash, from, to]);
  const shared = useLoad(load, `${hash}:${from}:${to}`);
  const { open, setOpen, onVerdict, withVerdict } = useOpenPost();

  const entries = useMemo(() => {
    const zone = shared.data?.account.timezone ?? 'UTC';
    return (shared.data?.schedule ?? []).map((p) => toEntry(withVerdict(fromSharedPost(p)), zone)).filter((e): e is CalendarEntry => e !== null);
  }, [shared.data, withVerdict]);

  if (shared.failed && isGone(shared.error)) return <LinkUnavailable />;
  const account = shared.data?.account;

  return (
    <Flex vertical gap="middle" style={{ padding: 24, maxInlineSize: 1400, marginInline: 'auto' }}>
      <div>
        <Space align="center">
          {account ? <ColorDot color={account.color} size={16} /> : null}
          <Typography.Title level={2} style={{ margin: 0 }}>
            {account?.name ?? t('share.sharedPlanner')}
          </Typography.Title>
        </Space>
        {account ? <Typography.Paragraph type="secondary">{t('share.sharedBy', { name: account.owner_name })}</Typography.Paragraph> : null}
      </div>
      <CalendarToolbar view={view} views={SHARED_VIEWS} date={date} today={today} weekStart={weekStart} zone={account?.timezone ?? browserTimeZone()} onChange={go} />
      {shared.failed ? (
        <LoadFailed text={t('calendar.loadFailed')} onRetry={shared.reload} />
      ) : !shared.data || shared.loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <CalendarViews view={view} date={date} today={today} weekStart={weekStart} entries={entries} onOpen={(entry) => setOpen(entry.post)} />
      )}
      <SharedPreviewModal hash={hash} post={open} ownerName={account?.owner_name ?? ''} onClose={() => setOpen(null)} onVerdict={onVerdict} />
    </Flex>
  );
}
