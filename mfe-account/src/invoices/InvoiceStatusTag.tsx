// An invoice's status as a coloured tag (antd preset colours follow the light and dark skins).
import type { CallResult } from '@cadence/shared-lib';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../i18n/namespace';

export type InvoiceStatus = CallResult<'invoices'>['data']['invoices'][number]['status'];

const COLORS: Record<InvoiceStatus, string> = { paid: 'green', open: 'blue', void: 'default', failed: 'red' };

export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return <Tag color={COLORS[status]}>{t(`invoices.status.${status}`)}</Tag>;
}
