// Laravel-style method spoofing: a POST carrying `_method` reaches the PUT/PATCH/DELETE route.
// Needed for multipart bodies, which browsers and PHP-era servers only accept on POST.
export type SpoofedMethod = 'put' | 'patch' | 'delete';

export function withMethod(method: SpoofedMethod, body: FormData): FormData;
export function withMethod(
  method: SpoofedMethod,
  body?: Record<string, unknown>,
): Record<string, unknown> & { _method: SpoofedMethod };
export function withMethod(
  method: SpoofedMethod,
  body?: Record<string, unknown> | FormData,
): FormData | (Record<string, unknown> & { _method: SpoofedMethod }) {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    // A copy, so the caller's FormData can be reused for a later attempt.
    const copy = new FormData();
    body.forEach((value, key) => {
      if (key !== '_method') copy.append(key, value);
    });
    copy.append('_method', method);
    return copy;
  }
  return { ...(body ?? {}), _method: method };
}
