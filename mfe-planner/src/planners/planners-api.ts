// The planner calls (GET/POST /accounts…), through shared-lib's one client.
import { call, type CallInput, type CallResult } from '@cadence/shared-lib';

export type Planner = CallResult<'accounts'>['data']['accounts'][number];
export type PlannerInput = Exclude<CallInput<'createAccount'>['body'], FormData>;
export type PlannerDeleted = CallResult<'deleteAccount'>['deleted'];

export async function listPlanners(): Promise<Planner[]> {
  return (await call('accounts')).data.accounts;
}

export async function getPlanner(id: number): Promise<Planner> {
  return (await call('account', { params: { id } })).data.account;
}

export async function savePlanner(id: number | null, body: PlannerInput): Promise<Planner> {
  const answer = id === null ? await call('createAccount', { body }) : await call('updateAccount', { params: { id }, body });
  return answer.data.account;
}

export async function deletePlanner(id: number): Promise<PlannerDeleted> {
  return (await call('deleteAccount', { params: { id } })).deleted;
}
