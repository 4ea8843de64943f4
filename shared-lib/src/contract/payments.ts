// Paid checkout (spec §7 GET /subscriptions/checkout/{planId}) and the status of a checkout the
// signed-in user started, which the success page reads until the provider has confirmed payment.
import { z } from 'zod';
import { idParam } from './fields';
import { defineEndpoint, envelope } from './http';

export const CheckoutParams = z.object({ planId: idParam('plan') }).strict();

/** `id` is the provider's checkout session id; `url` its hosted payment page. */
export const CheckoutData = z.object({ id: z.string(), url: z.string() });
export type CheckoutData = z.infer<typeof CheckoutData>;

export const CheckoutSessionParams = z.object({ sessionId: z.string().min(1).max(200) }).strict();

export const CheckoutSessionStatus = z.enum(['open', 'complete', 'failed']);
export type CheckoutSessionStatus = z.infer<typeof CheckoutSessionStatus>;

export const CheckoutSession = z.object({
  id: z.string(),
  /** 'complete' once the provider's webhook confirmed the payment and the plan is in force. */
  status: CheckoutSessionStatus,
  kind: z.enum(['plan', 'addon']),
  plan_id: z.number().nullable(),
  plan_duration_id: z.number().nullable(),
  addon_order_id: z.number().nullable(),
  completed_at: z.string().nullable(),
});
export type CheckoutSession = z.infer<typeof CheckoutSession>;

export const paymentsEndpoints = {
  checkout: defineEndpoint({
    method: 'GET',
    path: '/subscriptions/checkout/:planId',
    params: CheckoutParams,
    response: envelope(CheckoutData),
    auth: ['user'],
    summary: "Starts a checkout for a paid plan (its default duration); url is the provider's payment page",
    tag: 'payments',
  }),
  checkoutSession: defineEndpoint({
    method: 'GET',
    path: '/subscriptions/checkout/sessions/:sessionId',
    params: CheckoutSessionParams,
    response: envelope(z.object({ session: CheckoutSession })),
    auth: ['user'],
    summary: "The state of one of the signed-in user's checkouts (404 for anyone else's)",
    tag: 'payments',
  }),
} as const;
