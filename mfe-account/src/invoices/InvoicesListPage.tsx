// /invoices/list (spec §2): every charge of the signed-in customer, newest first, paginated by the
// server; a row (or its number) opens the printable invoice.
import { call, dayjs, formatMoney, useLoad, type CallResult } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { Card, Empty, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ACCOUNT_NS } from '../i18n/namespace';
import { InvoiceStatusTag } from './InvoiceStatusTag';

type InvoicesAnswer = CallResult<'invoices'>['data'];
type InvoiceRow = InvoicesAnswer['invoices'][number];

const PER_PAGE = 10;

export default function InvoicesListPage() {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  // The last page stays on screen while the next one loads.
  const { data: shown, loading, failed, reload } = useLoad<InvoicesAnswer>(
    () => call('invoices', { query: { page, per_page: PER_PAGE } }).then((answer) => answer.data),
    page,
  );

  const columns: TableColumnsType<InvoiceRow> = [
    {
      key: 'number',
      title: t('invoices.number'),
      render: (_, invoice) => <Link to={`/invoices/preview/${invoice.id}`}>{invoice.number}</Link>,
    },
    {
      key: 'date',
      title: t('invoices.date'),
      // The language in the key re-renders dates when the locale changes.
      render: (_, invoice) => <span key={i18n.language}>{dayjs(invoice.issued_at).format('LL')}</span>,
    },
    { key: 'description', title: t('invoices.description'), dataIndex: 'description' },
    { key: 'amount', title: t('invoices.amount'), render: (_, invoice) => formatMoney(invoice.amount, invoice.currency) },
    { key: 'tax', title: t('invoices.tax'), render: (_, invoice) => formatMoney(invoice.tax, invoice.currency) },
    { key: 'total', title: t('invoices.total'), render: (_, invoice) => <Typography.Text strong>{invoice.price_format}</Typography.Text> },
    { key: 'status', title: t('invoices.statusTitle'), render: (_, invoice) => <InvoiceStatusTag status={invoice.status} /> },
  ];

  return (
    <div>
      <Typography.Title level={2}>{t('invoices.title')}</Typography.Title>
      <Card>
        {failed && !shown ? (
          <LoadFailed text={t('invoices.loadFailed')} onRetry={reload} />
        ) : (
          <Table<InvoiceRow>
            rowKey="id"
            columns={columns}
            dataSource={shown?.invoices ?? []}
            loading={loading}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('invoices.empty')} /> }}
            onRow={(invoice) => ({ onClick: () => navigate(`/invoices/preview/${invoice.id}`), style: { cursor: 'pointer' } })}
            pagination={{
              current: shown?.meta.page ?? page,
              pageSize: PER_PAGE,
              total: shown?.meta.total ?? 0,
              hideOnSinglePage: true,
              showSizeChanger: false,
              onChange: (next) => setPage(next),
            }}
          />
        )}
      </Card>
    </div>
  );
}
