// Starting a paid checkout with the configured provider, and the app's record of it (who started
// it, for which plan), which the success page reads and only its owner may see.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutSessions, type CheckoutSessionRow, type PlanDurationRow, type PlanRow, type UserRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import type { CreatedCheckout, PaymentProvider } from './provider';

/** Where the provider sends the browser back (front-end routes of mfe-account, spec §2). */
export const CHECKOUT_SUCCESS_PATH = '/subscriptions/checkout/success?session_id={CHECKOUT_SESSION_ID}';
export const CHECKOUT_CANCEL_PATH = '/plans';

export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly publicUrl: string,
  ) {}

  async start(user: UserRow, plan: PlanRow, duration: PlanDurationRow): Promise<CreatedCheckout> {
    const created = await this.provider.createCheckout({
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
      plan_id: plan.id,
      plan_duration_id: duration.id,
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
