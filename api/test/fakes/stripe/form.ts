// Decodes the form bodies the stripe package sends (`line_items[0][price_data][currency]=usd`)
// into nested objects, as Stripe's API does. Every leaf stays a string: Stripe coerces per field.
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function place(target: FormObject | FormValue[], keys: string[], value: string): void {
  const [key, ...rest] = keys;
  if (key === undefined) return;
  const slot = target as Record<string, FormValue>;
  if (rest.length === 0) {
    slot[key] = value;
    return;
  }
  if (slot[key] === undefined || typeof slot[key] === 'string') slot[key] = /^\d+$/.test(rest[0] ?? '') ? [] : {};
  place(slot[key] as FormObject | FormValue[], rest, value);
}

export function decodeForm(body: string): FormObject {
  const result: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.replace(/\]/g, '').split('[');
    place(result, keys, value);
  }
  return result;
}

/** Reads a nested field as a string, or undefined when absent or not a leaf. */
export function field(form: FormValue | undefined, ...path: Array<string | number>): string | undefined {
  let current: FormValue | undefined = form;
  for (const key of path) {
    if (current === undefined || typeof current === 'string') return undefined;
    current = Array.isArray(current) ? current[Number(key)] : current[String(key)];
  }
  return typeof current === 'string' ? current : undefined;
}

/** A metadata hash (string values only), as Stripe stores it. */
export function metadata(form: FormValue | undefined): Record<string, string> {
  if (form === undefined || typeof form === 'string' || Array.isArray(form)) return {};
  return Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
