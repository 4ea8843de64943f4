// The monitor's calls (spec §7): the list, publish now and disable auto publishing.
import { call, type CallResult } from '@cadence/shared-lib';
import type { MonitorFilters } from './monitor-filters';

export type MonitorAnswer = CallResult<'autoPublishingMonitor'>['data'];
export type MonitorRow = MonitorAnswer['rows'][number];
export type Target = MonitorRow['published_on'][number];

export async function loadMonitor(filters: MonitorFilters): Promise<MonitorAnswer> {
  const query: { q?: string; channel?: MonitorFilters['channel']; state?: MonitorFilters['state']; page?: number } = {};
  if (filters.q) query.q = filters.q;
  if (filters.channel) query.channel = filters.channel;
  if (filters.state) query.state = filters.state;
  if (filters.page > 1) query.page = filters.page;
  return (await call('autoPublishingMonitor', { query })).data;
}

/** The row as it is now: processing at once (spec §4). */
export async function publishNow(postId: number): Promise<MonitorRow> {
  return (await call('publishNow', { params: { postId } })).data.row;
}

export async function disableAutoPublishing(postId: number): Promise<void> {
  await call('disableAutoPublishing', { params: { postId } });
}
