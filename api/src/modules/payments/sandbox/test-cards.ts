// The sandbox's behaviour per card, like a real provider's documented test cards. Any other valid
// American Express number succeeds.
import { normaliseCardNumber } from './card';

export type CardOutcome = 'success' | 'decline' | 'confirm';

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '378282246310005': 'success',
  '371449635398431': 'confirm',
  '340000000000009': 'decline',
};

export const outcomeFor = (number: string): CardOutcome => TEST_CARDS[normaliseCardNumber(number)] ?? 'success';
