// The sandbox's hosted pages, rendered on the server: plain HTML forms (work without JavaScript),
// labelled fields with their errors linked by aria-describedby, an alert for the outcome, a dark
// skin through prefers-color-scheme, and the page direction from the locale.
import { RTL_LOCALES, type Locale } from '@cadence/shared-lib/contract';
import type { SandboxSessionRow } from '../../../db/schema';
import type { CardErrors, CardField, CardInput } from './card';
import { translator, type SandboxMessageKey, type Translate } from './messages';

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
:root{color-scheme:light dark;--bg:#f5f5f7;--card:#fff;--text:#1f1f24;--muted:#5c5c66;--line:#c9c9d1;--accent:#4b3fd6;--danger:#b3261e}
@media (prefers-color-scheme:dark){:root{--bg:#141418;--card:#1f1f26;--text:#ececf1;--muted:#a9a9b6;--line:#44444f;--accent:#9d95ff;--danger:#ff8a80}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--text)}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:var(--card);border-radius:12px;border:1px solid var(--line)}
h1{font-size:1.35rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem}.muted{color:var(--muted);font-size:.9rem}
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;padding:.6rem;margin-top:.25rem;font:inherit;color:inherit;background:transparent;border:1px solid var(--line);border-radius:8px}
input[aria-invalid=true]{border-color:var(--danger)}.error{color:var(--danger);margin:.25rem 0 0;font-size:.9rem}
[role=alert]{border:1px solid var(--danger);color:var(--danger);padding:.75rem;border-radius:8px;margin:1rem 0}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
button,a.button{font:inherit;padding:.6rem 1rem;border-radius:8px;border:1px solid var(--accent);cursor:pointer;text-decoration:none}
button.primary,a.button{background:var(--accent);color:var(--card)}button.secondary{background:transparent;color:var(--accent)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
`;

function layout(locale: Locale, title: string, body: string): string {
  const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function formatAmount(session: Pick<SandboxSessionRow, 'amount' | 'currency'>, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: session.currency }).format(session.amount / 100);
}

function summary(session: SandboxSessionRow, locale: Locale, t: Translate): string {
  const amount = formatAmount(session, locale);
  // A one-off payment (an add-on) has no interval: the amount alone.
  const price = session.interval === null ? amount : t(session.interval === 'year' ? 'perYear' : 'perMonth', { amount });
  return `<h1>${escape(t('title'))}</h1><p><strong>${escape(session.description)}</strong><br>${escape(price)}</p><p class="muted">${escape(t('testMode'))}</p>`;
}

function field(name: CardField, label: string, value: string, error: string | undefined, attributes: string): string {
  const errorId = `${name}-error`;
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const message = error ? `<p class="error" id="${errorId}">${escape(error)}</p>` : '';
  return `<label for="${name}">${escape(label)}</label><input id="${name}" name="${name}" value="${escape(value)}" required ${attributes}${invalid}>${message}`;
}

export interface CheckoutPageState {
  values?: CardInput;
  errors?: CardErrors;
  alert?: SandboxMessageKey;
}

export function checkoutPage(session: SandboxSessionRow, state: CheckoutPageState = {}): string {
  const locale = session.locale as Locale;
  const t = translator(locale);
  const values = state.values ?? { number: '', expiry: '', cvc: '' };
  const errors = state.errors ?? {};
  const errorOf = (name: CardField) => {
    const key = errors[name];
    return key ? t(key) : undefined;
  };
  const alertKey = state.alert ?? (Object.keys(errors).length > 0 ? 'errorSummary' : undefined);
  const alert = alertKey ? `<div role="alert">${escape(t(alertKey))}</div>` : '';
  const action = `/payments/sandbox/checkout/${encodeURIComponent(session.id)}`;
  return layout(
    locale,
    t('title'),
    `${summary(session, locale, t)}${alert}<form method="post" action="${action}" novalidate>
${field('number', t('cardNumber'), values.number, errorOf('number'), 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
${field('expiry', t('expiry'), values.expiry, errorOf('expiry'), 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"')}
${field('cvc', t('cvc'), values.cvc, errorOf('cvc'), 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
<div class="actions"><button class="primary" type="submit" name="action" value="pay">${escape(t('pay', { amount: formatAmount(session, locale) }))}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${escape(t('cancel'))}</button></div></form>
<p class="muted">${escape(t('testCards'))}</p>`,
  );
}

export function confirmPage(session: SandboxSessionRow): string {
  const locale = session.locale as Locale;
  const t = translator(locale);
  const amount = formatAmount(session, locale);
  const action = `/payments/sandbox/checkout/${encodeURIComponent(session.id)}/confirm`;
  return layout(
    locale,
    t('confirmTitle'),
    `<h1>${escape(t('confirmTitle'))}</h1><p>${escape(t('confirmText', { amount }))}</p><p class="muted">${escape(t('testMode'))}</p>
<form method="post" action="${action}"><div class="actions"><button class="primary" type="submit" name="action" value="approve">${escape(t('approve'))}</button>
<button class="secondary" type="submit" name="action" value="reject">${escape(t('reject'))}</button></div></form>`,
  );
}

/** A dead end (unknown or expired session) or the already-paid page, with a way onwards. */
export function messagePage(locale: Locale, key: SandboxMessageKey, continueUrl: string | undefined): string {
  const t = translator(locale);
  const link = continueUrl ? `<div class="actions"><a class="button" href="${escape(continueUrl)}">${escape(t('continue'))}</a></div>` : '';
  return layout(locale, t('title'), `<h1>${escape(t('title'))}</h1><p role="status">${escape(t(key))}</p>${link}`);
}
