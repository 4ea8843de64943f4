// /admin/plans: every plan with its durations and features; create, edit and delete them.
import { firstValidationMessage, useLoad } from '@cadence/shared-lib';
import { confirmDelete, LoadFailed } from '@cadence/shared-lib/antd';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../platform/PageHeader';
import { PlanDrawer } from '../plans/PlanDrawer';
import { deletePlan, listCatalogue, listPlans, type AdminPlan } from '../plans/plans-api';
import { PlansTable } from '../plans/PlansTable';

interface Editing {
  plan: AdminPlan | null;
}

export default function PlansPage() {
  const { t } = useTranslation('mfe-admin');
  const { message } = App.useApp();
  const plans = useLoad(listPlans);
  const catalogue = useLoad(listCatalogue);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  function saved(plan: AdminPlan) {
    void message.success(t(editing?.plan ? 'plans.updated' : 'plans.created', { name: plan.name }));
    setEditing(null);
    // Saving a default plan clears the flag on the others: the whole list is fetched again.
    plans.reload();
  }

  async function remove(plan: AdminPlan) {
    if (!(await confirmDelete())) return;
    setDeletingId(plan.id);
    try {
      await deletePlan(plan.id);
      plans.setData((old) => old?.filter((p) => p.id !== plan.id) ?? old);
      void message.success(t('plans.deleted', { name: plan.name }));
    } catch (error) {
      // A refusal (subscribers, default plan) is a 422 whose message says why.
      const text = firstValidationMessage(error);
      if (text) void message.error(text);
    } finally {
      setDeletingId(null);
    }
  }

  const failed = plans.failed || catalogue.failed;
  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('plans.title')}
        description={t('plans.description')}
        extra={
          <Button type="primary" disabled={!catalogue.data} onClick={() => setEditing({ plan: null })}>
            {t('plans.new')}
          </Button>
        }
      />
      {failed ? (
        <LoadFailed
          text={t('plans.loadFailed')}
          onRetry={() => {
            plans.reload();
            catalogue.reload();
          }}
        />
      ) : (
        <PlansTable
          plans={plans.data ?? []}
          loading={plans.loading}
          deletingId={deletingId}
          onEdit={(plan) => setEditing({ plan })}
          onDelete={(plan) => void remove(plan)}
        />
      )}
      <PlanDrawer
        open={editing !== null}
        plan={editing?.plan ?? null}
        catalogue={catalogue.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
    </Flex>
  );
}
