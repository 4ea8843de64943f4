// Choosing a plan: free plans and trials start at once; a paid plan starts a checkout with the
// payment provider, and the subscription begins when the provider's webhook confirms payment.
import type { Plan } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { CheckoutService } from '../payments/checkout-service';
import type { Clock } from '../../support/clock';
import { presentPlan } from './presenter';
import { PlansRepository } from './repository';

const DAY_MS = 86_400_000;
/** Where the app goes once a plan is in force. */
export const AFTER_SUBSCRIBE_URL = '/dashboard';

export type SubscribeOutcome =
  | { outcome: 'subscribed'; url: string }
  /** url: the provider's payment page. */
  | { outcome: 'checkout'; url: string }
  | { outcome: 'unknown-plan' }
  | { outcome: 'unknown-duration' }
  | { outcome: 'payment-unavailable' }
  /** The user pays for a plan in force: free plans and trials would leave it billing (cancel first), the same plan would pay twice. */
  | { outcome: 'paid-plan-in-force'; samePlan: boolean };

export class PlansService {
  private readonly repository: PlansRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
    /** Without it (no provider), paid plans answer 'payment-unavailable'. */
    private readonly checkout?: CheckoutService,
  ) {
    this.repository = new PlansRepository(db);
  }

  async list(user: UserRow): Promise<Plan[]> {
    const canTrial = !(await this.repository.hasUsedTrial(user.id));
    return (await this.repository.list()).map((parts) => presentPlan(parts, canTrial));
  }

  async subscribe(user: UserRow, planId: number, durationId: number | undefined, trial: boolean): Promise<SubscribeOutcome> {
    const plan = await this.repository.findPlan(planId);
    if (!plan) return { outcome: 'unknown-plan' };
    const durations = await this.repository.durationsOf(plan.id);
    const duration = durationId === undefined ? (durations.find((d) => d.is_default) ?? durations[0]) : durations.find((d) => d.id === durationId);
    if (durationId !== undefined && !duration) return { outcome: 'unknown-duration' };
    const now = this.clock();
    const base = { user_id: user.id, plan_id: plan.id, plan_duration_id: duration?.id ?? null };
    const paid = await this.checkout?.currentPaid(user.id);
    if (paid && (paid.plan_id === plan.id || plan.free || trial)) return { outcome: 'paid-plan-in-force', samePlan: paid.plan_id === plan.id };

    if (plan.free) {
      await this.repository.replaceSubscription({ ...base, status: 'active' }, now);
      return { outcome: 'subscribed', url: AFTER_SUBSCRIBE_URL };
    }
    if (trial && plan.trial_days > 0 && !(await this.repository.hasUsedTrial(user.id))) {
      const ends = new Date(now.getTime() + plan.trial_days * DAY_MS);
      await this.repository.replaceSubscription({ ...base, status: 'trialing', trial_ends_at: ends, ends_at: ends }, now);
      return { outcome: 'subscribed', url: AFTER_SUBSCRIBE_URL };
    }
    if (!this.checkout || !duration) return { outcome: 'payment-unavailable' };
    return { outcome: 'checkout', url: (await this.checkout.start(user, plan, duration)).url };
  }
}
