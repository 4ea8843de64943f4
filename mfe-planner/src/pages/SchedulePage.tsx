// /schedules/:id: a planner's calendar in its own time zone (month, week, list), drafts beside it,
// post previews, drag or keyboard rescheduling and the share links.
import { currentLocale } from '@cadence/shared-lib';
import { Button, Col, Flex, Result, Row, Skeleton, Space, Typography } from 'antd';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { todayIn, VIEWS, weekStartOf, windowOf } from '../calendar/calendar-model';
import { CalendarToolbar } from '../calendar/CalendarToolbar';
import { CalendarViews } from '../calendar/CalendarViews';
import { UnscheduledList } from '../calendar/UnscheduledList';
import { useCalendarUrl } from '../calendar/use-calendar-url';
import { usePlannerSchedule } from '../calendar/use-planner-schedule';
import { PLANNER_NS } from '../i18n/namespace';
import { ColorDot } from '../planners/ColorDot';
import { browserTimeZone } from '../planners/time-zones';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { PreviewModal } from '../preview/PreviewModal';
import type { PreviewPost } from '../preview/preview-model';
import { ShareDrawer } from '../shared-views/ShareDrawer';

export default function SchedulePage() {
  const { t } = useTranslation(PLANNER_NS);
  const navigate = useNavigate();
  const plannerId = Number(useParams().id);
  const [zone, setZone] = useState<string>(browserTimeZone);
  const today = todayIn(zone);
  const weekStart = weekStartOf(currentLocale());
  const { view, date, go } = useCalendarUrl(today, VIEWS);
  const { from, to } = windowOf(view, date, weekStart);
  const { schedule, move } = usePlannerSchedule(plannerId, from, to);
  const [preview, setPreview] = useState<PreviewPost | null>(null);
  const [sharing, setSharing] = useState(false);

  const account = schedule.data?.account;
  // "Today" and the default date follow the planner's zone once it is known.
  if (account && account.timezone !== zone) setZone(account.timezone);

  if (schedule.failed && isAxiosError(schedule.error) && schedule.error.response?.status === 404) {
    return <Result status="404" title={t('calendar.notFound')} extra={<Button onClick={() => navigate('/accounts')}>{t('calendar.backToPlanners')}</Button>} />;
  }

  const create = (d: string, time: string) => navigate(`/posts/create/${plannerId}?date=${d}&time=${time}`);

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Space align="center">
          {account ? <ColorDot color={account.color} size={16} /> : null}
          <Typography.Title level={2} style={{ margin: 0 }}>
            {account?.name ?? t('calendar.title')}
          </Typography.Title>
        </Space>
        <Space wrap>
          <Button onClick={() => setSharing(true)} disabled={!account}>
            {t('share.button')}
          </Button>
          <Button type="primary" onClick={() => create(date < today ? today : date, '09:00')}>
            {t('calendar.newPost')}
          </Button>
        </Space>
      </Flex>
      {account?.desc ? <Typography.Text type="secondary">{account.desc}</Typography.Text> : null}
      <CalendarToolbar view={view} views={VIEWS} date={date} today={today} weekStart={weekStart} zone={zone} onChange={go} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={19}>
          {schedule.failed ? (
            <LoadFailed text={t('calendar.loadFailed')} onRetry={schedule.reload} />
          ) : !schedule.data || schedule.loading ? (
            <div data-testid="calendar-loading" aria-busy="true" aria-label={t('calendar.loading')}>
              <Skeleton active paragraph={{ rows: 10 }} />
            </div>
          ) : (
            <CalendarViews
              view={view}
              date={date}
              today={today}
              weekStart={weekStart}
              entries={schedule.data.entries}
              onOpen={(entry) => setPreview(entry.post)}
              onMove={(entry, d, time) => void move(entry, d, time)}
              onCreateAt={create}
            />
          )}
        </Col>
        <Col xs={24} xl={5}>
          <UnscheduledList posts={schedule.data?.unscheduled ?? []} onOpen={setPreview} />
        </Col>
      </Row>
      <PreviewModal post={preview} ownerName={account?.user.full_name ?? ''} onClose={() => setPreview(null)} onChanged={schedule.reload} />
      <ShareDrawer open={sharing} plannerId={plannerId} plannerName={account?.name ?? ''} onClose={() => setSharing(false)} />
    </Flex>
  );
}
