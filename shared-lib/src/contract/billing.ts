// Customer billing: cancel, invoices (list, show, PDF), add-ons and orders (spec §2 /invoices, /addons; §7 GET /plans/cancel).
import { z } from 'zod';
import { PageMeta } from './admin-users';
import { idParam, optionalText } from './fields';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';
import { CheckoutData } from './payments';
import { User } from './user';

/** Billing refusals (422), worded for the customer. */
export const billingMessages = {
  nothingToCancel: 'You have no paid subscription or trial to cancel.',
  alreadyCancelled: 'Your subscription is already cancelled.',
  samePlan: 'You are already subscribed to this plan.',
  cancelPaidFirst: 'You are paying for a plan: cancel it from your account settings, or upgrade there.',
  addonOwned: 'You already own this add-on.',
  addonUnavailable: 'This add-on is not available.',
} as const;

/** Where the customer goes after cancelling (spec §7 data.url). */
export const AFTER_CANCEL_URL = '/pages/account-setting/plans';

export const CancelData = z.object({ user: User, url: z.string() });
export type CancelData = z.infer<typeof CancelData>;

export const InvoiceStatus = z.enum(['paid', 'open', 'void', 'failed']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** Amounts in cents; price_format is the total, formatted. Dates are ISO 8601. */
export const InvoiceSummary = z.object({
  id: z.number(),
  number: z.string(),
  issued_at: z.string(),
  /** Plan and duration, or the add-on's name. */
  description: z.string(),
  kind: z.enum(['plan', 'addon']),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  amount: z.number(),
  tax: z.number(),
  total: z.number(),
  currency: z.string(),
  price_format: z.string(),
  status: InvoiceStatus,
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export const InvoiceParty = z.object({ name: z.string(), email: z.string().nullable() });
export type InvoiceParty = z.infer<typeof InvoiceParty>;

export const InvoiceDetail = InvoiceSummary.extend({
  amount_format: z.string(),
  tax_format: z.string(),
  /** The seller: settings product_name (fallback 'Cadence') and the support email setting. */
  seller: InvoiceParty,
  buyer: InvoiceParty,
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

export const INVOICES_MAX_PER_PAGE = 100;

export const InvoicesQuery = z
  .object({
    page: z.coerce.number({ error: m.integer('page') }).int(m.integer('page')).min(1, m.invalid('page')).optional(),
    per_page: z.coerce
      .number({ error: m.integer('per_page') })
      .int(m.integer('per_page'))
      .min(1, m.invalid('per_page'))
      .max(INVOICES_MAX_PER_PAGE, m.invalid('per_page'))
      .optional(),
  })
  .strict();
export type InvoicesQuery = z.input<typeof InvoicesQuery>;

export const InvoiceParams = z.object({ id: idParam('id') }).strict();

/**
 * The invoice as a PDF download (application/pdf, attachment <number>.pdf). Not a JSON endpoint:
 * fetch it with the bearer token as a blob. Path below /api/web/v1.
 */
export const INVOICE_PDF_PATH = '/invoices/:id/pdf';
export const invoicePdfPath = (id: number): string => `/invoices/${id}/pdf`;

export const AddonKind = z.enum(['service', 'feature']);
export type AddonKind = z.infer<typeof AddonKind>;

/** An add-on on sale. owned: a feature add-on the customer has already bought (it cannot be bought twice). */
export const CustomerAddon = z.object({
  id: z.number(),
  name: z.string(),
  desc: z.string().nullable(),
  kind: AddonKind,
  feature_key: z.string().nullable(),
  price: z.number(),
  currency: z.string(),
  price_format: z.string(),
  owned: z.boolean(),
});
export type CustomerAddon = z.infer<typeof CustomerAddon>;

export const ADDON_BRIEF_MAX = 2000;

export const OrderAddonRequest = z.object({ brief: optionalText('brief', ADDON_BRIEF_MAX) }).strict();
export type OrderAddonRequest = z.input<typeof OrderAddonRequest>;

export const AddonParams = z.object({ id: idParam('id') }).strict();

export const PaymentStatus = z.enum(['pending', 'paid', 'failed']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
export const ServiceStatus = z.enum(['pending', 'in_progress', 'delivered', 'cancelled']);
export type ServiceStatus = z.infer<typeof ServiceStatus>;

export const AddonOrder = z.object({
  id: z.number(),
  addon_id: z.number(),
  addon_name: z.string(),
  kind: AddonKind,
  feature_key: z.string().nullable(),
  payment_status: PaymentStatus,
  /** Services only (null for feature add-ons): set to 'pending' once paid. */
  service_status: ServiceStatus.nullable(),
  brief: z.string().nullable(),
  customer_note: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  price_format: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type AddonOrder = z.infer<typeof AddonOrder>;

export const OrderParams = z.object({ id: idParam('id') }).strict();

export const billingEndpoints = {
  cancelSubscription: defineEndpoint({
    method: 'GET',
    path: '/plans/cancel',
    response: envelope(CancelData),
    auth: ['user'],
    summary:
      'Cancels the current paid subscription at the end of its period (a trial ends at its trial end, uncharged); 422 on a free plan or when already cancelled',
    tag: 'billing',
  }),
  invoices: defineEndpoint({
    method: 'GET',
    path: '/invoices',
    query: InvoicesQuery,
    response: envelope(z.object({ invoices: z.array(InvoiceSummary), meta: PageMeta })),
    auth: ['user'],
    summary: "The signed-in user's invoices, newest first (page, per_page)",
    tag: 'billing',
  }),
  invoice: defineEndpoint({
    method: 'GET',
    path: '/invoices/:id',
    params: InvoiceParams,
    response: envelope(z.object({ invoice: InvoiceDetail })),
    auth: ['user'],
    summary: "One of the signed-in user's invoices with seller and buyer (404 for anyone else's)",
    tag: 'billing',
  }),
  addons: defineEndpoint({
    method: 'GET',
    path: '/addons',
    response: envelope(z.object({ addons: z.array(CustomerAddon) })),
    auth: ['user'],
    summary: 'The add-ons on sale, with whether the signed-in user already owns each feature add-on',
    tag: 'billing',
  }),
  orderAddon: defineEndpoint({
    method: 'POST',
    path: '/addons/:id/order',
    params: AddonParams,
    body: OrderAddonRequest,
    response: envelope(CheckoutData),
    auth: ['user'],
    summary: "Orders an add-on (optional brief): creates a pending order and a checkout; url is the provider's payment page",
    tag: 'billing',
  }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/orders',
    response: envelope(z.object({ orders: z.array(AddonOrder) })),
    auth: ['user'],
    summary: "The signed-in user's add-on orders, newest first",
    tag: 'billing',
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/orders/:id',
    params: OrderParams,
    response: envelope(z.object({ order: AddonOrder })),
    auth: ['user'],
    summary: "One of the signed-in user's add-on orders (404 for anyone else's)",
    tag: 'billing',
  }),
} as const;
// CONTRACT READY
