// Business delays of spec §9, in milliseconds.
/** Settings success → page reload. */
export const SETTINGS_RELOAD_DELAY_MS = 1500;
/** Password changed → signed out to /login, after the user could read the message. */
export const PASSWORD_SIGN_OUT_DELAY_MS = 1500;
/** Subscription answer → its url; plans loaded while subscribed → /dashboard. */
export const SUBSCRIPTION_REDIRECT_DELAY_MS = 500;
