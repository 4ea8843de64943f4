// What leaves the server about invoices.
import type { AdminSettings, InvoiceDetail, InvoiceSummary } from '@cadence/shared-lib/contract';
import type { InvoiceRow, UserRow } from '../../db/schema';
import { priceFormat } from '../plans/presenter';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function presentInvoice(row: InvoiceRow): InvoiceSummary {
  const total = row.amount + row.tax;
  return {
    id: row.id,
    number: row.number,
    issued_at: row.issued_at.toISOString(),
    description: row.description,
    kind: row.addon_order_id !== null || row.addon_id !== null ? 'addon' : 'plan',
    period_start: iso(row.period_start),
    period_end: iso(row.period_end),
    amount: row.amount,
    tax: row.tax,
    total,
    currency: row.currency,
    price_format: priceFormat(total, row.currency),
    status: row.status,
  };
}

export function presentInvoiceDetail(row: InvoiceRow, buyer: Pick<UserRow, 'full_name' | 'email'>, site: Pick<AdminSettings, 'product_name' | 'support_email'>): InvoiceDetail {
  return {
    ...presentInvoice(row),
    amount_format: priceFormat(row.amount, row.currency),
    tax_format: priceFormat(row.tax, row.currency),
    seller: { name: site.product_name, email: site.support_email },
    buyer: { name: buyer.full_name, email: buyer.email },
  };
}
