// Adapts shared-lib's vee-validate-style rules (spec §5) to antd Form rules, so every form shows
// the product's own translated messages.
import { validate, type RuleSpec } from '@cadence/shared-lib';
import type { FormInstance, FormRule } from 'antd';

export function formRule(spec: RuleSpec, field: string, name?: string, form?: FormInstance): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const result = validate(value, spec, { field, name, values: form?.getFieldsValue(true) as Record<string, unknown> | undefined });
      return result === true ? Promise.resolve() : Promise.reject(new Error(result));
    },
  };
}
