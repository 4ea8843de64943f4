// The default free plan every installation starts with, and the demo catalogue (`api seed` / start):
// three plans and four add-ons, validated by the same contract schemas the back office uses.
import { count, eq } from 'drizzle-orm';
import { AddonRequest, FEATURE_KEYS, PlanRequest, type FeatureKey } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { addons, planFeatures, plans, type PlanRow } from '../../db/schema';
import { AdminPlansRepository } from '../admin-plans/repository';
import { PlansRepository } from './repository';

export async function ensureDefaultPlan(db: Database): Promise<PlanRow> {
  const repository = new PlansRepository(db);
  const existing = await repository.findDefaultPlan();
  if (existing) return existing;
  return repository.insertPlan(
    { name: 'Free', desc: 'Plan your content with the essentials.', free: true, is_default: true, sort: 0 },
    [{ label: 'Monthly', duration: 'month', price: 0, currency: 'USD', is_default: true }],
  );
}

const FREE_FEATURES: FeatureKey[] = ['custom-checklist', 'pre_made.checklists', 'knowledge-base'];
const PRO_FEATURES: FeatureKey[] = [...FREE_FEATURES, 'brainstorm', 'spin-wheel', 'elements', 'twitter.trends', 'auto-publishing', 'content-creator'];

const features = (keys: readonly FeatureKey[], values: Partial<Record<FeatureKey, string>> = {}) =>
  keys.map((key) => ({ key, value: values[key] ?? null, active: true }));

const paidDurations = (monthly: number, yearly: number) => [
  { label: 'Monthly', duration: 'month' as const, price: monthly, currency: 'USD', default: true },
  { label: 'Yearly', duration: 'year' as const, price: yearly, currency: 'USD', discount_text: 'Save 17%' },
];

const PAID_PLANS = [
  PlanRequest.parse({
    name: 'Pro',
    desc: 'For creators who publish every day: ideas, a content library and automatic publishing.',
    recommended: true,
    trial_days: 14,
    sort: 10,
    durations: paidDurations(1900, 19000),
    features: features(PRO_FEATURES, { 'auto-publishing': '3 content planners' }),
  }),
  PlanRequest.parse({
    name: 'Agency',
    desc: 'Every feature, for teams that run many brands.',
    trial_days: 14,
    sort: 20,
    durations: paidDurations(4900, 49000),
    features: features(FEATURE_KEYS, { 'auto-publishing': 'Unlimited content planners' }),
  }),
];

const ADDONS = [
  { name: 'Profile audit', desc: 'An expert reviews your social profiles and sends a written action plan.', kind: 'service', price: 9900, sort: 10 },
  { name: 'Content strategy session', desc: 'A one-hour video call to plan your next quarter of content.', kind: 'service', price: 14900, sort: 20 },
  { name: 'Video Creator', desc: 'Unlock the Video Creator on any plan, for good.', kind: 'feature', feature_key: 'video-creator', price: 2900, sort: 30 },
  { name: 'Spy Monitor', desc: "Unlock the Spy Monitor on any plan, for good: follow competitors' schedules.", kind: 'feature', feature_key: 'schedule-monitor', price: 3900, sort: 40 },
].map((addon) => AddonRequest.parse(addon));

/** Idempotent: plans only while nothing but the default plan exists, add-ons only while there are none. */
export async function seedCatalogue(db: Database): Promise<void> {
  const free = await ensureDefaultPlan(db);
  const [{ planCount }] = await db.select({ planCount: count() }).from(plans);
  if (planCount === 1) {
    const [{ freeFeatures }] = await db.select({ freeFeatures: count() }).from(planFeatures).where(eq(planFeatures.plan_id, free.id));
    if (freeFeatures === 0) await db.insert(planFeatures).values(features(FREE_FEATURES).map((f) => ({ ...f, plan_id: free.id })));
    const repository = new AdminPlansRepository(db);
    for (const plan of PAID_PLANS) await repository.save(null, plan, new Date());
  }
  const [{ addonCount }] = await db.select({ addonCount: count() }).from(addons);
  if (addonCount === 0) await db.insert(addons).values(ADDONS);
}
