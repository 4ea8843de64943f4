// Cancelling the plan in force: a paid plan runs to the end of its paid period (the provider stops
// renewing it and reports the end), a trial ends at its trial end without a charge.
import type { Database } from '../../db/client';
import type { PaymentProvider } from '../payments/provider';
import type { Clock } from '../../support/clock';
import { cancelRefusal } from './policy';
import { BillingRepository } from './repository';

export type CancelOutcome = { outcome: 'cancelled' } | { outcome: 'refused'; message: string };

export class CancelService {
  private readonly repository: BillingRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
    private readonly payments: PaymentProvider,
  ) {
    this.repository = new BillingRepository(db);
  }

  async cancel(userId: number): Promise<CancelOutcome> {
    const now = this.clock();
    const current = await this.repository.inForce(userId, now);
    const refusal = cancelRefusal(current);
    if (refusal || !current) return { outcome: 'refused', message: refusal ?? '' };
    const { subscription } = current;
    if (subscription.status !== 'trialing' && subscription.provider === this.payments.name && subscription.provider_subscription_id) {
      await this.payments.cancelSubscription(subscription.provider_subscription_id, { atPeriodEnd: true });
    }
    // Recorded here too, so the answer shows it even before (or without) the provider's webhook.
    await this.repository.setCancelAt(subscription.id, subscription.trial_ends_at ?? subscription.ends_at ?? now, now);
    return { outcome: 'cancelled' };
  }
}
