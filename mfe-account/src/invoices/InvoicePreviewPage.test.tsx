import { TEST_ACCESS_TOKEN } from '@cadence/shared-lib/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { invoiceDetail, subscriber } from '../../test/support/billing-answers';
import { renderWithRoutes } from '../../test/support/render-with-routes';
import { testApiForEachTest } from '../../test/support/test-api';
import InvoicePreviewPage from './InvoicePreviewPage';

const api = testApiForEachTest();
const saved: Array<{ href: string; download: string }> = [];
const blobs: Blob[] = [];
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
const originalPrint = window.print;
let clickSpy: jest.SpyInstance;
beforeEach(() => {
  saved.length = 0;
  blobs.length = 0;
  // jsdom has no object URLs, no printing and no downloads: observe what the page asks for.
  URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:invoice');
  URL.revokeObjectURL = () => undefined;
  window.print = jest.fn();
  clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  clickSpy.mockRestore();
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  window.print = originalPrint;
});

const show = (id = '1') =>
  renderWithRoutes({ '/invoices/preview/:id': <InvoicePreviewPage /> }, { route: `/invoices/preview/${id}`, user: subscriber() });

describe('invoice preview', () => {
  it('shows seller, buyer, the line, totals and status, and prints', async () => {
    api.on('GET', '/invoices/1', { status: 200, body: { data: { invoice: invoiceDetail(1) } } });
    show();
    const document = await screen.findByTestId('invoice-document');
    expect(document).toHaveTextContent('Invoice INV-2026-0001');
    expect(document).toHaveTextContent('Issued on March 5, 2026');
    expect(document).toHaveTextContent('FromCadencebilling@cadence.test');
    expect(document).toHaveTextContent('Billed toDemo Userdemo@example.com');
    expect(document).toHaveTextContent('Pro · Monthly');
    expect(document).toHaveTextContent('March 5, 2026 – April 5, 2026');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$58.80');
    expect(document).toHaveTextContent('Paid');
    // The print stylesheet hides everything but the invoice.
    const printCss = Array.from(window.document.querySelectorAll('style'), (style) => style.textContent ?? '').find((css) => css.includes('@media print'));
    expect(printCss).toContain('#cadence-invoice-print');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(window.print).toHaveBeenCalledTimes(1);
  });

  it('downloads the PDF with the bearer token and saves it under the invoice number', async () => {
    api.on('GET', '/invoices/1', { status: 200, body: { data: { invoice: invoiceDetail(1) } } });
    api.on('GET', '/invoices/1/pdf', { status: 200, body: '%PDF-1.4 INV-2026-0001', headers: { 'Content-Type': 'application/pdf' } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:invoice', download: 'INV-2026-0001.pdf' }]));
    const [request] = api.sent('GET', '/invoices/1/pdf');
    expect(request.headers.authorization).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(blobs[0]).toBeInstanceOf(Blob);
    expect(blobs[0].type).toBe('application/pdf');
    expect(blobs[0].size).toBeGreaterThan(0);
  });

  it('says "Invoice not found" for a missing or foreign invoice', async () => {
    api.on('GET', '/invoices/9', { status: 404, body: { message: 'Not Found' } });
    show('9');
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute('href', '/invoices/list');
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});
