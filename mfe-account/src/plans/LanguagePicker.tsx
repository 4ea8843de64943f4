// The plans page's language selector (spec §6: shown for users there). Saving reloads after 0.6 s.
import { changeLocale, currentLocale, type Locale } from '@cadence/shared-lib';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../i18n/namespace';

// Each language named in its own language, the same in every locale.
const LANGUAGES: ReadonlyArray<{ value: Locale; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'العربية' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'pt', label: 'Português' },
];

export function LanguagePicker() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Select<Locale>
      aria-label={t('plans.language')}
      value={currentLocale()}
      onChange={(value) => void changeLocale(value)}
      options={LANGUAGES.map((language) => ({ value: language.value, label: <span lang={language.value}>{language.label}</span> }))}
      style={{ minWidth: 140 }}
    />
  );
}
