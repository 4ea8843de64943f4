// Card checks of the sandbox's payment page: the spec's credit-card rule (American Express,
// 15 digits starting 34 or 37) plus the Luhn checksum, an MM/YY expiry not in the past, and
// Amex's four-digit security code.
import type { SandboxMessageKey } from './messages';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, SandboxMessageKey>>;

const AMEX = /^3[47][0-9]{13}$/;

export const normaliseCardNumber = (value: string): string => value.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const isValidCardNumber = (value: string): boolean => {
  const digits = normaliseCardNumber(value);
  return AMEX.test(digits) && luhnValid(digits);
};

/** The card is valid through the last day of its expiry month. */
function expiryError(value: string, now: Date): SandboxMessageKey | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return 'invalidExpiry';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'invalidExpiry';
  return Date.UTC(year, month, 1) <= now.getTime() ? 'cardExpired' : undefined;
}

export function validateCard(input: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (input.number.trim() === '') errors.number = 'required';
  else if (!isValidCardNumber(input.number)) errors.number = 'invalidCard';
  if (input.expiry.trim() === '') errors.expiry = 'required';
  else {
    const expiry = expiryError(input.expiry, now);
    if (expiry) errors.expiry = expiry;
  }
  if (input.cvc.trim() === '') errors.cvc = 'required';
  else if (!/^\d{4}$/.test(input.cvc.trim())) errors.cvc = 'invalidCvc';
  return errors;
}
