// "Your orders": the customer's add-on orders, newest first, with payment status, a service's
// progress and the note the team left for them.
import { dayjs } from '@cadence/shared-lib';
import { Alert, Empty, Flex, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../i18n/namespace';
import { OrderProgress } from './OrderProgress';
import type { AddonOrder } from './types';

const PAYMENT_COLORS: Record<AddonOrder['payment_status'], string> = { pending: 'gold', paid: 'green', failed: 'red' };

export function OrdersList({ orders }: { orders: AddonOrder[] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { token } = theme.useToken();
  if (orders.length === 0) return <Empty description={t('orders.empty')} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {orders.map((order) => (
        <li key={order.id} data-testid="order" style={{ padding: '16px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          <Flex vertical gap="small">
            <Flex justify="space-between" align="center" wrap gap="small">
              <Flex align="center" gap="small" wrap>
                <Typography.Text strong>{order.addon_name}</Typography.Text>
                <Tag color={PAYMENT_COLORS[order.payment_status]}>{t(`orders.payment.${order.payment_status}`)}</Tag>
              </Flex>
              <Typography.Text type="secondary">
                {dayjs(order.created_at).format('LL')} · {order.price_format}
              </Typography.Text>
            </Flex>
            {order.payment_status === 'paid' && order.service_status ? <OrderProgress status={order.service_status} /> : null}
            {order.brief ? (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis={{ rows: 2, expandable: true }}>
                {t('orders.yourBrief')}: {order.brief}
              </Typography.Paragraph>
            ) : null}
            {order.customer_note ? (
              <Alert type="info" showIcon title={t('orders.note')} description={order.customer_note} />
            ) : null}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
