// Each language is named in its own language (endonym), the same in every locale.
import type { Locale } from '@cadence/shared-lib';

export const LANGUAGES: ReadonlyArray<{ value: Locale; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'العربية' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'pt', label: 'Português' },
];

export function isLocaleValue(value: string): value is Locale {
  return LANGUAGES.some((language) => language.value === value);
}
