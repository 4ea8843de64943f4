// shared-lib's own translations: namespaces 'common' and 'validation' in every locale.
import type { LocaleResources } from '../platform/remote-module';
import arCommon from './ar/common.json';
import arValidation from './ar/validation.json';
import deCommon from './de/common.json';
import deValidation from './de/validation.json';
import enCommon from './en/common.json';
import enValidation from './en/validation.json';
import frCommon from './fr/common.json';
import frValidation from './fr/validation.json';
import ptCommon from './pt/common.json';
import ptValidation from './pt/validation.json';

export const commonResources: LocaleResources = { en: enCommon, ar: arCommon, fr: frCommon, de: deCommon, pt: ptCommon };
export const validationResources: LocaleResources = {
  en: enValidation,
  ar: arValidation,
  fr: frValidation,
  de: deValidation,
  pt: ptValidation,
};

export const OWN_NAMESPACES = { common: commonResources, validation: validationResources } as const;
