// Starting a paid checkout with the configured provider, and the app's record of it (who started
// it, for which plan or add-on order), which the success page reads and only its owner may see.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  checkoutSessions,
  subscriptions,
  type AddonOrderRow,
  type CheckoutSessionRow,
  type PlanDurationRow,
  type PlanRow,
  type SubscriptionRow,
  type UserRow,
} from '../../db/schema';
import type { Clock } from '../../support/clock';
import type { CreatedCheckout, PaymentProvider } from './provider';

/** Where the provider sends the browser back (front-end routes of mfe-account, spec §2). */
export const CHECKOUT_SUCCESS_PATH = '/subscriptions/checkout/success?session_id={CHECKOUT_SESSION_ID}';
export const CHECKOUT_CANCEL_PATH = '/plans';
/** Add-on checkouts come back to the add-ons page. */
export const ADDON_CANCEL_PATH = '/addons';

export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly publicUrl: string,
  ) {}

  /** The paid subscription in force (or on hold), which a new paid plan would replace. */
  async currentPaid(userId: number): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.user_id, userId), inArray(subscriptions.status, ['active', 'past_due']), isNotNull(subscriptions.provider_subscription_id)))
      .orderBy(desc(subscriptions.id))
      .limit(1);
    return row;
  }

  /** A plan checkout; when the user already pays for a plan, it is an upgrade that replaces it once paid. */
  async start(user: UserRow, plan: PlanRow, duration: PlanDurationRow): Promise<CreatedCheckout> {
    const replaces = await this.currentPaid(user.id);
    const created = await this.provider.createCheckout({
      mode: 'subscription',
      user,
      plan,
      duration,
      successUrl: `${this.publicUrl}${CHECKOUT_SUCCESS_PATH}`,
      cancelUrl: `${this.publicUrl}${CHECKOUT_CANCEL_PATH}`,
    });
    const now = this.clock();
    await this.db.insert(checkoutSessions).values({
      id: created.id,
      provider: this.provider.name,
      user_id: user.id,
      kind: 'plan',
      plan_id: plan.id,
      plan_duration_id: duration.id,
      replaces_subscription_id: replaces?.id ?? null,
      url: created.url,
      created_at: now,
      updated_at: now,
    });
    return created;
  }

  /** A one-off payment for an add-on order (already stored as pending). */
  async startPayment(user: UserRow, order: AddonOrderRow, description: string): Promise<CreatedCheckout> {
    const created = await this.provider.createCheckout({
      mode: 'payment',
      user,
      order: { id: order.id, description, amount: order.amount, currency: order.currency },
      successUrl: `${this.publicUrl}${CHECKOUT_SUCCESS_PATH}`,
      cancelUrl: `${this.publicUrl}${ADDON_CANCEL_PATH}`,
    });
    const now = this.clock();
    await this.db.insert(checkoutSessions).values({
      id: created.id,
      provider: this.provider.name,
      user_id: user.id,
      kind: 'addon',
      addon_order_id: order.id,
      url: created.url,
      created_at: now,
      updated_at: now,
    });
    return created;
  }

  /** Scoped to the owner: another user's session id finds nothing. */
  async findOwn(userId: number, sessionId: string): Promise<CheckoutSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.user_id, userId)))
      .limit(1);
    return row;
  }
}
