// Share links (owner side) and the shared views' calls (visitor side).
import { call, type CallResult } from '@cadence/shared-lib';
import type { FeedbackVerdict } from '@cadence/shared-lib/contract';

export type ShareLink = CallResult<'plannerShareLinks'>['data']['links'][number];
export type SharedSchedule = CallResult<'sharedSchedule'>['data'];
export type SharedQueue = CallResult<'sharedQueue'>['data'];
export type VerdictAnswer = CallResult<'shareFeedback'>['data'];

export async function listPlannerLinks(plannerId: number): Promise<ShareLink[]> {
  return (await call('plannerShareLinks', { params: { id: plannerId } })).data.links;
}

export async function createPlannerLink(plannerId: number): Promise<ShareLink> {
  return (await call('createPlannerShareLink', { params: { id: plannerId } })).data.link;
}

export async function revokeLink(linkId: number): Promise<ShareLink> {
  return (await call('revokeShareLink', { params: { linkId } })).data.link;
}

export async function loadSharedSchedule(hash: string, from: string, to: string): Promise<SharedSchedule> {
  return (await call('sharedSchedule', { params: { hash }, query: { from, to }, handles: [404] })).data;
}

export async function loadSharedQueue(hash: string): Promise<SharedQueue> {
  return (await call('sharedQueue', { params: { hash }, handles: [404] })).data;
}

export async function sendVerdict(hash: string, postId: number, verdict: FeedbackVerdict, comment: string | null): Promise<VerdictAnswer> {
  return (await call('shareFeedback', { params: { hash, postId }, body: { verdict, comment } })).data;
}

/** The page address of a link (the API answers a path). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
