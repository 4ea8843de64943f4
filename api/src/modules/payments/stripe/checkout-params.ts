// CheckoutRequest → the Checkout Session Stripe creates. Prices are sent inline (price_data), so
// the admin's catalogue stays the only source of prices: nothing to keep in sync in Stripe. The
// metadata travels to the subscription (or payment intent) so every later event names its owner.
import type Stripe from 'stripe';
import type { CheckoutRequest, PaymentCheckoutRequest, SubscriptionCheckoutRequest } from '../provider';

/** Cadence's locales that Stripe Checkout speaks; Arabic is not among them, so Stripe picks. */
const CHECKOUT_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', fr: 'fr', de: 'de', pt: 'pt' };

export const checkoutLocale = (locale: string): Stripe.Checkout.SessionCreateParams.Locale => CHECKOUT_LOCALES[locale] ?? 'auto';

/** What every metadata hash carries; values are strings on Stripe's side. */
export function subscriptionMetadata({ user, plan, duration }: SubscriptionCheckoutRequest): Stripe.MetadataParam {
  return { user_id: String(user.id), plan_id: String(plan.id), plan_duration_id: String(duration.id), description: `${plan.name} (${duration.label})` };
}

export function paymentMetadata({ user, order }: PaymentCheckoutRequest): Stripe.MetadataParam {
  return { user_id: String(user.id), order_id: String(order.id), description: order.description };
}

function common(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  return {
    customer_email: request.user.email,
    client_reference_id: String(request.user.id),
    // Stripe fills {CHECKOUT_SESSION_ID} in itself, so the template is passed through untouched.
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    locale: checkoutLocale(request.user.locale),
  };
}

export function checkoutSessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  if (request.mode === 'subscription') {
    const { plan, duration } = request;
    const metadata = subscriptionMetadata(request);
    return {
      ...common(request),
      mode: 'subscription',
      line_items: [
        {
          price_data: {
            currency: duration.currency.toLowerCase(),
            unit_amount: duration.price,
            recurring: { interval: duration.duration },
            product_data: { name: `${plan.name} (${duration.label})` },
          },
          quantity: 1,
        },
      ],
      metadata,
      subscription_data: { metadata },
    };
  }
  const { order } = request;
  const metadata = paymentMetadata(request);
  return {
    ...common(request),
    mode: 'payment',
    line_items: [{ price_data: { currency: order.currency.toLowerCase(), unit_amount: order.amount, product_data: { name: order.description } }, quantity: 1 }],
    metadata,
    payment_intent_data: { metadata },
  };
}
