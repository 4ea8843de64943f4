// Requests the global rate limit does not count. (A spoofed POST is counted once, as its replay:
// the spoofing hook runs before the route-level rate-limit hook and stops the original.)
import type { FastifyRequest } from 'fastify';

// Front-end files are public, static and cached; a single page load fetches dozens of them, so
// counting them would lock out users behind a shared address long before the API is abused.
const API_PREFIXES = ['/api/', '/media/', '/sanctum/'];

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

export function isRateLimitExempt(request: FastifyRequest): boolean {
  const path = pathOf(request.url);
  if (path === '/api/health') return true;
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && path !== '/api' && !API_PREFIXES.some((prefix) => path.startsWith(prefix));
}
