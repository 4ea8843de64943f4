// What a post preview shows (spec §3 Post preview): date in the planner's zone, type, channels, caption,
// images or video, the link card, the owner's name and the review status.
import { Descriptions, Flex, Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { REVIEW_COLORS, STATE_COLORS, TypeIcon } from '../calendar/post-look';
import { formatInZone, zoneLabel } from '../platform/dates';
import { LinkCard } from './LinkCard';
import { PublishingStatus } from './PublishingStatus';
import type { PreviewPost } from './preview-model';

export function PostPreviewBody({ post, ownerName }: { post: PreviewPost; ownerName: string }) {
  const { t } = useTranslation(PLANNER_NS);
  const images = post.media.filter((m) => m.kind === 'image');
  const video = post.media.find((m) => m.kind === 'video');
  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'date',
            label: t('preview.date'),
            children: post.instant ? `${formatInZone(post.instant, post.timezone, 'LLLL')} · ${zoneLabel(post.timezone, post.instant)}` : t('preview.noDate'),
          },
          {
            key: 'type',
            label: t('preview.type'),
            children: (
              <Flex gap={6} align="center">
                <TypeIcon type={post.type} />
                {t(`calendar.type.${post.type}`)}
              </Flex>
            ),
          },
          { key: 'channels', label: t('preview.channels'), children: post.channelsName || t('calendar.noChannels') },
          { key: 'owner', label: t('preview.owner'), children: ownerName },
          ...(post.planner ? [{ key: 'planner', label: t('preview.planner'), children: post.planner.name }] : []),
          {
            key: 'state',
            label: t('preview.state'),
            children: (
              <Flex gap={4} wrap>
                <Tag color={STATE_COLORS[post.state]}>{t(`calendar.state.${post.state}`)}</Tag>
                {post.reviewStatus !== 'none' ? (
                  <Tag color={REVIEW_COLORS[post.reviewStatus]} data-testid="review-status">
                    {t(`calendar.review.${post.reviewStatus}`)}
                  </Tag>
                ) : null}
              </Flex>
            ),
          },
          ...(post.publishing && post.publishing.length > 0
            ? [{ key: 'publishing', label: t('publishing.title'), children: <PublishingStatus targets={post.publishing} postId={post.id} timezone={post.timezone} /> }]
            : []),
        ]}
      />
      {post.title ? <Typography.Title level={5} style={{ margin: 0 }}>{post.title}</Typography.Title> : null}
      {post.caption ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{post.caption}</Typography.Paragraph> : null}
      {images.length > 0 ? (
        <Image.PreviewGroup>
          <Flex gap="small" wrap>
            {images.map((image, i) => (
              <Image key={image.url} src={image.url} width={images.length === 1 ? 320 : 120} alt={t('preview.imageAlt', { n: i + 1 })} />
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : null}
      {video ? <video src={video.url} controls style={{ maxInlineSize: '100%', maxBlockSize: 320 }} aria-label={t('preview.video')} /> : null}
      {post.link ? <LinkCard link={post.link} /> : null}
    </Flex>
  );
}
