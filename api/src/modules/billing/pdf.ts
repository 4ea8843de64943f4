// The invoice as a PDF (pdfkit): seller, buyer, the line with its period, amounts and status.
// compress: false in tests so the text can be asserted; pdfkit's standard fonts cover Latin text.
import PDFDocument from 'pdfkit';
import type { InvoiceDetail } from '@cadence/shared-lib/contract';

export interface PdfOptions {
  compress?: boolean;
}

const day = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

export function renderInvoicePdf(invoice: InvoiceDetail, options: PdfOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, compress: options.compress ?? true, info: { Title: `Invoice ${invoice.number}`, Author: invoice.seller.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).text(invoice.seller.name);
    if (invoice.seller.email) doc.font('Helvetica').fontSize(10).text(invoice.seller.email);
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(16).text(`Invoice ${invoice.number}`);
    doc.font('Helvetica').fontSize(10).text(`Issued: ${day(invoice.issued_at)}`).text(`Status: ${invoice.status}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Billed to');
    doc.font('Helvetica').text(invoice.buyer.name);
    if (invoice.buyer.email) doc.text(invoice.buyer.email);
    doc.moveDown(1.5);

    doc.font('Helvetica-Bold').text('Description');
    doc.font('Helvetica').text(invoice.description);
    if (invoice.period_start && invoice.period_end) doc.text(`Period: ${day(invoice.period_start)} to ${day(invoice.period_end)}`);
    doc.moveDown();
    doc.text(`Amount: ${invoice.amount_format}`).text(`Tax: ${invoice.tax_format}`);
    doc.font('Helvetica-Bold').text(`Total: ${invoice.price_format} (${invoice.currency})`);
    doc.end();
  });
}
