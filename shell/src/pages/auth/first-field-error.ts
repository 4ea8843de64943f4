// Client checks of an auth form, in order: only the first failing field reports, so a screen reader
// hears one alert at a time.
import { validate } from '@cadence/shared-lib';

/** [field name, value, rule spec, translated field label] */
export type FieldCheck<F extends string> = [F, unknown, string, string];

export function firstFieldError<F extends string>(
  checks: ReadonlyArray<FieldCheck<F>>,
  values?: Record<string, unknown>,
): Partial<Record<F, string>> {
  for (const [name, value, spec, field] of checks) {
    const result = validate(value, spec, { field, name, ...(values ? { values } : {}) });
    if (result !== true) return { [name]: result } as Partial<Record<F, string>>;
  }
  return {};
}
