// Formats an amount in the smallest currency unit (cents) in the reader's language ("€12.50"), for
// amounts the API sends without a formatted twin.
import { currentLocale } from '../i18n/locale';

export function formatMoney(cents: number, currency: string, locale: string = currentLocale()): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    // An unknown currency code still shows the number and the code.
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
