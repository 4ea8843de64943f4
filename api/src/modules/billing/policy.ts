// What may be cancelled: a paid plan or a trial in force, once. A free plan has nothing to cancel.
import { billingMessages } from '@cadence/shared-lib/contract';
import type { SubscriptionInForce } from './repository';

/** Why the subscription cannot be cancelled (a 422 message), or null when it can. */
export function cancelRefusal(current: SubscriptionInForce | undefined): string | null {
  if (!current || current.free) return billingMessages.nothingToCancel;
  if (current.subscription.cancel_at) return billingMessages.alreadyCancelled;
  return null;
}
