// A user's billing: the subscription in force (plan, status, renewal or end, trial end), past
// subscriptions, invoices and add-on orders, read from GET /admin/users/:id/billing.
import { dayjs, useLoad } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { Descriptions, Drawer, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from './admin-users-api';
import { loadBilling, type BillingSubscription, type UserBilling } from './billing-api';

const SUBSCRIPTION_COLORS: Record<BillingSubscription['status'], string> = {
  active: 'green',
  trialing: 'blue',
  past_due: 'orange',
  cancelled: 'default',
  expired: 'default',
};

const INVOICE_COLORS: Record<UserBilling['invoices'][number]['status'], string> = {
  paid: 'green',
  open: 'blue',
  void: 'default',
  failed: 'red',
};

function useDate() {
  const { i18n } = useTranslation();
  return (value: string | null) => (value ? <span key={i18n.language}>{dayjs(value).format('LL')}</span> : '—');
}

function Current({ subscription }: { subscription: BillingSubscription | null }) {
  const { t } = useTranslation('mfe-admin');
  const date = useDate();
  if (!subscription) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('billing.noSubscription')} />;
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('billing.plan')}>
        <Typography.Text strong>{subscription.plan.name}</Typography.Text>
        {subscription.price_format && subscription.duration && (
          <Typography.Text type="secondary">
            {' · '}
            {t('billing.pricePer', { price: subscription.price_format, period: t(`plans.period.${subscription.duration}`) })}
          </Typography.Text>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('billing.status')}>
        <Tag color={SUBSCRIPTION_COLORS[subscription.status]}>{t(`billing.status.${subscription.status}`)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('billing.started')}>{date(subscription.started_at)}</Descriptions.Item>
      {subscription.renews_on && <Descriptions.Item label={t('billing.renews')}>{date(subscription.renews_on)}</Descriptions.Item>}
      {(subscription.cancel_at || subscription.ends_at) && (
        <Descriptions.Item label={t('billing.ends')}>{date(subscription.cancel_at ?? subscription.ends_at)}</Descriptions.Item>
      )}
      {subscription.trial_ends_at && <Descriptions.Item label={t('billing.trialEnds')}>{date(subscription.trial_ends_at)}</Descriptions.Item>}
    </Descriptions>
  );
}

function Details({ billing }: { billing: UserBilling }) {
  const { t } = useTranslation('mfe-admin');
  const date = useDate();
  return (
    <Flex vertical gap="large">
      <section aria-label={t('billing.current')}>
        <Typography.Title level={5}>{t('billing.current')}</Typography.Title>
        <Current subscription={billing.subscription} />
      </section>
      <section aria-label={t('billing.history')}>
        <Typography.Title level={5}>{t('billing.history')}</Typography.Title>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={billing.history}
          locale={{ emptyText: t('billing.noHistory') }}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'plan', title: t('billing.plan'), render: (_, s) => s.plan.name },
            {
              key: 'status',
              title: t('billing.status'),
              render: (_, s) => <Tag color={SUBSCRIPTION_COLORS[s.status]}>{t(`billing.status.${s.status}`)}</Tag>,
            },
            { key: 'started', title: t('billing.started'), render: (_, s) => date(s.started_at) },
            { key: 'ended', title: t('billing.ends'), render: (_, s) => date(s.ends_at ?? s.cancel_at) },
          ]}
        />
      </section>
      <section aria-label={t('billing.invoices')}>
        <Typography.Title level={5}>{t('billing.invoices')}</Typography.Title>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={billing.invoices}
          locale={{ emptyText: t('billing.noInvoices') }}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'number', title: t('billing.number'), dataIndex: 'number' },
            { key: 'date', title: t('billing.date'), render: (_, i) => date(i.issued_at) },
            { key: 'description', title: t('billing.description'), dataIndex: 'description' },
            { key: 'amount', title: t('billing.amount'), dataIndex: 'price_format' },
            {
              key: 'status',
              title: t('billing.status'),
              render: (_, i) => <Tag color={INVOICE_COLORS[i.status]}>{t(`billing.invoice.${i.status}`)}</Tag>,
            },
          ]}
        />
      </section>
      <section aria-label={t('billing.orders')}>
        <Typography.Title level={5}>{t('billing.orders')}</Typography.Title>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={billing.orders}
          locale={{ emptyText: t('billing.noOrders') }}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'addon', title: t('billing.addon'), render: (_, o) => o.addon.name },
            { key: 'date', title: t('billing.date'), render: (_, o) => date(o.created_at) },
            { key: 'amount', title: t('billing.amount'), dataIndex: 'price_format' },
            { key: 'payment', title: t('billing.payment'), render: (_, o) => t(`billing.payment.${o.payment_status}`) },
            {
              key: 'service',
              title: t('billing.service'),
              render: (_, o) => (o.service_status ? t(`services.status.${o.service_status}`) : '—'),
            },
          ]}
        />
      </section>
    </Flex>
  );
}

function BillingContent({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation('mfe-admin');
  const billing = useLoad(() => loadBilling(user.id), user.id);
  if (billing.failed) return <LoadFailed text={t('billing.loadFailed')} onRetry={billing.reload} />;
  if (!billing.data) return <Skeleton active />;
  return <Details billing={billing.data} />;
}

export function BillingDrawer({ user, onClose }: { user: AdminUserRow | null; onClose(): void }) {
  const { t } = useTranslation('mfe-admin');
  return (
    <Drawer open={user !== null} onClose={onClose} title={t('billing.title', { name: user?.full_name ?? '' })} size="large" destroyOnHidden>
      {user && <BillingContent key={user.id} user={user} />}
    </Drawer>
  );
}
