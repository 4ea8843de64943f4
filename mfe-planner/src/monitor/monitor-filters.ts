// The monitor's filters live in the URL (?q=&channel=&state=&page=), so a filtered view can be
// bookmarked and Back restores it. Unknown values are ignored rather than sent.
import { isNetwork, type Network } from '../editor/networks';

export const MONITOR_STATES = ['scheduled', 'processing', 'published', 'failure'] as const;
export type MonitorState = (typeof MONITOR_STATES)[number];

export interface MonitorFilters {
  q: string;
  channel?: Network;
  state?: MonitorState;
  page: number;
}

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function readMonitorFilters(params: URLSearchParams): MonitorFilters {
  const channel = params.get('channel');
  const state = params.get('state');
  return {
    // The server caps q at 200 characters; a longer URL value would only earn a 422.
    q: (params.get('q') ?? '').trim().slice(0, 200),
    channel: isNetwork(channel) ? channel : undefined,
    state: (MONITOR_STATES as readonly string[]).includes(state ?? '') ? (state as MonitorState) : undefined,
    page: positive(params.get('page')) ?? 1,
  };
}

export function writeMonitorFilters(filters: MonitorFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.channel) params.set('channel', filters.channel);
  if (filters.state) params.set('state', filters.state);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
