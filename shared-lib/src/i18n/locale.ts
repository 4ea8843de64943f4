// The active locale: i18next language, <html lang dir> and dayjs follow it together.
import { LOCALES, RTL_LOCALES, type Locale } from '../contract/domain';
import { dayjs } from '../dates/dayjs';
import { useSessionStore } from '../stores/session-store';
import { i18n, i18nReady } from './i18n';

export const LOCALE_STORAGE_KEY = 'cadence.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isRtl(locale: Locale): boolean {
  return RTL_LOCALES.includes(locale);
}

export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : 'en';
}

export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the locale still applies to this page.
  }
}

/** Switches language, text direction and date locale in place (no reload). */
export function applyLocale(locale: Locale): void {
  void i18n.changeLanguage(locale);
  dayjs.locale(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.setAttribute('lang', locale);
    document.documentElement.setAttribute('dir', isRtl(locale) ? 'rtl' : 'ltr');
  }
}

/** Waits for i18next, then applies the signed-in user's locale, else the stored one, else English. */
export async function initI18n(): Promise<void> {
  await i18nReady();
  const userLocale = useSessionStore.getState().user?.locale;
  applyLocale(userLocale ?? storedLocale() ?? 'en');
}
