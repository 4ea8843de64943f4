// Calls to the Graph API (SocialConfig.graphUrl, version included): the token goes in the
// Authorization header with an appsecret_proof (so apps with "Require App Secret" on work), errors
// become NetworkError, and X-App-Usage above 90% makes this process hold back for a while.
import { createHmac } from 'node:crypto';
import type { SocialConfig } from '../../../config';
import { httpRequest, TransportError, type HttpResponse } from '../http-client';
import { NetworkError, type AppCredentials } from '../types';
import { classifyFailure, classifyTransport, networkName, readFailure, type MetaPlatform } from './errors';

export interface GraphRequest {
  method: 'GET' | 'POST';
  /** Relative to graphUrl ("/me/accounts"), or an absolute paging.next URL. */
  path: string;
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body (Meta accepts JSON, form or query; JSON keeps arrays like attached_media intact). */
  body?: Record<string, unknown>;
  platform: MetaPlatform;
  /** 'create': the one non-idempotent call (a lost answer is 'unknown'). */
  stage?: 'create' | 'other';
  timeoutMs?: number;
  /** OAuth exchanges are not held back by the usage cooldown. */
  throttle?: boolean;
}

/** Per app (client id): until when calls hold back after X-App-Usage went over 90%. */
const cooldowns = new Map<string, number>();
const HIGH_USAGE = 90;
const COOLDOWN_MS = 60_000;

/** Tests: forget cooldowns between cases. */
export function resetGraphCooldowns(): void {
  cooldowns.clear();
}

function usagePercent(header: string | null): number {
  if (!header) return 0;
  try {
    const usage = JSON.parse(header) as Record<string, unknown>;
    return Math.max(0, ...Object.values(usage).filter((v): v is number => typeof v === 'number'));
  } catch {
    return 0;
  }
}

export class GraphClient {
  constructor(
    private readonly config: SocialConfig,
    private readonly credentials: AppCredentials,
  ) {}

  get graphUrl(): string {
    return this.config.graphUrl;
  }

  url(path: string): URL {
    return /^https?:\/\//.test(path) ? new URL(path) : new URL(`${this.config.graphUrl}${path}`);
  }

  async request<T>(r: GraphRequest): Promise<T> {
    const key = `${this.config.graphUrl} ${this.credentials.clientId}`;
    const coolUntil = cooldowns.get(key) ?? 0;
    if (r.throttle !== false && coolUntil > Date.now()) {
      const wait = coolUntil - Date.now();
      throw new NetworkError('retry', 'app_usage_high', `Cadence is close to ${networkName(r.platform)}'s request limit for the app and slows down. It tries again in a minute.`, wait);
    }
    const url = this.url(r.path);
    for (const [k, v] of Object.entries(r.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = {};
    if (r.token) {
      headers.authorization = `Bearer ${r.token}`;
      url.searchParams.delete('access_token');
      url.searchParams.set('appsecret_proof', createHmac('sha256', this.credentials.clientSecret).update(r.token).digest('hex'));
    }
    let response: HttpResponse;
    try {
      response = await httpRequest({ method: r.method, url, headers, body: r.body, timeoutMs: r.timeoutMs });
    } catch (error) {
      if (error instanceof TransportError) throw classifyTransport(error, r.platform, r.stage ?? 'other');
      throw error;
    }
    if (usagePercent(response.headers.get('x-app-usage')) > HIGH_USAGE) cooldowns.set(key, Date.now() + COOLDOWN_MS);
    if (response.status >= 200 && response.status < 300 && typeof response.body === 'object' && response.body !== null && !('error' in response.body)) {
      return response.body as T;
    }
    throw classifyFailure(readFailure(response.status, response.body, response.headers), r.platform);
  }

  /** Every item of a Graph list, following paging.next (at most `maxPages` pages). */
  async list<T>(r: GraphRequest, maxPages = 50): Promise<T[]> {
    const items: T[] = [];
    let next: GraphRequest | null = r;
    for (let page = 0; next && page < maxPages; page += 1) {
      const answer: { data?: T[]; paging?: { next?: string } } = await this.request(next);
      items.push(...(answer.data ?? []));
      next = answer.paging?.next ? { ...r, path: answer.paging.next, query: undefined } : null;
    }
    return items;
  }
}
