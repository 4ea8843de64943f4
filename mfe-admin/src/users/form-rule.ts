// An antd Form rule from shared-lib's validation rules, so fields use the product's messages (spec §5).
import { validate, type RuleSpec } from '@cadence/shared-lib';
import type { FormRule } from 'antd';

export function formRule(spec: RuleSpec, field: string, name?: string): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const result = validate(value, spec, { field, name });
      return result === true ? Promise.resolve() : Promise.reject(new Error(result));
    },
  };
}
