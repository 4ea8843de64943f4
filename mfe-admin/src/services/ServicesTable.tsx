// The ordered services table: customer, add-on, status, amount, date, and a button opening the order.
import { dayjs } from '@cadence/shared-lib';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PER_PAGE_OPTIONS } from '../users/filters';
import type { ServiceOrder, ServicesPage } from './services-api';
import { STATUS_COLORS } from './workflow';

export interface ServicesTableProps {
  services: ServiceOrder[];
  meta: ServicesPage['meta'] | null;
  page: number;
  perPage: number;
  loading: boolean;
  onOpen(service: ServiceOrder): void;
  onPage(page: number, perPage: number): void;
}

export function ServicesTable({ services, meta, page, perPage, loading, onOpen, onPage }: ServicesTableProps) {
  const { t, i18n } = useTranslation('mfe-admin');
  return (
    <Table<ServiceOrder>
      rowKey="id"
      dataSource={services}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: loading ? <span /> : t('services.empty') }}
      columns={[
        {
          key: 'customer',
          title: t('services.customer'),
          render: (_, s) => (
            <Flex vertical>
              <Typography.Text strong>{s.customer.full_name}</Typography.Text>
              <Typography.Text type="secondary">{s.customer.email}</Typography.Text>
            </Flex>
          ),
        },
        { key: 'addon', title: t('services.addon'), render: (_, s) => s.addon.name },
        {
          key: 'status',
          title: t('services.statusLabel'),
          render: (_, s) => <Tag color={STATUS_COLORS[s.service_status]}>{t(`services.status.${s.service_status}`)}</Tag>,
        },
        { key: 'amount', title: t('services.amount'), dataIndex: 'price_format' },
        {
          key: 'ordered',
          title: t('services.ordered'),
          render: (_, s) => <span key={i18n.language}>{dayjs(s.created_at).format('LL')}</span>,
        },
        {
          key: 'actions',
          title: t('columns.actions'),
          render: (_, s) => (
            <Button size="small" aria-label={t('services.openOrder', { name: s.customer.full_name, addon: s.addon.name })} onClick={() => onOpen(s)}>
              {t('services.open')}
            </Button>
          ),
        },
      ]}
      pagination={{
        current: meta?.page ?? page,
        pageSize: meta?.per_page ?? perPage,
        total: meta?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PER_PAGE_OPTIONS.map(String),
        showTotal: (total, [from, to]) => t('services.total', { from, to, total }),
      }}
      onChange={(pagination) => onPage(pagination.current ?? 1, pagination.pageSize ?? perPage)}
    />
  );
}
