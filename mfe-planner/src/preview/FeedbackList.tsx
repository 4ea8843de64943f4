// Visitors' verdicts on one of the owner's posts (GET /posts/:postId/feedback), newest first.
import { Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { REVIEW_COLORS } from '../calendar/post-look';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { useLoad } from '@cadence/shared-lib';
import { formatInZone } from '../platform/dates';
import { listFeedback } from './posts-api';

export function FeedbackList({ postId, timezone }: { postId: number; timezone: string }) {
  const { t } = useTranslation(PLANNER_NS);
  const load = useCallback(() => listFeedback(postId), [postId]);
  const feedback = useLoad(load, postId);
  let body;
  if (feedback.failed) body = <LoadFailed text={t('preview.feedbackFailed')} onRetry={feedback.reload} />;
  else if (!feedback.data) body = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (feedback.data.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('preview.noFeedback')} />;
  else
    body = (
      <Flex vertical gap="small" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {feedback.data.map((item) => (
          <li key={`${item.created_at}-${item.author_name}`}>
            <Flex gap={6} align="center" wrap>
              <Tag color={REVIEW_COLORS[item.verdict]}>{t(`calendar.review.${item.verdict}`)}</Tag>
              <Typography.Text strong>{item.author_name}</Typography.Text>
              <Typography.Text type="secondary">{formatInZone(item.created_at, timezone)}</Typography.Text>
            </Flex>
            {item.comment ? <Typography.Paragraph style={{ marginBlock: 4, whiteSpace: 'pre-wrap' }}>{item.comment}</Typography.Paragraph> : null}
          </li>
        ))}
      </Flex>
    );
  return (
    <section aria-label={t('preview.feedback')}>
      <Typography.Title level={5}>{t('preview.feedback')}</Typography.Title>
      {body}
    </section>
  );
}
