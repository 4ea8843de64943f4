// The result a network's return adds to the tab's URL (spec §4: status, platform, optional reason).
// Anything malformed is ignored rather than shown: the query is user-editable.
import { ConnectResultQuery, type ConnectNetwork } from '@cadence/shared-lib/contract';

export interface ConnectResult {
  status: 'success' | 'error';
  platform: ConnectNetwork;
  reason: string | null;
}

const KEYS = ['status', 'platform', 'reason'] as const;

export function readConnectResult(search: URLSearchParams): ConnectResult | null {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = search.get(key);
    // An over-long reason is cut rather than costing the user the whole banner.
    if (value !== null) raw[key] = key === 'reason' ? value.slice(0, 300) : value;
  }
  const parsed = ConnectResultQuery.safeParse(raw);
  if (!parsed.success || !parsed.data.status || !parsed.data.platform) return null;
  const reason = parsed.data.reason?.trim();
  return { status: parsed.data.status, platform: parsed.data.platform, reason: reason ? reason : null };
}

/** The query without the result's keys (kept: anything else the URL carried). */
export function withoutConnectResult(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const key of KEYS) rest.delete(key);
  const text = rest.toString();
  return text ? `?${text}` : '';
}

/** The result as the list call's query (spec §7 passes the route query along; the API ignores it). */
export function connectResultQuery(result: ConnectResult | null): ConnectResultQuery | undefined {
  if (!result) return undefined;
  return { status: result.status, platform: result.platform, ...(result.reason ? { reason: result.reason } : {}) };
}
