// antd's own texts (pagination, date pickers…) per app locale.
import type { Locale as AntdLocale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import ptBR from 'antd/locale/pt_BR';
import type { Locale } from '@cadence/shared-lib';

export const ANTD_LOCALES: Record<Locale, AntdLocale> = { en: enUS, ar: arEG, fr: frFR, de: deDE, pt: ptBR };
