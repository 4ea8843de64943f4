// Runs a rule list (`'required|email|min:8'` or an array) and returns true or the first
// failing rule's translated message (namespace 'validation').
import { i18n } from '../i18n/i18n';
import { RULE_NAMES, rules, type RuleName, type RuleParam, type ValidationContext } from './rules';

export type RuleSpec = string | ReadonlyArray<string | readonly [RuleName, ...RuleParam[]]>;

interface ParsedRule {
  name: RuleName;
  params: RuleParam[];
}

/** Accepts vee-validate spellings too: `alpha_dash`, `alpha-num`, `credit-card`. */
function ruleName(raw: string): RuleName {
  const camel = raw.trim().replace(/[-_]([a-z])/g, (_m, c: string) => c.toUpperCase());
  if ((RULE_NAMES as readonly string[]).includes(camel)) return camel as RuleName;
  throw new Error(`Unknown validation rule "${raw}"`);
}

function parseOne(entry: string): ParsedRule {
  const colon = entry.indexOf(':');
  if (colon < 0) return { name: ruleName(entry), params: [] };
  const name = ruleName(entry.slice(0, colon));
  const rest = entry.slice(colon + 1);
  // A regex may itself contain commas, so it keeps its argument whole.
  return { name, params: name === 'regex' ? [rest] : rest.split(',') };
}

export function parseSpec(spec: RuleSpec): ParsedRule[] {
  if (typeof spec === 'string') {
    return spec
      .split('|')
      .filter((part) => part.trim().length > 0)
      .map(parseOne);
  }
  return spec.map((entry) =>
    typeof entry === 'string' ? parseOne(entry) : { name: ruleName(entry[0]), params: entry.slice(1) as RuleParam[] },
  );
}

function message(rule: ParsedRule, ctx: ValidationContext, usesPasswordRule: boolean): string {
  const [a, b] = rule.params.map((p) => String(p));
  const values = { _field_: ctx.field, length: a, min: a, max: b, target: a };
  // spec §5: passwords get their own minimum-length message.
  if (rule.name === 'min' && usesPasswordRule) return i18n.t('validation:passwordMin', values);
  return i18n.t(`validation:${rule.name}`, values);
}

export function validate(value: unknown, spec: RuleSpec, ctx: ValidationContext): true | string {
  const parsed = parseSpec(spec);
  const usesPasswordRule =
    parsed.some((rule) => rule.name === 'password') || /password/i.test(ctx.name ?? '');
  for (const rule of parsed) {
    if (!rules[rule.name](value, rule.params, ctx)) return message(rule, ctx, usesPasswordRule);
  }
  return true;
}
