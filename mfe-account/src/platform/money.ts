// Formats an amount in the smallest currency unit (cents) in the user's locale, for the amounts
// the API sends without a formatted twin.
import { currentLocale } from '@cadence/shared-lib';

export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    // An unknown currency code: still show the number and the code.
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
