// X's answers → what the app does about them (platform-contracts §6.6 and the X rows of §7).
// Handles both the v2 problem shape ({title, detail, type}) and the legacy {errors:[{code,message}]}.
import type { HttpResponse, TransportError } from '../http-client';
import { NetworkError } from '../types';

export type Stage = 'create' | 'other';

const RECONNECT = 'Reconnect X in Account settings → Connections.';
/** When a 429 carries no reset header (Mixpost's fallback). */
const DEFAULT_RETRY_MS = 300_000;

interface XErrorBody {
  title?: string;
  detail?: string;
  type?: string;
  errors?: Array<{ code?: number; message?: string }>;
  error?: string;
  error_description?: string;
}

function bodyOf(response: HttpResponse): XErrorBody {
  return typeof response.body === 'object' && response.body !== null ? (response.body as XErrorBody) : { detail: typeof response.body === 'string' ? response.body.slice(0, 200) : undefined };
}

/** ms until an epoch-seconds reset header, or null. */
function untilReset(headers: Headers, name: string, now: number): number | null {
  const reset = Number(headers.get(name));
  return Number.isFinite(reset) && reset > 0 ? Math.max(1000, reset * 1000 - now) : null;
}

export function classifyXResponse(response: HttpResponse, now: number = Date.now()): NetworkError {
  const body = bodyOf(response);
  const legacy = body.errors?.[0];
  const detail = (body.detail ?? legacy?.message ?? body.error_description ?? '').trim();
  const all = `${body.title ?? ''} ${detail} ${body.type ?? ''}`;
  const said = detail ? ` (X said: "${detail}")` : '';
  const status = response.status;

  if (/usage-capped|usagecapexceeded|usage cap|credits/i.test(all)) {
    const wait = untilReset(response.headers, 'x-app-limit-24hour-reset', now) ?? 3_600_000;
    return new NetworkError('defer', 'usage-capped', 'The X API usage cap of Cadence’s X app is reached: posts wait until X allows more, nothing to do on your side.', wait);
  }
  if (status === 401) {
    return new NetworkError('refresh', '401', `X did not accept the access token: Cadence renews it automatically; if that does not work, ${RECONNECT.toLowerCase()}`);
  }
  if (status === 429) {
    const userCapped = response.headers.get('x-user-limit-24hour-remaining') === '0';
    const wait =
      (userCapped ? untilReset(response.headers, 'x-user-limit-24hour-reset', now) : null) ??
      untilReset(response.headers, 'x-rate-limit-reset', now) ??
      DEFAULT_RETRY_MS;
    return new NetworkError('retry', '429', 'X is limiting how many posts can be sent right now: Cadence will try again when the limit resets.', wait);
  }
  if (status >= 500) return new NetworkError('retry', String(status), `X had a temporary problem (HTTP ${status}): Cadence will try again automatically.`);
  if (/duplicate/i.test(all) || legacy?.code === 187) {
    return new NetworkError('permanent', 'duplicate', 'X refused the post because this account already posted the same text: change the text and publish again.');
  }
  if (/unsupported authentication/i.test(all)) return new NetworkError('reconnect', 'unsupported-authentication', `X refused how Cadence signed in${said}. ${RECONNECT}`);
  if (/too long/i.test(all)) return new NetworkError('permanent', 'too-long', 'X refused the post because the text is longer than 280 characters (links count 23, emoji 2): shorten it and publish again.');
  if (/suspended/i.test(all)) return new NetworkError('permanent', 'user-suspended', 'X says this account is suspended: sort it out on X, then publish again.');
  if (status === 403) return new NetworkError('permanent', '403', `X refused the post${said}: edit the post and publish again.`);
  return new NetworkError('permanent', String(status), `X refused the request${said}: edit the post and publish again.`);
}

/** The OAuth token endpoint: a spent or revoked refresh token (400) means the user must reconnect. */
export function classifyXTokenResponse(response: HttpResponse, refreshing: boolean): NetworkError {
  const body = bodyOf(response);
  const code = body.error ?? String(response.status);
  if (response.status === 401 || code === 'unauthorized_client' || code === 'invalid_client') {
    return new NetworkError('permanent', code, 'X did not accept Cadence’s app credentials: the administrator must check the X client id and secret.');
  }
  if (response.status === 400 && refreshing) {
    return new NetworkError('reconnect', code, `X no longer accepts the saved permission (it was revoked or already used). ${RECONNECT}`);
  }
  if (response.status === 400) return new NetworkError('permanent', code, `X refused the connection${body.error_description ? ` ("${body.error_description}")` : ''}: connect again.`);
  return classifyXResponse(response);
}

export function classifyXTransport(error: TransportError, stage: Stage): NetworkError {
  if (stage === 'create') {
    return new NetworkError('unknown', error.timedOut ? 'timeout' : 'connection', `X did not answer (${error.message}): Cadence checks whether the post went out before trying again.`);
  }
  return new NetworkError('retry', error.timedOut ? 'timeout' : 'connection', `X could not be reached (${error.message}): Cadence will try again automatically.`);
}
