// Prices travel in the smallest currency unit (cents); admins type them in currency units.
export function toCents(units: number): number {
  return Math.round(units * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** "€12.50" in the reader's language. */
export function formatMoney(cents: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    // An unknown currency code still shows something readable.
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
