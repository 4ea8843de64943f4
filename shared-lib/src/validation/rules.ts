// Form validation predicates (spec §5). Like vee-validate, every rule except `required` accepts
// an empty value, so optional fields only get checked when filled in.
export type RuleParam = string | number | RegExp;

export interface ValidationContext {
  /** Displayed (already translated) field name, substituted for {_field_} in messages. */
  field: string;
  /** The field's key (e.g. `password`); password fields get the spec's own minimum-length message. */
  name?: string;
  /** The form's other values, for `confirmed:<other field>`. */
  values?: Record<string, unknown>;
}

export type RuleFn = (value: unknown, params: readonly RuleParam[], ctx: ValidationContext) => boolean;

export const RULE_NAMES = [
  'required',
  'email',
  'min',
  'confirmed',
  'regex',
  'between',
  'alpha',
  'integer',
  'digits',
  'alphaDash',
  'alphaNum',
  'length',
  'positive',
  'creditCard',
  'password',
  'url',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim().length === 0;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const text = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');
const num = (param: RuleParam | undefined): number => Number(param instanceof RegExp ? NaN : param);
const sizeOf = (value: unknown): number => (Array.isArray(value) ? value.length : [...text(value)].length);
const optional =
  (check: (value: unknown, params: readonly RuleParam[], ctx: ValidationContext) => boolean): RuleFn =>
  (value, params, ctx) =>
    isEmpty(value) || check(value, params, ctx);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Letters of any script (Arabic names must pass `alpha`), as vee-validate's locale-aware rules do.
const ALPHA = /^[\p{L}\p{M}]+$/u;
const ALPHA_NUM = /^[\p{L}\p{M}\p{Nd}]+$/u;
const ALPHA_DASH = /^[\p{L}\p{M}\p{Nd}_-]+$/u;
/** spec §5: American Express, 15 digits starting 34 or 37. */
const AMEX = /^3[47]\d{13}$/;
/** spec §5: at least 8 characters with a digit, a lowercase, an uppercase and one of !@#$%&*(). */
const STRONG_PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%&*()]).{8,}$/;
/** spec §5: "must look like a host name", optional scheme and www. */
const URL_LIKE = /^(https?:\/\/)?(www\.)?[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}([/?#:].*)?$/;

function toRegExp(param: RuleParam | undefined): RegExp | null {
  if (param instanceof RegExp) return param;
  if (param === undefined) return null;
  const source = String(param);
  const literal = /^\/(.*)\/([a-z]*)$/.exec(source);
  return literal ? new RegExp(literal[1], literal[2]) : new RegExp(source);
}

export const rules: Record<RuleName, RuleFn> = {
  required: (value) => !isEmpty(value),
  email: optional((value) => EMAIL.test(text(value).trim())),
  min: optional((value, [length]) => sizeOf(value) >= num(length)),
  confirmed: (value, [target], ctx) => {
    const other = target === undefined ? undefined : ctx.values?.[String(target)];
    return (isEmpty(value) && isEmpty(other)) || value === other;
  },
  regex: optional((value, [pattern]) => {
    const re = toRegExp(pattern);
    return re !== null && re.test(text(value));
  }),
  between: optional((value, [min, max]) => {
    const n = Number(text(value));
    return text(value).trim() !== '' && Number.isFinite(n) && n >= num(min) && n <= num(max);
  }),
  alpha: optional((value) => ALPHA.test(text(value))),
  integer: optional((value) => /^-?\d+$/.test(text(value))),
  digits: optional((value, [length]) => /^\d+$/.test(text(value)) && text(value).length === num(length)),
  alphaDash: optional((value) => ALPHA_DASH.test(text(value))),
  alphaNum: optional((value) => ALPHA_NUM.test(text(value))),
  length: optional((value, [length]) => sizeOf(value) === num(length)),
  positive: optional((value) => {
    const n = Number(text(value));
    return text(value).trim() !== '' && Number.isFinite(n) && n >= 0;
  }),
  creditCard: optional((value) => AMEX.test(text(value).replace(/[\s-]/g, ''))),
  password: optional((value) => STRONG_PASSWORD.test(text(value))),
  url: optional((value) => URL_LIKE.test(text(value).trim())),
};
