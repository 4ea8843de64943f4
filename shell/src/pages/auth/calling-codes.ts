// Country calling codes for the registration phone picker (spec §5: default EG; the code is prepended
// and whitespace removed). A compact local list, no dependency; country names come from the browser's
// Intl.DisplayNames in the active language, so they need no translation files.
import codes from './calling-codes.json';

export interface CallingCode {
  iso: string;
  dial: string;
}

export const CALLING_CODES: ReadonlyArray<CallingCode> = codes;
export const DEFAULT_COUNTRY = 'EG';

export function dialCodeOf(iso: string): string {
  return (CALLING_CODES.find((entry) => entry.iso === iso) ?? CALLING_CODES[0]).dial;
}

/** The phone number as sent: `+<code><number>`, whitespace removed. */
export function fullPhone(iso: string, number: string): string {
  return `+${dialCodeOf(iso)}${number}`.replace(/\s+/g, '');
}

/** Options for the picker, sorted by the country's name in `locale`: "Egypt (+20)". */
export function callingCodeOptions(locale: string): Array<{ value: string; label: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    // Very old engines: fall back to the ISO code.
  }
  return CALLING_CODES.map((entry) => ({
    value: entry.iso,
    // A left-to-right mark keeps the plus sign before the digits in Arabic ("+20", not "20+").
    label: `${names?.of(entry.iso) ?? entry.iso} (\u200e+${entry.dial})`,
  })).sort((a, b) => a.label.localeCompare(b.label, locale));
}
