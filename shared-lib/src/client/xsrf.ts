// Reads the XSRF-TOKEN cookie set by /sanctum/csrf-cookie (echoed back as X-XSRF-TOKEN).
export const XSRF_COOKIE = 'XSRF-TOKEN';

export function readXsrfToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE && rest.length > 0) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}
