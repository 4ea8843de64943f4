// /accounts: the user's content planners as cards; create and edit in a drawer, delete after confirmation.
import { App, Button, Col, Empty, Flex, Row, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { PlannerCard } from '../planners/PlannerCard';
import { PlannerDrawer } from '../planners/PlannerDrawer';
import { listPlanners, type Planner } from '../planners/planners-api';
import { useDeletePlanner } from '../planners/use-delete-planner';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { PageHeader } from '../platform/PageHeader';
import { useLoad } from '@cadence/shared-lib';

export default function PlannersHome() {
  const { t } = useTranslation(PLANNER_NS);
  const { message } = App.useApp();
  const planners = useLoad(listPlanners);
  const [editing, setEditing] = useState<{ planner: Planner | null } | null>(null);
  const { setData } = planners;
  const onDeleted = useCallback((gone: Planner) => setData((old) => old?.filter((p) => p.id !== gone.id) ?? old), [setData]);
  const remove = useDeletePlanner(onDeleted);

  function saved(planner: Planner) {
    void message.success(t(editing?.planner ? 'planners.updated' : 'planners.created', { name: planner.name }));
    setEditing(null);
    planners.reload();
  }

  const create = (
    <Button type="primary" onClick={() => setEditing({ planner: null })}>
      {t('planners.new')}
    </Button>
  );

  let body;
  if (planners.failed) body = <LoadFailed text={t('planners.loadFailed')} onRetry={planners.reload} />;
  else if (!planners.data) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (planners.data.length === 0)
    body = (
      <Empty description={t('planners.empty')}>
        <Button type="primary" onClick={() => setEditing({ planner: null })}>
          {t('planners.createFirst')}
        </Button>
      </Empty>
    );
  else
    body = (
      <Row gutter={[16, 16]}>
        {planners.data.map((planner) => (
          <Col key={planner.id} xs={24} md={12} xl={8}>
            <PlannerCard planner={planner} onEdit={(p) => setEditing({ planner: p })} onDelete={(p) => void remove(p)} />
          </Col>
        ))}
      </Row>
    );

  return (
    // data-build: which build of this remote rendered the page (the redeploy check reads it).
    <Flex vertical gap="middle" data-testid="remote-build" data-build={__APP_VERSION__}>
      <PageHeader title={t('title')} description={t('description')} extra={create} />
      {body}
      <PlannerDrawer open={editing !== null} planner={editing?.planner ?? null} onClose={() => setEditing(null)} onSaved={saved} />
    </Flex>
  );
}
