// Billing's scheduled jobs: the app's own lapses (trial end, cancelled period end, past-due
// grace) and, with the sandbox provider, its renewals and webhook retries. Each handler is a plain
// function of the context, so tests call it directly with an injected clock.
import { SubscriptionLapses } from '../modules/billing/lapses';
import { SandboxProvider } from '../modules/payments/sandbox/provider';
import { SandboxRenewals } from '../modules/payments/sandbox/renewals';
import type { JobContext } from './context';

export const BILLING_LAPSES_JOB = 'billing.lapses';
export const SANDBOX_RENEWALS_JOB = 'payments.sandbox-renewals';
export const SANDBOX_DELIVERIES_JOB = 'payments.sandbox-deliveries';

const lapsesOf = (ctx: JobContext) => new SubscriptionLapses(ctx.db, ctx.clock, ctx.mailer, ctx.publicUrl);

export async function billingLapses(ctx: JobContext): Promise<object> {
  const lapses = lapsesOf(ctx);
  return { trials_ended: await lapses.endTrials(), cancelled_ended: await lapses.endCancelled(), past_due_expired: await lapses.expirePastDue() };
}

/** Only the sandbox bills on our side; a real provider renews on its own. */
export async function sandboxRenewals(ctx: JobContext): Promise<object> {
  if (!(ctx.payments instanceof SandboxProvider)) return { skipped: ctx.payments.name };
  return new SandboxRenewals(ctx.payments).run();
}

export async function sandboxDeliveries(ctx: JobContext): Promise<object> {
  if (!(ctx.payments instanceof SandboxProvider)) return { skipped: ctx.payments.name };
  return { delivered: await ctx.payments.deliveries.retryDue() };
}
