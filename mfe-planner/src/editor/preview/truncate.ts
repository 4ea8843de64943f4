// Where each network folds a long text behind its "See more" (approximate, as the apps do it by
// characters on mobile). X shows the whole post (it is short by its own limit).
import type { Network } from '../networks';

export const FOLD_AT: Record<Network, number | null> = {
  facebook: 477,
  instagram: 125,
  linkedin: 210,
  twitter: null,
};

/** The visible part of `text` and whether a "See more" follows it. Cuts on code points, not halves of emoji. */
export function fold(text: string, network: Network): { shown: string; folded: boolean } {
  const limit = FOLD_AT[network];
  const chars = Array.from(text);
  if (limit === null || chars.length <= limit) return { shown: text, folded: false };
  return { shown: chars.slice(0, limit).join('').trimEnd(), folded: true };
}
