// The i18n namespace of this remote (keys are flat: "general.phone" is one key).
export const ACCOUNT_NS = 'mfe-account';
