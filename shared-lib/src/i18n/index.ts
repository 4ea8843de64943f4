export { i18n, registerNamespace } from './i18n';
export { initI18n, currentLocale, isRtl, applyLocale } from './locale';
export { changeLocale } from './change-locale';
