// The admin plans and feature catalogue calls, through shared-lib's one client.
import { call, type CallInput, type CallResult } from '@cadence/shared-lib';

export type AdminPlan = CallResult<'adminPlans'>['data']['plans'][number];
export type AdminPlanDuration = AdminPlan['durations'][number];
export type CatalogueFeature = CallResult<'adminFeatures'>['data']['features'][number];
/** A plan as created or replaced (prices in cents). */
export type PlanInput = Exclude<CallInput<'adminCreatePlan'>['body'], FormData>;
export type FeatureChange = Exclude<CallInput<'adminUpdateFeature'>['body'], FormData | undefined>;

export async function listPlans(): Promise<AdminPlan[]> {
  return (await call('adminPlans')).data.plans;
}

export async function savePlan(id: number | null, plan: PlanInput): Promise<AdminPlan> {
  const answer = id === null ? await call('adminCreatePlan', { body: plan }) : await call('adminUpdatePlan', { params: { id }, body: plan });
  return answer.data.plan;
}

export async function deletePlan(id: number): Promise<void> {
  await call('adminDeletePlan', { params: { id } });
}

export async function listCatalogue(): Promise<CatalogueFeature[]> {
  return (await call('adminFeatures')).data.features;
}

export async function updateFeature(key: CatalogueFeature['key'], change: FeatureChange): Promise<CatalogueFeature> {
  return (await call('adminUpdateFeature', { params: { key }, body: change })).data.feature;
}
