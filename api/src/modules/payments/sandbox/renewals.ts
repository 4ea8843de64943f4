// The sandbox's billing run (a real provider does this on its side): subscriptions whose period
// ended are renewed and charged, or end if they were cancelled at period end. A card whose
// renewals fail makes the subscription past due; the charge is retried once a day, three times,
// and then the subscription is cancelled. The attempt times follow from the period end, and
// updated_at records the last one, so the run can be repeated any time without double charges.
import { and, eq, inArray, lte } from 'drizzle-orm';
import { planDurations, plans, sandboxSubscriptions, type SandboxSubscriptionRow } from '../../../db/schema';
import { addInterval } from '../billing-period';
import { unixSeconds, type SandboxProvider } from './provider';

const DAY_MS = 86_400_000;
/** Retries after the first failed renewal, one day apart. */
export const RENEWAL_RETRIES = 3;

export interface RenewalRun {
  renewed: number;
  failed: number;
  cancelled: number;
}

export class SandboxRenewals {
  constructor(private readonly sandbox: SandboxProvider) {}

  async run(): Promise<RenewalRun> {
    const now = this.sandbox.clock();
    const due = await this.sandbox.db
      .select()
      .from(sandboxSubscriptions)
      .where(and(inArray(sandboxSubscriptions.status, ['active', 'past_due']), lte(sandboxSubscriptions.current_period_end, now)));
    const result: RenewalRun = { renewed: 0, failed: 0, cancelled: 0 };
    for (const row of due) {
      if (row.cancel_at && row.cancel_at <= now) {
        await this.end(row, now);
        result.cancelled += 1;
      } else {
        const outcome = await this.charge(row, now);
        if (outcome) result[outcome] += 1;
      }
    }
    return result;
  }

  private async end(row: SandboxSubscriptionRow, now: Date): Promise<void> {
    const [ended] = await this.sandbox.db
      .update(sandboxSubscriptions)
      .set({ status: 'cancelled', cancel_at: row.cancel_at ?? now, updated_at: now })
      .where(and(eq(sandboxSubscriptions.id, row.id), eq(sandboxSubscriptions.updated_at, row.updated_at)))
      .returning();
    if (ended) await this.sandbox.emitSubscription('subscription.cancelled', ended);
  }

  private async charge(row: SandboxSubscriptionRow, now: Date): Promise<keyof RenewalRun | undefined> {
    const [price] = await this.sandbox.db
      .select({ plan: plans.name, label: planDurations.label, interval: planDurations.duration, amount: planDurations.price, currency: planDurations.currency })
      .from(planDurations)
      .innerJoin(plans, eq(plans.id, planDurations.plan_id))
      .where(eq(planDurations.id, row.plan_duration_id))
      .limit(1);
    if (!price) {
      await this.end(row, now);
      return 'cancelled';
    }
    const start = row.current_period_end;
    const invoice = {
      // One invoice per period: retries of the same renewal update it rather than add one.
      id: `in_sandbox_${row.id}_${unixSeconds(start)}`,
      amount: price.amount,
      tax: 0,
      currency: price.currency,
      description: `${price.plan} (${price.label})`,
      period_start: unixSeconds(start),
    };
    if (!row.renewal_fails) {
      const end = addInterval(start, price.interval);
      const [renewed] = await this.claim(row, { status: 'active', current_period_end: end, updated_at: now });
      if (!renewed) return undefined;
      await this.sandbox.emitSubscription('invoice.paid', renewed, { invoice: { ...invoice, status: 'paid', period_end: unixSeconds(end) } });
      return 'renewed';
    }
    const attempt = Math.min(RENEWAL_RETRIES, Math.floor((now.getTime() - start.getTime()) / DAY_MS));
    const dueAt = new Date(start.getTime() + attempt * DAY_MS);
    if (row.status === 'past_due' && row.updated_at >= dueAt) return undefined;
    const [failed] = await this.claim(row, { status: 'past_due', updated_at: now });
    if (!failed) return undefined;
    const periodEnd = unixSeconds(addInterval(start, price.interval));
    await this.sandbox.emitSubscription('invoice.payment_failed', failed, { invoice: { ...invoice, status: 'open', period_end: periodEnd } });
    if (attempt < RENEWAL_RETRIES) return 'failed';
    const [cancelled] = await this.claim(failed, { status: 'cancelled', cancel_at: now, updated_at: now });
    if (cancelled) await this.sandbox.emitSubscription('subscription.cancelled', cancelled);
    return 'cancelled';
  }

  /** Optimistic: a concurrent run that already moved the row makes this one a no-op. */
  private claim(row: SandboxSubscriptionRow, values: Partial<SandboxSubscriptionRow>) {
    return this.sandbox.db
      .update(sandboxSubscriptions)
      .set(values)
      .where(and(eq(sandboxSubscriptions.id, row.id), eq(sandboxSubscriptions.updated_at, row.updated_at)))
      .returning();
  }
}
