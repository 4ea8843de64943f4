// Parses an application/x-www-form-urlencoded body the way Laravel reads forms: `a[b]=1` nests,
// `a[]=1&a[]=2` makes a list, a repeated plain key keeps the last value.
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

// Keys that would reach Object.prototype if used as property names.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function keyPath(name: string): string[] {
  const first = /^[^[]*/.exec(name)?.[0] ?? name;
  const rest = [...name.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [first, ...rest];
}

function isObject(value: FormValue | undefined): value is { [key: string]: FormValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function assign(target: FormObject, path: string[], value: string): void {
  const [head, ...tail] = path;
  if (head === undefined || FORBIDDEN.has(head)) return;
  if (tail.length === 0) {
    target[head] = value;
    return;
  }
  if (tail.length === 1 && tail[0] === '') {
    const current = target[head];
    target[head] = Array.isArray(current) ? [...current, value] : [value];
    return;
  }
  const current = target[head];
  const child: FormObject = isObject(current) ? current : {};
  target[head] = child;
  assign(child, tail, value);
}

export function parseUrlencoded(body: string): FormObject {
  const result: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (name === '') continue;
    assign(result, keyPath(name), value);
  }
  return result;
}
