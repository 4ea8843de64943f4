// Prices travel in the smallest currency unit (cents); admins type them in currency units.
// (Showing a price: formatMoney from @cadence/shared-lib.)
export function toCents(units: number): number {
  return Math.round(units * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
