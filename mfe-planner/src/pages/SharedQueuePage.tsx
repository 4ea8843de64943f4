// /posts/queue/users/:hash (full layout, any signed-in user): someone's upcoming posts, read-only,
// grouped by day; each post can be approved or sent back with a comment.
import { Empty, Flex, Skeleton, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { byDay } from '../calendar/calendar-model';
import { ListView } from '../calendar/ListView';
import { PLANNER_NS } from '../i18n/namespace';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { useLoad } from '@cadence/shared-lib';
import { fromSharedPost, toEntry, type CalendarEntry } from '../preview/preview-model';
import { isGone, LinkUnavailable } from '../shared-views/LinkUnavailable';
import { loadSharedQueue } from '../shared-views/shares-api';
import { SharedPreviewModal } from '../shared-views/SharedPreviewModal';
import { useOpenPost } from '../shared-views/use-shared-posts';
import { currentLocale, isRtl } from '@cadence/shared-lib';

export default function SharedQueuePage() {
  const { t } = useTranslation(PLANNER_NS);
  const hash = useParams().hash ?? '';
  const load = useCallback(() => loadSharedQueue(hash), [hash]);
  const shared = useLoad(load, hash);
  const { open, setOpen, onVerdict, withVerdict } = useOpenPost();

  // Each post on its own planner's wall clock (the queue mixes planners and zones).
  const entries = useMemo(
    () => (shared.data?.posts ?? []).map((p) => toEntry(withVerdict(fromSharedPost(p)), p.timezone)).filter((e): e is CalendarEntry => e !== null),
    [shared.data, withVerdict],
  );
  const days = useMemo(() => [...new Set(entries.map((e) => e.date))].sort(), [entries]);

  if (shared.failed && isGone(shared.error)) return <LinkUnavailable />;

  let body;
  if (shared.failed) body = <LoadFailed text={t('share.queueFailed')} onRetry={shared.reload} />;
  else if (!shared.data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (entries.length === 0) body = <Empty description={t('share.queueEmpty')} />;
  else body = <ListView days={days} anchor={days[0]} today={days[0]} byDay={byDay(entries)} rtl={isRtl(currentLocale())} readOnly onOpen={(entry) => setOpen(entry.post)} />;

  return (
    <Flex vertical gap="middle" style={{ padding: 24, maxInlineSize: 1100, marginInline: 'auto' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('share.sharedQueue')}
        </Typography.Title>
        {shared.data ? <Typography.Paragraph type="secondary">{t('share.sharedBy', { name: shared.data.owner_name })}</Typography.Paragraph> : null}
      </div>
      {body}
      <SharedPreviewModal hash={hash} post={open} ownerName={shared.data?.owner_name ?? ''} onClose={() => setOpen(null)} onVerdict={onVerdict} />
    </Flex>
  );
}
