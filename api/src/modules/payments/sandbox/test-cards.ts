// The sandbox's behaviour per card, like a real provider's documented test cards. Any other valid
// American Express number succeeds.
import { normaliseCardNumber } from './card';

export type CardOutcome = 'success' | 'decline' | 'confirm';

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '378282246310005': 'success',
  '371449635398431': 'confirm',
  '340000000000009': 'decline',
  // Pays the checkout, but every renewal of the subscription then fails (past due, retries, cancellation).
  '378734493671000': 'success',
};

/** Cards whose first payment succeeds and whose renewals all fail. */
export const RENEWAL_FAILING_CARDS: ReadonlySet<string> = new Set(['378734493671000']);

export const outcomeFor = (number: string): CardOutcome => TEST_CARDS[normaliseCardNumber(number)] ?? 'success';
export const renewalFails = (number: string): boolean => RENEWAL_FAILING_CARDS.has(normaliseCardNumber(number));
