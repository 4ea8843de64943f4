// Dashboard widget (spec §2 Dashboard): the user's planners as compact cards linking to their calendars.
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PLANNER_NS } from '../i18n/namespace';
import { ColorDot } from '../planners/ColorDot';
import { listPlanners } from '../planners/planners-api';
import { formatInZone } from '../platform/dates';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { useLoad } from '@cadence/shared-lib';

export default function PlannersWidget() {
  const { t } = useTranslation(PLANNER_NS);
  const planners = useLoad(listPlanners);
  const navigate = useNavigate();

  let body;
  if (planners.failed) body = <LoadFailed text={t('planners.loadFailed')} onRetry={planners.reload} />;
  else if (!planners.data) body = <Skeleton active />;
  else if (planners.data.length === 0)
    body = (
      <Empty description={t('planners.widget.empty')}>
        <Button type="primary" onClick={() => navigate('/accounts')}>
          {t('planners.widget.create')}
        </Button>
      </Empty>
    );
  else
    body = (
      <Row gutter={[12, 12]}>
        {planners.data.map((planner) => (
          <Col key={planner.id} xs={24} sm={12} lg={8}>
            <Link to={`/schedules/${planner.id}`} aria-label={t('planners.open', { name: planner.name })}>
              <Card size="small" hoverable>
                <Flex vertical gap={4}>
                  <Flex gap="small" align="center">
                    <ColorDot color={planner.color} />
                    <Typography.Text strong ellipsis>
                      {planner.name}
                    </Typography.Text>
                  </Flex>
                  <Typography.Text type="secondary">
                    {planner.next_post_at
                      ? t('planners.nextPost', { when: formatInZone(planner.next_post_at, planner.timezone) })
                      : t('planners.noNextPost')}
                  </Typography.Text>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    );

  return (
    <Card title={t('planners.widget.title')} extra={<Link to="/accounts">{t('planners.widget.all')}</Link>}>
      {body}
    </Card>
  );
}
