// Calls to LinkedIn with its required headers (§5.2), turning every failure into a NetworkError.
import type { SocialConfig } from '../../../config';
import { httpRequest, TransportError, type HttpRequest, type HttpResponse } from '../http-client';
import { classifyLinkedInResponse, classifyLinkedInTransport, type Stage } from './classify';

export interface LinkedInCall {
  method: HttpRequest['method'];
  /** Below linkedinApiUrl (e.g. "/rest/posts"), or a full URL (upload URLs). */
  path: string;
  query?: Record<string, string>;
  body?: HttpRequest['body'];
  headers?: Record<string, string>;
  stage?: Stage;
  timeoutMs?: number;
}

/** The bearer call; `/rest/…` also gets LinkedIn-Version and the Rest.li protocol header. */
export async function linkedInCall(config: SocialConfig, token: string, call: LinkedInCall): Promise<HttpResponse> {
  const url = new URL(/^https?:\/\//.test(call.path) ? call.path : `${config.linkedinApiUrl}${call.path}`);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...call.headers };
  if (call.path.startsWith('/rest/')) {
    headers['linkedin-version'] = config.linkedinVersion;
    headers['x-restli-protocol-version'] = '2.0.0';
  }
  let response: HttpResponse;
  try {
    response = await httpRequest({ method: call.method, url, headers, body: call.body, timeoutMs: call.timeoutMs });
  } catch (error) {
    if (error instanceof TransportError) throw classifyLinkedInTransport(error, call.stage ?? 'other');
    throw error;
  }
  if (response.status >= 200 && response.status < 300) return response;
  throw classifyLinkedInResponse(response, { version: config.linkedinVersion });
}

/** The browser side of LinkedIn (www.linkedin.com): links to profiles, companies and posts. */
export function linkedInWebBase(config: SocialConfig): string {
  return config.linkedinOauthUrl.replace(/\/oauth\/v2\/?$/, '');
}

export const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
export const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
