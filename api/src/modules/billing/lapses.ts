// Subscriptions whose time ran out, moved out of force by the scheduled jobs (api/src/jobs):
// trials past their end (expired, the user is told by email), paid plans cancelled at period end
// (cancelled), and past-due plans whose grace period ran out (expired). Nothing else of the
// user's is touched: without a plan in force the app sends them to /plans.
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plans, subscriptions, users } from '../../db/schema';
import type { Mailer } from '../../plugins/http/mailer';
import type { Clock } from '../../support/clock';
import { trialEndedMail } from './mails';

/** How long a past-due subscription may wait for a successful retry after its period ended. */
export const PAST_DUE_GRACE_MS = 7 * 86_400_000;
/** Where a user whose plan ended chooses another (front-end route). */
export const CHOOSE_PLAN_PATH = '/plans';

export class SubscriptionLapses {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  /** Trials past their end → expired; each user is emailed once (unless they had cancelled the trial). */
  async endTrials(): Promise<number> {
    const now = this.clock();
    const ended = await this.db
      .update(subscriptions)
      .set({ status: 'expired', updated_at: now })
      .where(and(eq(subscriptions.status, 'trialing'), lte(subscriptions.trial_ends_at, now)))
      .returning();
    for (const row of ended) {
      if (row.cancel_at) continue;
      const [user] = await this.db
        .select({ email: users.email, full_name: users.full_name, plan: plans.name })
        .from(users)
        .innerJoin(plans, eq(plans.id, row.plan_id))
        .where(eq(users.id, row.user_id))
        .limit(1);
      if (user) await this.mailer.send(trialEndedMail(user, user.plan, `${this.publicUrl}${CHOOSE_PLAN_PATH}`));
    }
    return ended.length;
  }

  /** Paid subscriptions cancelled at period end, once that end has come (whether or not the provider said so yet). */
  async endCancelled(): Promise<number> {
    const now = this.clock();
    const ended = await this.db
      .update(subscriptions)
      .set({ status: 'cancelled', updated_at: now })
      .where(and(eq(subscriptions.status, 'active'), isNotNull(subscriptions.cancel_at), lte(subscriptions.cancel_at, now)))
      .returning({ id: subscriptions.id });
    return ended.length;
  }

  /** Past-due subscriptions whose grace after the period end ran out → expired. */
  async expirePastDue(): Promise<number> {
    const now = this.clock();
    const limit = new Date(now.getTime() - PAST_DUE_GRACE_MS);
    const ended = await this.db
      .update(subscriptions)
      .set({ status: 'expired', updated_at: now })
      .where(and(eq(subscriptions.status, 'past_due'), sql`coalesce(${subscriptions.ends_at}, ${subscriptions.updated_at}) <= ${limit}`))
      .returning({ id: subscriptions.id });
    return ended.length;
  }
}
