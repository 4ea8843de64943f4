// LinkedIn's answers → what the app does about them (platform-contracts §5.6 and the LinkedIn rows
// of §7). Classification keys on LinkedIn's `code`, not the serviceErrorCode numbers, which vary.
import type { HttpResponse, TransportError } from '../http-client';
import { NetworkError } from '../types';

/** Where the call happened: a create that got no answer may have taken effect. */
export type Stage = 'create' | 'other';

const RECONNECT = 'Reconnect LinkedIn in Account settings → Connections.';
const DEFAULT_BACKOFF_MS = 3 * 60_000;

interface LinkedInErrorBody {
  status?: number;
  code?: string;
  message?: string;
  serviceErrorCode?: number;
  error?: string;
  error_description?: string;
}

function bodyOf(response: HttpResponse): LinkedInErrorBody {
  return typeof response.body === 'object' && response.body !== null ? (response.body as LinkedInErrorBody) : { message: typeof response.body === 'string' ? response.body.slice(0, 200) : undefined };
}

/** LinkedIn's daily quotas reset at 00:00 UTC. */
export function msUntilNextUtcMidnight(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return next - now.getTime();
}

export function classifyLinkedInResponse(response: HttpResponse, options: { version: string; now?: Date }): NetworkError {
  const body = bodyOf(response);
  const code = body.code ?? body.error ?? String(response.status);
  const message = (body.message ?? body.error_description ?? '').trim();
  const said = message ? ` (LinkedIn said: "${message}")` : '';
  const status = response.status;

  if (status === 401) {
    if (code === 'EXPIRED_ACCESS_TOKEN') {
      return new NetworkError('refresh', code, `The LinkedIn access has expired: Cadence renews it automatically; if that does not work, ${RECONNECT.toLowerCase()}`);
    }
    return new NetworkError('reconnect', code, `LinkedIn no longer accepts Cadence's access (it was revoked or is invalid)${said}. ${RECONNECT}`);
  }
  if (status === 403) {
    return new NetworkError('reconnect', code, `LinkedIn refused the permission for this account${said}. ${RECONNECT} Allow every permission; for an organization you must be one of its administrators.`);
  }
  if (status === 426) {
    return new NetworkError('permanent', '426', `LinkedIn no longer accepts API version ${options.version}: the administrator must update LINKEDIN_VERSION.`);
  }
  if (status === 429) {
    if (/resource level throttle/i.test(message)) {
      return new NetworkError('retry', code, 'LinkedIn’s daily limit for this account or app is reached: Cadence will try again after midnight UTC.', msUntilNextUtcMidnight(options.now ?? new Date()));
    }
    return new NetworkError('retry', code, 'LinkedIn is receiving too many requests right now: Cadence will try again in a few minutes.', DEFAULT_BACKOFF_MS);
  }
  if (status >= 500) {
    return new NetworkError('retry', String(status), `LinkedIn had a temporary problem (HTTP ${status}): Cadence will try again automatically.`);
  }
  if (/not ready|still processing/i.test(message) || code === 'MEDIA_NOT_READY') {
    return new NetworkError('retry', code, 'LinkedIn is still processing the media: Cadence will try again shortly.', 10_000);
  }
  if (code === 'DUPLICATE_POST' || /duplicate/i.test(message)) {
    return new NetworkError('permanent', 'duplicate', 'LinkedIn refused the post because it repeats a recent post of this account: change the text and publish again.');
  }
  return new NetworkError('permanent', code, `LinkedIn refused the post${said}: edit the post and publish again.`);
}

/** No answer at all: a create may have gone through (reconcile before trying again); anything else is safe to repeat. */
export function classifyLinkedInTransport(error: TransportError, stage: Stage): NetworkError {
  if (stage === 'create') {
    return new NetworkError('unknown', error.timedOut ? 'timeout' : 'connection', `LinkedIn did not answer (${error.message}): Cadence checks whether the post went out before trying again.`);
  }
  return new NetworkError('retry', error.timedOut ? 'timeout' : 'connection', `LinkedIn could not be reached (${error.message}): Cadence will try again automatically.`);
}
