import { dayjs } from '../dates/dayjs';
import { makeUser } from '../testing/make-user';
import { useSessionStore } from '../stores/session-store';
import { i18n, registerNamespace } from './i18n';
import { LOCALE_STORAGE_KEY, applyLocale, currentLocale, initI18n, isRtl } from './locale';

afterEach(() => {
  applyLocale('en');
  localStorage.clear();
  useSessionStore.getState().clear();
});

it('translates at once, without waiting for initialisation', () => {
  expect(i18n.t('common:retry')).toBe('Retry');
  expect(i18n.t('validation:url')).toBe('URL is invalid');
});

it('Arabic is right to left; the others left to right', () => {
  expect(isRtl('ar')).toBe(true);
  for (const locale of ['en', 'fr', 'de', 'pt'] as const) expect(isRtl(locale)).toBe(false);
});

it('applyLocale switches language, <html lang dir> and dayjs together', () => {
  applyLocale('ar');
  expect(currentLocale()).toBe('ar');
  expect(document.documentElement.getAttribute('lang')).toBe('ar');
  expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  expect(dayjs.locale()).toBe('ar');
  expect(i18n.t('common:retry')).toBe('إعادة المحاولة');

  applyLocale('de');
  expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  expect(i18n.t('common:retry')).toBe('Erneut versuchen');
  expect(dayjs('2026-11-22').format('LL')).toBe('22. November 2026');
});

it('registerNamespace adds a remote namespace in every locale', () => {
  registerNamespace('mfe-demo', {
    en: { title: 'Planners' },
    ar: { title: 'المخططات' },
    fr: { title: 'Planificateurs' },
    de: { title: 'Planer' },
    pt: { title: 'Planejadores' },
  });
  expect(i18n.t('mfe-demo:title')).toBe('Planners');
  applyLocale('fr');
  expect(i18n.t('mfe-demo:title')).toBe('Planificateurs');
});

describe('initI18n', () => {
  it("uses the signed-in user's locale first", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    useSessionStore.getState().setSession(makeUser({ locale: 'ar' }), '1|t');
    await initI18n();
    expect(currentLocale()).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('otherwise the locally stored locale, otherwise English', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'pt');
    await initI18n();
    expect(currentLocale()).toBe('pt');

    localStorage.setItem(LOCALE_STORAGE_KEY, 'klingon');
    await initI18n();
    expect(currentLocale()).toBe('en');
  });
});
