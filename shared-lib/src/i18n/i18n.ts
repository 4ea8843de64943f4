// The one i18next instance of the app. Created and initialised here, once, with shared-lib's
// namespaces; remotes add theirs with registerNamespace(). Keys are flat ("a.b" is one key).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../contract/domain';
import type { LocaleResources } from '../platform/remote-module';
import { OWN_NAMESPACES } from './resources';

export const i18n = i18next.createInstance();

function initialResources(): Record<Locale, Record<string, Record<string, string>>> {
  const out = {} as Record<Locale, Record<string, Record<string, string>>>;
  for (const locale of LOCALES) {
    out[locale] = { common: OWN_NAMESPACES.common[locale], validation: OWN_NAMESPACES.validation[locale] };
  }
  return out;
}

// Resources are bundled, so initialisation completes synchronously and `t` works at once.
const ready: Promise<unknown> = i18n.use(initReactI18next).init({
  resources: initialResources(),
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  ns: ['common', 'validation'],
  defaultNS: 'common',
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function i18nReady(): Promise<unknown> {
  return ready;
}

/** Adds (or replaces) a namespace in every locale; remotes call it with their `locales`. */
export function registerNamespace(ns: string, res: LocaleResources): void {
  for (const locale of LOCALES) {
    i18n.addResourceBundle(locale, ns, res[locale] ?? {}, true, true);
  }
}
