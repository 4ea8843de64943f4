// The queue's filters live in the URL (?planner=&channel=&state=&page=), so a filtered queue can be
// bookmarked and Back restores it. Unknown values are ignored rather than sent.
import { isNetwork, type Network } from '../editor/networks';

export const QUEUE_STATES = ['draft', 'scheduled', 'processing', 'published', 'failure'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export interface QueueFilters {
  planner?: number;
  channel?: Network;
  state?: QueueState;
  page: number;
}

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function readFilters(params: URLSearchParams): QueueFilters {
  const channel = params.get('channel');
  const state = params.get('state');
  return {
    planner: positive(params.get('planner')),
    channel: isNetwork(channel) ? channel : undefined,
    state: (QUEUE_STATES as readonly string[]).includes(state ?? '') ? (state as QueueState) : undefined,
    page: positive(params.get('page')) ?? 1,
  };
}

export function writeFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.planner) params.set('planner', String(filters.planner));
  if (filters.channel) params.set('channel', filters.channel);
  if (filters.state) params.set('state', filters.state);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Consecutive entries sharing a local date, in the order the server sent them. */
export function groupByDay<T extends { local_date: string }>(entries: readonly T[]): { date: string; entries: T[] }[] {
  const groups: { date: string; entries: T[] }[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && last.date === entry.local_date) last.entries.push(entry);
    else groups.push({ date: entry.local_date, entries: [entry] });
  }
  return groups;
}
