// The rules that keep the catalogue sellable: one default plan always, and no plan deleted while
// anything (a subscriber, an invoice, a checkout) still refers to it. Null: allowed.
import { catalogueMessages } from '@cadence/shared-lib/contract';
import type { PlanRow } from '../../db/schema';

/** Unsetting `default` on the default plan would leave none: another plan must take it. */
export function defaultChangeRefusal(current: PlanRow | null, wantsDefault: boolean): string | null {
  return current?.is_default && !wantsDefault ? catalogueMessages.keepOneDefaultPlan : null;
}

export function deletionRefusal(plan: PlanRow, usage: { subscribers: number; hasHistory: boolean }): string | null {
  if (plan.is_default) return catalogueMessages.defaultPlanDelete;
  if (usage.subscribers > 0) return catalogueMessages.planHasSubscribers;
  if (usage.hasHistory) return catalogueMessages.planHasHistory;
  return null;
}
