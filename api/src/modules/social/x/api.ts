// Calls to the X API v2 with a user's bearer token, every failure turned into a NetworkError.
import type { SocialConfig } from '../../../config';
import { httpRequest, TransportError, type HttpRequest, type HttpResponse } from '../http-client';
import { classifyXResponse, classifyXTransport, type Stage } from './classify';

export interface XCall {
  method: HttpRequest['method'];
  /** Below xApiUrl, e.g. "/2/tweets". */
  path: string;
  query?: Record<string, string>;
  body?: HttpRequest['body'];
  stage?: Stage;
  timeoutMs?: number;
}

export async function xCall(config: SocialConfig, token: string, call: XCall): Promise<HttpResponse> {
  const url = new URL(`${config.xApiUrl}${call.path}`);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
  let response: HttpResponse;
  try {
    response = await httpRequest({ method: call.method, url, headers: { authorization: `Bearer ${token}` }, body: call.body, timeoutMs: call.timeoutMs });
  } catch (error) {
    if (error instanceof TransportError) throw classifyXTransport(error, call.stage ?? 'other');
    throw error;
  }
  if (response.status >= 200 && response.status < 300) return response;
  throw classifyXResponse(response);
}

/** The browser side of X (x.com): profile and post links. */
export function xWebBase(config: SocialConfig): string {
  return config.xAuthorizeUrl.replace(/\/i\/oauth2\/authorize\/?$/, '');
}

export const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
export const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
