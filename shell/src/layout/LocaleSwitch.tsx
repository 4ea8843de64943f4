// The navbar's language switch: saves the locale, then the page reloads after 0.6 s (spec §4).
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '@cadence/shared-lib';
import { SHELL_NS } from '../i18n';
import { isLocaleValue, LANGUAGES } from '../i18n/languages';
import { GlobeIcon } from './icons';

export function LocaleSwitch() {
  const { t } = useTranslation(SHELL_NS);
  const active = currentLocale();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [active],
        items: LANGUAGES.map((language) => ({ key: language.value, label: <span lang={language.value}>{language.label}</span> })),
        onClick: ({ key }) => {
          if (isLocaleValue(key)) void changeLocale(key);
        },
      }}
    >
      {/* The accessible name contains the visible code (WCAG 2.5.3, label in name). */}
      <Button type="text" aria-label={`${t('language')}: ${active.toUpperCase()}`} title={t('language')} icon={<GlobeIcon />}>
        {active.toUpperCase()}
      </Button>
    </Dropdown>
  );
}
