// The auth pages' language toggle: saves the choice and reloads after 0.6 s (spec §4), like the navbar switch.
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale, LeanSelect } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { isLocaleValue, LANGUAGES } from '../../i18n/languages';

export function LanguageSelect() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <LeanSelect
      label={t('language')}
      options={LANGUAGES}
      value={currentLocale()}
      onChange={(event) => {
        const value = event.target.value;
        if (isLocaleValue(value)) void changeLocale(value);
      }}
    />
  );
}
