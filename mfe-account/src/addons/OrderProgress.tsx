// Where an ordered service stands (pending → in progress → delivered, or cancelled), as steps the
// customer can follow.
import { Steps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../i18n/namespace';
import type { AddonOrder } from './types';

const FLOW = ['pending', 'in_progress', 'delivered'] as const;

export function OrderProgress({ status }: { status: NonNullable<AddonOrder['service_status']> }) {
  const { t } = useTranslation(ACCOUNT_NS);
  if (status === 'cancelled') return <Tag color="red">{t('orders.service.cancelled')}</Tag>;
  const current = FLOW.indexOf(status);
  return (
    <Steps
      size="small"
      current={current}
      status={status === 'delivered' ? 'finish' : 'process'}
      aria-label={t('orders.serviceStatus', { status: t(`orders.service.${status}`) })}
      items={FLOW.map((step) => ({ title: t(`orders.service.${step}`) }))}
    />
  );
}
