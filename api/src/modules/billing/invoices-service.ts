// The customer's invoices: a page of them, one with seller and buyer, and its PDF.
import type { InvoiceDetail, InvoiceSummary, PageMeta } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { SiteSettings } from '../settings/site-settings';
import { presentInvoice, presentInvoiceDetail } from './presenter';
import { BillingRepository } from './repository';

export const INVOICES_PER_PAGE = 15;

export class InvoicesService {
  private readonly repository: BillingRepository;
  private readonly site: SiteSettings;

  constructor(db: Database) {
    this.repository = new BillingRepository(db);
    this.site = new SiteSettings(db);
  }

  async page(userId: number, page = 1, perPage = INVOICES_PER_PAGE): Promise<{ invoices: InvoiceSummary[]; meta: PageMeta }> {
    const { rows, total } = await this.repository.invoicesOf(userId, page, perPage);
    return { invoices: rows.map(presentInvoice), meta: { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) } };
  }

  /** undefined for an unknown id or another user's invoice. */
  async show(user: UserRow, id: number): Promise<InvoiceDetail | undefined> {
    const row = await this.repository.findInvoice(user.id, id);
    if (!row) return undefined;
    return presentInvoiceDetail(row, user, await this.site.read());
  }
}
