import { asc, eq } from 'drizzle-orm';
import { addons, planDurations, planFeatures, plans } from '../../src/db/schema';
import { seedCatalogue } from '../../src/modules/plans/seed';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('demo catalogue seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds Free features, Pro and Agency with durations and trials, and four add-ons, once', async () => {
    await seedCatalogue(t.db);
    const rows = await t.db.select().from(plans).orderBy(asc(plans.sort));
    expect(rows.map((p) => [p.name, p.is_default, p.free, p.recommended, p.trial_days])).toEqual([
      ['Free', true, true, false, 0],
      ['Pro', false, false, true, 14],
      ['Agency', false, false, false, 14],
    ]);
    const keysOf = async (planId: number) => (await t.db.select().from(planFeatures).where(eq(planFeatures.plan_id, planId))).map((f) => f.key).sort();
    expect(await keysOf(rows[0].id)).toEqual(['custom-checklist', 'knowledge-base', 'pre_made.checklists']);
    expect(await keysOf(rows[1].id)).toHaveLength(9);
    expect(await keysOf(rows[2].id)).toHaveLength(15);
    const pro = await t.db.select().from(planDurations).where(eq(planDurations.plan_id, rows[1].id)).orderBy(asc(planDurations.id));
    expect(pro.map((d) => [d.label, d.price, d.discount_text, d.is_default])).toEqual([
      ['Monthly', 1900, null, true],
      ['Yearly', 19000, 'Save 17%', false],
    ]);
    const sold = await t.db.select().from(addons).orderBy(asc(addons.sort));
    expect(sold.map((a) => [a.name, a.kind, a.feature_key, a.price])).toEqual([
      ['Profile audit', 'service', null, 9900],
      ['Content strategy session', 'service', null, 14900],
      ['Video Creator', 'feature', 'video-creator', 2900],
      ['Spy Monitor', 'feature', 'schedule-monitor', 3900],
    ]);

    await seedCatalogue(t.db);
    expect(await t.db.select().from(plans)).toHaveLength(3);
    expect(await t.db.select().from(addons)).toHaveLength(4);
    expect(await keysOf(rows[0].id)).toHaveLength(3);
  });
});
