// Offer codes (spec §3, §4, §9): an `offer_code` query value is kept in localStorage, and plans
// whose offer code differs from the kept one are hidden.
export const OFFER_CODE_STORAGE_KEY = 'cadence.offer_code';

export function rememberOfferCode(search: string): void {
  const code = new URLSearchParams(search).get('offer_code')?.trim();
  if (!code) return;
  try {
    localStorage.setItem(OFFER_CODE_STORAGE_KEY, code);
  } catch {
    // Storage unavailable: the code still applies through the query on this visit.
  }
}

export function storedOfferCode(): string | null {
  try {
    return localStorage.getItem(OFFER_CODE_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * The plans to show for `offerCode`: those whose offer_code equals it (no code ↔ plans without one).
 * A kept code that matches no plan any more (an ended offer) is ignored, so the regular plans show
 * instead of an empty page.
 */
export function visiblePlans<P extends { offer_code: string | null }>(plans: readonly P[], offerCode: string | null): P[] {
  const matching = plans.filter((plan) => (plan.offer_code || null) === offerCode);
  if (matching.length > 0 || offerCode === null) return matching;
  return plans.filter((plan) => !plan.offer_code);
}
