// One planner as a card: colour dot, name, description, zone, counts and next post; opens its calendar.
import { Button, Card, Flex, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PLANNER_NS } from '../i18n/namespace';
import { formatInZone } from '../platform/dates';
import { ColorDot } from './ColorDot';
import type { Planner } from './planners-api';

export interface PlannerCardProps {
  planner: Planner;
  onEdit(planner: Planner): void;
  onDelete(planner: Planner): void;
}

export function PlannerCard({ planner, onEdit, onDelete }: PlannerCardProps) {
  const { t } = useTranslation(PLANNER_NS);
  return (
    <Card
      data-testid={`planner-${planner.id}`}
      title={
        <Link to={`/schedules/${planner.id}`} aria-label={t('planners.open', { name: planner.name })}>
          <Space>
            <ColorDot color={planner.color} />
            <span>{planner.name}</span>
          </Space>
        </Link>
      }
      actions={[
        <Button key="edit" type="link" aria-label={t('planners.editPlanner', { name: planner.name })} onClick={() => onEdit(planner)}>
          {t('planners.edit')}
        </Button>,
        <Button key="delete" type="link" danger aria-label={t('planners.deletePlanner', { name: planner.name })} onClick={() => onDelete(planner)}>
          {t('planners.delete')}
        </Button>,
      ]}
    >
      <Flex vertical gap="small">
        {planner.desc ? <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>{planner.desc}</Typography.Paragraph> : null}
        <Typography.Text type="secondary">{t('planners.zoneIs', { zone: planner.timezone })}</Typography.Text>
        <Flex gap="large">
          <Statistic title={t('planners.posts')} value={planner.posts_count} />
          <Statistic title={t('planners.upcoming')} value={planner.upcoming_count} />
        </Flex>
        <Typography.Text>
          {planner.next_post_at
            ? t('planners.nextPost', { when: formatInZone(planner.next_post_at, planner.timezone) })
            : t('planners.noNextPost')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
