// The neutral webhook body (Stripe-like envelope: id, type, created in unix seconds, data), which
// the sandbox sends as is. Parsed strictly: anything else is rejected before it touches the database.
import { z } from 'zod';
import { serverMessages as m } from '@cadence/shared-lib/contract';
import { WebhookRejected, type PaymentEvent } from './provider';

const unixSeconds = z.number().int().positive();
const toDate = (seconds: number) => new Date(seconds * 1000);

const SubscriptionWire = z.object({
  id: z.string().min(1).max(200),
  user_id: z.number().int().positive(),
  plan_id: z.number().int().positive(),
  plan_duration_id: z.number().int().positive(),
  status: z.enum(['active', 'past_due', 'cancelled']),
  current_period_end: unixSeconds,
  cancel_at: unixSeconds.nullable(),
});

const InvoiceWire = z.object({
  id: z.string().min(1).max(200),
  amount: z.number().int().nonnegative(),
  tax: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(['paid', 'open', 'failed']),
  description: z.string().min(1).max(500),
  period_start: unixSeconds,
  period_end: unixSeconds,
});

const PaymentWire = z.object({
  order_id: z.number().int().positive(),
  user_id: z.number().int().positive(),
  invoice: InvoiceWire,
});

export const EventWire = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['checkout.completed', 'invoice.paid', 'invoice.payment_failed', 'subscription.cancelled', 'payment.completed', 'payment.failed']),
  created: unixSeconds,
  data: z.object({
    subscription: SubscriptionWire.optional(),
    payment: PaymentWire.optional(),
    invoice: InvoiceWire.optional(),
    checkout_session_id: z.string().min(1).max(200).optional(),
  }),
});
export type EventWire = z.infer<typeof EventWire>;

const invoiceOf = (i: z.infer<typeof InvoiceWire>) => ({ ...i, period_start: toDate(i.period_start), period_end: toDate(i.period_end) });

export function parseEventBody(rawBody: Buffer): PaymentEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejected(m.invalidWebhookPayload);
  }
  const parsed = EventWire.safeParse(json);
  if (!parsed.success) throw new WebhookRejected(m.invalidWebhookPayload);
  const { id, type, created, data } = parsed.data;
  const needsInvoice = type === 'invoice.paid' || type === 'invoice.payment_failed';
  if (needsInvoice && !data.invoice) throw new WebhookRejected(m.invalidWebhookPayload);
  const isPayment = type === 'payment.completed' || type === 'payment.failed';
  if (isPayment ? !data.payment : !data.subscription) throw new WebhookRejected(m.invalidWebhookPayload);
  const { subscription: s, payment: p, invoice: i } = data;
  return {
    id,
    type,
    created: toDate(created),
    subscription: s ? { ...s, current_period_end: toDate(s.current_period_end), cancel_at: s.cancel_at === null ? null : toDate(s.cancel_at) } : undefined,
    payment: p ? { ...p, invoice: invoiceOf(p.invoice) } : undefined,
    invoice: i ? invoiceOf(i) : undefined,
    checkout_session_id: data.checkout_session_id,
    payload: json,
  };
}
