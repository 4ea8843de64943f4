// Data access for plans, their durations and features, and users' subscriptions.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  features as featureCatalogue,
  planDurations,
  planFeatures,
  plans,
  subscriptions,
  type PlanDurationRow,
  type PlanFeatureRow,
  type PlanRow,
  type SubscriptionRow,
} from '../../db/schema';

/** A plan's feature row with its catalogue entry's name, icon and master switch. */
export type PlanFeatureWithCatalogue = PlanFeatureRow & { name: string; icon: string | null; catalogue_active: boolean };

export interface PlanWithParts {
  plan: PlanRow;
  durations: PlanDurationRow[];
  features: PlanFeatureWithCatalogue[];
}

export interface CurrentSubscription {
  subscription: SubscriptionRow;
  plan: PlanRow;
  duration: PlanDurationRow | null;
  features: PlanFeatureWithCatalogue[];
}

/** A subscription in force: active or trialing and not past its end (feature access follows it too). */
export const subscriptionInForce = (now: Date): SQL | undefined =>
  and(inArray(subscriptions.status, ['active', 'trialing']), or(isNull(subscriptions.ends_at), gt(subscriptions.ends_at, now)));

export class PlansRepository {
  constructor(private readonly db: Database) {}

  async list(): Promise<PlanWithParts[]> {
    const rows = await this.db.select().from(plans).orderBy(asc(plans.sort), asc(plans.id));
    if (rows.length === 0) return [];
    const ids = rows.map((p) => p.id);
    const durations = await this.db.select().from(planDurations).where(inArray(planDurations.plan_id, ids)).orderBy(asc(planDurations.id));
    const features = await this.featuresWhere(inArray(planFeatures.plan_id, ids));
    return rows.map((plan) => ({
      plan,
      durations: durations.filter((d) => d.plan_id === plan.id),
      features: features.filter((f) => f.plan_id === plan.id),
    }));
  }

  private async featuresWhere(condition: SQL | undefined): Promise<PlanFeatureWithCatalogue[]> {
    const rows = await this.db
      .select({ row: planFeatures, name: featureCatalogue.name, icon: featureCatalogue.icon, catalogue_active: featureCatalogue.active })
      .from(planFeatures)
      .innerJoin(featureCatalogue, eq(featureCatalogue.key, planFeatures.key))
      .where(condition)
      .orderBy(asc(featureCatalogue.sort), asc(planFeatures.id));
    return rows.map(({ row, ...catalogue }) => ({ ...row, ...catalogue }));
  }

  async findPlan(id: number): Promise<PlanRow | undefined> {
    const [row] = await this.db.select().from(plans).where(eq(plans.id, id)).limit(1);
    return row;
  }

  async findDefaultPlan(): Promise<PlanRow | undefined> {
    const [row] = await this.db.select().from(plans).where(eq(plans.is_default, true)).orderBy(asc(plans.id)).limit(1);
    return row;
  }

  durationsOf(planId: number): Promise<PlanDurationRow[]> {
    return this.db.select().from(planDurations).where(eq(planDurations.plan_id, planId)).orderBy(asc(planDurations.id));
  }

  async insertPlan(plan: typeof plans.$inferInsert, durations: Array<Omit<typeof planDurations.$inferInsert, 'plan_id'>>): Promise<PlanRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(plans).values(plan).returning();
      if (durations.length > 0) await tx.insert(planDurations).values(durations.map((d) => ({ ...d, plan_id: row.id })));
      return row;
    });
  }

  /** The subscription in force: active or trialing, not past its end, the newest one. */
  async current(userId: number, now: Date): Promise<CurrentSubscription | undefined> {
    const [row] = await this.db
      .select({ subscription: subscriptions, plan: plans, duration: planDurations })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
      .leftJoin(planDurations, eq(planDurations.id, subscriptions.plan_duration_id))
      .where(
        and(
          eq(subscriptions.user_id, userId),
          subscriptionInForce(now),
        ),
      )
      .orderBy(desc(subscriptions.created_at), desc(subscriptions.id))
      .limit(1);
    if (!row) return undefined;
    const features = await this.featuresWhere(eq(planFeatures.plan_id, row.plan.id));
    return { ...row, features };
  }

  async hasUsedTrial(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.user_id, userId), isNotNull(subscriptions.trial_ends_at)))
      .limit(1);
    return row !== undefined;
  }

  /** Ends whatever the user had and starts the new subscription, atomically. */
  async replaceSubscription(values: typeof subscriptions.$inferInsert, now: Date): Promise<SubscriptionRow> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({ status: 'cancelled', updated_at: now })
        .where(and(eq(subscriptions.user_id, values.user_id), inArray(subscriptions.status, ['active', 'trialing'])));
      const [row] = await tx.insert(subscriptions).values({ ...values, created_at: now, updated_at: now }).returning();
      return row;
    });
  }
}
