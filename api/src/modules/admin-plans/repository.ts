// Data access for the plans back office: plans with their raw durations and features, usage counts,
// and saving a whole plan (plan, durations, features, the default flag) in one transaction.
import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { PlanDurationRequest, PlanRequest } from '@cadence/shared-lib/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  checkoutSessions,
  invoices,
  planDurations,
  planFeatures,
  plans,
  subscriptions,
  type PlanDurationRow,
  type PlanFeatureRow,
  type PlanRow,
} from '../../db/schema';
import { subscriptionInForce } from '../plans/repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type PlanInput = z.output<typeof PlanRequest>;
type DurationInput = z.output<typeof PlanDurationRequest>;

export interface AdminPlanParts {
  plan: PlanRow;
  durations: PlanDurationRow[];
  features: PlanFeatureRow[];
  subscribers: number;
}

/** Why a save was refused; the transaction is rolled back. `index`: the duration in the request. */
export class PlanSaveRefused extends Error {
  constructor(
    readonly reason: 'unknown-duration' | 'duration-in-use',
    readonly index: number | null,
  ) {
    super(reason);
  }
}

export class AdminPlansRepository {
  constructor(private readonly db: Database) {}

  async list(now: Date, ids?: number[]): Promise<AdminPlanParts[]> {
    const rows = await this.db
      .select()
      .from(plans)
      .where(ids ? inArray(plans.id, ids) : undefined)
      .orderBy(asc(plans.sort), asc(plans.id));
    if (rows.length === 0) return [];
    const planIds = rows.map((p) => p.id);
    const [durations, features, counts] = await Promise.all([
      this.db.select().from(planDurations).where(inArray(planDurations.plan_id, planIds)).orderBy(asc(planDurations.id)),
      this.db.select().from(planFeatures).where(inArray(planFeatures.plan_id, planIds)).orderBy(asc(planFeatures.id)),
      this.db
        .select({ planId: subscriptions.plan_id, n: count() })
        .from(subscriptions)
        .where(and(inArray(subscriptions.plan_id, planIds), subscriptionInForce(now)))
        .groupBy(subscriptions.plan_id),
    ]);
    return rows.map((plan) => ({
      plan,
      durations: durations.filter((d) => d.plan_id === plan.id),
      features: features.filter((f) => f.plan_id === plan.id),
      subscribers: counts.find((c) => c.planId === plan.id)?.n ?? 0,
    }));
  }

  async find(id: number, now: Date): Promise<AdminPlanParts | undefined> {
    return (await this.list(now, [id]))[0];
  }

  /** Anything that keeps a row for the plan (subscriptions of any status, invoices, checkouts): the plan must stay. */
  async hasHistory(planId: number): Promise<boolean> {
    const [sub] = await this.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.plan_id, planId)).limit(1);
    const [inv] = await this.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.plan_id, planId)).limit(1);
    const [chk] = await this.db.select({ id: checkoutSessions.id }).from(checkoutSessions).where(eq(checkoutSessions.plan_id, planId)).limit(1);
    return Boolean(sub ?? inv ?? chk);
  }

  /** Creates (id null) or replaces a plan; returns its id. Throws PlanSaveRefused. */
  async save(id: number | null, input: PlanInput, now: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const values = {
        name: input.name,
        desc: input.desc,
        free: input.free,
        is_default: input.default,
        recommended: input.recommended,
        trial_days: input.trial_days,
        offer_code: input.offer_code,
        sort: input.sort,
        updated_at: now,
      };
      // Two admins saving default plans at once must not both keep the flag.
      if (input.default) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('plans.is_default'))`);
      const planId = id === null ? (await tx.insert(plans).values(values).returning({ id: plans.id }))[0].id : id;
      if (id !== null) await tx.update(plans).set(values).where(eq(plans.id, id));
      // Exactly one default plan: the one saved as default takes the flag from the others.
      if (input.default) await tx.update(plans).set({ is_default: false, updated_at: now }).where(and(eq(plans.is_default, true), ne(plans.id, planId)));
      await this.replaceDurations(tx, planId, input.durations);
      await tx.delete(planFeatures).where(eq(planFeatures.plan_id, planId));
      if (input.features.length > 0) {
        await tx.insert(planFeatures).values(input.features.map((f) => ({ plan_id: planId, key: f.key, value: f.value, active: f.active })));
      }
      return planId;
    });
  }

  private async replaceDurations(tx: Tx, planId: number, wanted: DurationInput[]): Promise<void> {
    const existing = await tx.select({ id: planDurations.id }).from(planDurations).where(eq(planDurations.plan_id, planId));
    const existingIds = new Set(existing.map((d) => d.id));
    wanted.forEach((d, index) => {
      if (d.id !== undefined && !existingIds.has(d.id)) throw new PlanSaveRefused('unknown-duration', index);
    });
    const kept = wanted.flatMap((d) => (d.id === undefined ? [] : [d.id]));
    const removed = [...existingIds].filter((existingId) => !kept.includes(existingId));
    if (removed.length > 0) {
      if (await this.durationsReferenced(tx, removed)) throw new PlanSaveRefused('duration-in-use', null);
      await tx.delete(planDurations).where(and(eq(planDurations.plan_id, planId), notInArray(planDurations.id, kept.length > 0 ? kept : [0])));
    }
    for (const d of wanted) {
      const values = { label: d.label, duration: d.duration, price: d.price, currency: d.currency, discount_text: d.discount_text, is_default: d.default };
      if (d.id === undefined) await tx.insert(planDurations).values({ ...values, plan_id: planId });
      else await tx.update(planDurations).set(values).where(eq(planDurations.id, d.id));
    }
  }

  private async durationsReferenced(tx: Tx, ids: number[]): Promise<boolean> {
    const [sub] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(inArray(subscriptions.plan_duration_id, ids)).limit(1);
    const [inv] = await tx.select({ id: invoices.id }).from(invoices).where(inArray(invoices.plan_duration_id, ids)).limit(1);
    const [chk] = await tx.select({ id: checkoutSessions.id }).from(checkoutSessions).where(inArray(checkoutSessions.plan_duration_id, ids)).limit(1);
    return Boolean(sub ?? inv ?? chk);
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(plans).where(eq(plans.id, id));
  }
}
