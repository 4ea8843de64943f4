// The plans table: name with its tags, trial, durations and prices, subscribers, offer code, actions.
import { formatMoney } from '@cadence/shared-lib';
import { Button, Flex, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from './plans-api';

export interface PlansTableProps {
  plans: AdminPlan[];
  loading: boolean;
  deletingId: number | null;
  onEdit(plan: AdminPlan): void;
  onDelete(plan: AdminPlan): void;
}

export function PlansTable({ plans, loading, deletingId, onEdit, onDelete }: PlansTableProps) {
  const { t } = useTranslation('mfe-admin');
    return (
    <Table<AdminPlan>
      rowKey="id"
      loading={loading}
      dataSource={plans}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: loading ? <span /> : t('plans.empty') }}
      columns={[
        {
          key: 'name',
          title: t('plans.name'),
          render: (_, plan) => (
            <Flex vertical gap={4}>
              <Typography.Text strong>{plan.name}</Typography.Text>
              <Space size={4} wrap>
                {plan.default && <Tag color="blue">{t('plans.default')}</Tag>}
                {plan.recommended && <Tag color="gold">{t('plans.recommended')}</Tag>}
                {plan.free && <Tag color="green">{t('plans.free')}</Tag>}
              </Space>
            </Flex>
          ),
        },
        {
          key: 'trial',
          title: t('plans.trialDays'),
          render: (_, plan) => (plan.trial_days > 0 ? t('plans.trialN', { count: plan.trial_days }) : t('plans.noTrial')),
        },
        {
          key: 'durations',
          title: t('plans.durations'),
          render: (_, plan) => (
            <Flex vertical>
              {plan.durations.map((d) => (
                <Typography.Text key={d.id}>
                  {t('plans.durationSummary', {
                    label: d.label,
                    price: formatMoney(d.price, d.currency),
                    period: t(`plans.period.${d.duration}`),
                  })}
                  {d.default && <Typography.Text type="secondary"> · {t('plans.defaultDuration')}</Typography.Text>}
                </Typography.Text>
              ))}
            </Flex>
          ),
        },
        { key: 'subscribers', title: t('plans.subscribers'), render: (_, plan) => plan.subscribers },
        {
          key: 'offer',
          title: t('plans.offerCode'),
          render: (_, plan) => (plan.offer_code ? <Typography.Text code>{plan.offer_code}</Typography.Text> : '—'),
        },
        {
          key: 'actions',
          title: t('columns.actions'),
          render: (_, plan) => (
            <Space size="small">
              <Button size="small" aria-label={t('plans.editPlan', { name: plan.name })} onClick={() => onEdit(plan)}>
                {t('edit')}
              </Button>
              <Button
                size="small"
                danger
                aria-label={t('plans.deletePlan', { name: plan.name })}
                loading={deletingId === plan.id}
                onClick={() => onDelete(plan)}
              >
                {t('delete')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
