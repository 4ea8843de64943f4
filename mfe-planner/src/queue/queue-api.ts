// The queue's calls: upcoming posts across planners, the planners for the filter, quick reschedule,
// and the links that share the queue read-only.
import { call, type CallResult } from '@cadence/shared-lib';
import type { QueueFilters } from './queue-filters';

export type QueueAnswer = CallResult<'postsQueue'>['data'];
export type QueueEntry = QueueAnswer['posts'][number];
export type PlannerOption = Pick<CallResult<'accounts'>['data']['accounts'][number], 'id' | 'name' | 'color'>;
export type ShareLink = CallResult<'queueShareLinks'>['data']['links'][number];

export async function loadQueue(filters: QueueFilters): Promise<QueueAnswer> {
  const query: { planner?: number; channel?: QueueFilters['channel']; state?: QueueFilters['state']; page?: number } = {};
  if (filters.planner) query.planner = filters.planner;
  if (filters.channel) query.channel = filters.channel;
  if (filters.state) query.state = filters.state;
  if (filters.page > 1) query.page = filters.page;
  return (await call('postsQueue', { query })).data;
}

export async function loadPlannerOptions(): Promise<PlannerOption[]> {
  return (await call('accounts')).data.accounts.map(({ id, name, color }) => ({ id, name, color }));
}

export async function reschedulePost(postId: number, date: string, time: string): Promise<void> {
  await call('reschedulePost', { params: { postId }, body: { date, time } });
}

export async function listShareLinks(): Promise<ShareLink[]> {
  return (await call('queueShareLinks')).data.links;
}

export async function createShareLink(): Promise<ShareLink> {
  return (await call('createQueueShareLink')).data.link;
}

export async function revokeShareLink(linkId: number): Promise<ShareLink> {
  return (await call('revokeShareLink', { params: { linkId } })).data.link;
}
