export { rules, RULE_NAMES, type RuleFn, type RuleName, type RuleParam, type ValidationContext } from './rules';
export { validate, type RuleSpec } from './validate';
