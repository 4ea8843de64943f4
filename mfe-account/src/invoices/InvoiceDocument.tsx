// One invoice laid out as a document (spec §2 invoice preview): seller, buyer, the charged line,
// totals and status. It is also what gets printed (see print-styles.ts).
import { dayjs, type CallResult } from '@cadence/shared-lib';
import { Card, Col, Descriptions, Divider, Flex, Row, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../i18n/namespace';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { INVOICE_PRINT_ROOT } from './print-styles';

export type InvoiceDetail = CallResult<'invoice'>['data']['invoice'];

const day = (value: string) => dayjs(value).format('LL');

function Party({ title, party }: { title: string; party: InvoiceDetail['seller'] }) {
  return (
    <div>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <Typography.Paragraph strong style={{ margin: 0 }}>
        {party.name}
      </Typography.Paragraph>
      {party.email ? <Typography.Text>{party.email}</Typography.Text> : null}
    </div>
  );
}

export function InvoiceDocument({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const period = invoice.period_start && invoice.period_end ? `${day(invoice.period_start)} – ${day(invoice.period_end)}` : null;
  return (
    <Card id={INVOICE_PRINT_ROOT} data-testid="invoice-document">
      <Flex justify="space-between" align="start" wrap gap="middle">
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('invoices.invoice')} {invoice.number}
          </Typography.Title>
          <Typography.Text type="secondary">{t('invoices.issuedOn', { date: day(invoice.issued_at) })}</Typography.Text>
        </div>
        <InvoiceStatusTag status={invoice.status} />
      </Flex>
      <Divider />
      <Row gutter={[24, 16]}>
        <Col xs={24} sm={12}>
          <Party title={t('invoices.from')} party={invoice.seller} />
        </Col>
        <Col xs={24} sm={12}>
          <Party title={t('invoices.billedTo')} party={invoice.buyer} />
        </Col>
      </Row>
      <Divider />
      <Table
        rowKey="id"
        pagination={false}
        dataSource={[invoice]}
        columns={[
          {
            key: 'description',
            title: t('invoices.description'),
            render: () => (
              <Flex vertical>
                <span>{invoice.description}</span>
                {period ? <Typography.Text type="secondary">{period}</Typography.Text> : null}
              </Flex>
            ),
          },
          { key: 'amount', title: t('invoices.amount'), align: 'end', render: () => invoice.amount_format },
        ]}
      />
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Descriptions
          column={1}
          size="small"
          style={{ minWidth: 260 }}
          items={[
            { key: 'subtotal', label: t('invoices.subtotal'), children: invoice.amount_format },
            { key: 'tax', label: t('invoices.tax'), children: invoice.tax_format },
            { key: 'total', label: t('invoices.total'), children: <Typography.Text strong data-testid="invoice-total">{invoice.price_format}</Typography.Text> },
          ]}
        />
      </Flex>
    </Card>
  );
}
