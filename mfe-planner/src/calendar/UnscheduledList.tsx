// Drafts with no date yet, beside the calendar; a click opens the preview.
import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import type { PreviewPost } from '../preview/preview-model';
import { excerpt } from './PostChip';
import { TypeIcon } from './post-look';

export function UnscheduledList({ posts, onOpen }: { posts: PreviewPost[]; onOpen(post: PreviewPost): void }) {
  const { t } = useTranslation(PLANNER_NS);
  return (
    <Card size="small" title={t('calendar.unscheduled')}>
      {posts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calendar.noUnscheduled')} />
      ) : (
        <Flex vertical gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {posts.map((post) => (
            <li key={post.id}>
              <Typography.Link onClick={() => onOpen(post)} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                <TypeIcon type={post.type} />
                {excerpt(post.title || post.caption) || t('calendar.untitled')}
              </Typography.Link>
            </li>
          ))}
        </Flex>
      )}
    </Card>
  );
}
