// Phone number with a country-code picker (spec §5 Registration: default EG). The number itself is
// always written left to right, also in Arabic.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, LeanInput, LeanSelect } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { callingCodeOptions } from './calling-codes';

export interface PhoneFieldProps {
  id: string;
  country: string;
  number: string;
  error?: string;
  onCountryChange(iso: string): void;
  onNumberChange(number: string): void;
}

export function PhoneField({ id, country, number, error, onCountryChange, onNumberChange }: PhoneFieldProps) {
  const { t } = useTranslation(SHELL_NS);
  // Rebuilt when the language changes, since names (and their order) are language-specific.
  const locale = currentLocale();
  const options = useMemo(() => callingCodeOptions(locale), [locale]);
  return (
    <div className="cs-inline-field">
      <LeanSelect
        label={t('countryCode')}
        name="country"
        autoComplete="tel-country-code"
        options={options}
        value={country}
        onChange={(event) => onCountryChange(event.target.value)}
      />
      <LeanInput
        id={id}
        label={t('phone')}
        type="tel"
        name="phone"
        autoComplete="tel-national"
        inputMode="tel"
        dir="ltr"
        value={number}
        error={error}
        onChange={(event) => onNumberChange(event.target.value)}
      />
    </div>
  );
}
