// /invoices/preview/:id (spec §2): the invoice as a clean document with Print and Download PDF.
// Another customer's or a missing invoice answers 404: "Invoice not found".
import { call, useLoad } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { App, Button, Flex, Result } from 'antd';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ACCOUNT_NS } from '../i18n/namespace';
import { Loading } from '../platform/Loading';
import { downloadInvoicePdf } from './download-pdf';
import { InvoiceDocument, type InvoiceDetail } from './InvoiceDocument';
import { PRINT_CSS } from './print-styles';

const NOT_FOUND = 'not-found';

export default function InvoicePreviewPage() {
  const { t } = useTranslation([ACCOUNT_NS, 'common']);
  const { message } = App.useApp();
  const { id } = useParams();
  const invoiceId = Number(id);
  const [downloading, setDownloading] = useState(false);
  const loaded = useLoad(async (): Promise<InvoiceDetail> => {
    if (!Number.isInteger(invoiceId) || invoiceId < 1) throw new Error(NOT_FOUND);
    return (await call('invoice', { params: { id: invoiceId } })).data.invoice;
  }, invoiceId);

  const download = async (invoice: InvoiceDetail) => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice.id, invoice.number);
    } catch (error) {
      // HTTP failures are already reported by the client; anything else (saving) is ours to tell.
      if (!isAxiosError(error)) void message.error(t('invoices.downloadFailed'));
    }
    setDownloading(false);
  };

  const back = <Link to="/invoices/list">{t('invoices.back')}</Link>;
  if (loaded.failed) {
    const { error } = loaded;
    const missing =
      (error instanceof Error && error.message === NOT_FOUND) || (isAxiosError(error) && [404, 422].includes(error.response?.status ?? 0));
    return missing ? <Result status="404" title={t('invoices.notFound')} extra={back} /> : <LoadFailed text={t('invoices.loadOneFailed')} onRetry={loaded.reload} />;
  }
  const invoice = loaded.data;
  if (loaded.loading || !invoice) return <Loading />;

  return (
    <div>
      <style>{PRINT_CSS}</style>
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }} data-print-hide>
        {back}
        <Flex gap="small">
          <Button onClick={() => window.print()}>{t('invoices.print')}</Button>
          <Button type="primary" loading={downloading} onClick={() => void download(invoice)}>
            {t('invoices.download')}
          </Button>
        </Flex>
      </Flex>
      <InvoiceDocument invoice={invoice} />
    </div>
  );
}
